import { InputNumber, type InputNumberProps } from 'antd';

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
