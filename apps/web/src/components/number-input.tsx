import { InputNumber, type InputNumberProps } from 'antd';
import { formatHandicap } from '../lib/handicap';

/**
 * A number as people type it, in the form antd's InputNumber reads (digits, one '.', a leading '-'): full-width digits and
 * signs from a Japanese or Chinese keyboard (１２．５, －３, 12。5) as their ASCII forms, a minus typed as '−' or 'ー', and a
 * decimal comma (18,4; 0,125) as a point — a comma before exactly three digits stays a thousands separator (1,000). Without this,
 * antd drops what it cannot read and the field's saved value becomes empty.
 */
export function parseTypedNumber(text: string | undefined): string {
  const ascii = (text ?? '')
    .normalize('NFKC')
    .replace(/[\u2212\u2010-\u2015\u30fc\uff70]/g, '-')
    // an IME's full stop (。, half-width ｡ is NFKC's) for the period key
    .replace(/[\u3002\uff61]/g, '.')
    .replace(/\s+/g, '');
  const decimalComma = !ascii.includes('.') && (/^-?\d+,\d{1,2}$/.test(ascii) || /^-?0,\d+$/.test(ascii));
  return (decimalComma ? ascii.replace(',', '.') : ascii).replace(/[^\w.-]+/g, '');
}

/**
 * antd's InputNumber reading full-width digits and decimal commas (see {@link parseTypedNumber}).
 *
 * `min` and `max` are not handed to antd unless `clamp` is set: antd keeps a typed number outside them from the form (the
 * form still holds the last number inside) and, on leaving the field, silently replaces it with the bound — a capacity
 * typed as 0 became 1, and saved at once it was the old value. In a form the field's rules say what is wrong instead; the
 * bounds still reach assistive technology. `clamp` is for a field outside a form, with no rule to say so.
 */
export function NumberInput<T extends number = number>({ min, max, clamp = false, ...props }: InputNumberProps<T> & { clamp?: boolean }) {
  const range = clamp ? { min, max } : { 'aria-valuemin': min, 'aria-valuemax': max };
  return <InputNumber<T> parser={parseTypedNumber as unknown as InputNumberProps<T>['parser']} {...range} {...props} />;
}

/**
 * A handicap as golfers type it: a plus handicap (better than scratch, stored as a negative number) is typed "+2" — or
 * "-2", which means the same — and read as -2; anything else as {@link parseTypedNumber} reads it.
 */
export function parseTypedHandicap(text: string | undefined): string {
  const typed = (text ?? '').normalize('NFKC').trim();
  if (!typed.startsWith('+')) return parseTypedNumber(typed);
  const number = parseTypedNumber(typed.slice(1));
  // a "+" alone, the first key of "+2", is a sign still waiting for its number (as "-" is to antd): read as empty, it
  // cleared the field's value, and antd then wiped the "+" from the box, so that "+2" typed over a value saved a 2
  if (number === '') return '-';
  return number.startsWith('-') ? number : `-${number}`;
}

/**
 * A stored handicap as the field shows it: -2 as "+2.0" (lib/handicap.ts formats it the same way for reading); one
 * decimal once typing is over (antd leaves the precision to a formatter it is given).
 */
export const showTypedHandicap = (value: string | number | undefined, info?: { userTyping: boolean }): string => {
  const text = value === undefined ? '' : String(value);
  if (!info?.userTyping && text !== '' && Number.isFinite(Number(text))) return formatHandicap(Number(text));
  return text.startsWith('-') ? `+${text.slice(1)}` : text;
};

/** A handicap field: one decimal, a plus handicap shown and typed with "+" (see {@link parseTypedHandicap}). */
export function HandicapInput(props: InputNumberProps<number> & { clamp?: boolean }) {
  return (
    <NumberInput<number>
      step={0.1}
      precision={1}
      parser={parseTypedHandicap as unknown as InputNumberProps<number>['parser']}
      formatter={showTypedHandicap as unknown as InputNumberProps<number>['formatter']}
      {...props}
    />
  );
}
