import { CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import type { DatePickerProps, TimePickerProps } from 'antd';
import Input from 'antd/es/input/Input';
import useLocale from 'antd/es/locale/useLocale';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tellPartFailed } from '../lib/lazy-part';
import { whenIdle } from '../lib/startup';
import type * as PickersModule from './date-field-pickers';
import { useListFormat } from '../lib/use-list-format';

type Pickers = typeof PickersModule;

let pickers: Pickers | undefined;
let loading: Promise<Pickers> | undefined;
function loadPickers() {
  loading ??= import('./date-field-pickers').then(
    (module) => (pickers = module),
    (error: unknown) => {
      // a later press asks again (the browser keeps a failed module import for the page's life: a reload is what
      // downloads it again, as the toast says)
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** the picker's own default formats (antd), for the fields that give none */
function formatOf(kind: 'date' | 'time', props: DatePickerProps | TimePickerProps) {
  if (typeof props.format === 'string') return props.format;
  if (kind === 'time') return 'HH:mm:ss';
  const { picker, showTime } = props as DatePickerProps;
  if (picker === 'month') return 'YYYY-MM';
  if (showTime) return typeof showTime === 'object' && typeof showTime.format === 'string' ? `YYYY-MM-DD ${showTime.format}` : 'YYYY-MM-DD HH:mm:ss';
  return 'YYYY-MM-DD';
}

/**
 * The date part in the page's language: Japanese writes 2026/12/11, the others keep the picker's 2026-12-11. The picker
 * shows the first format and reads a typed date in any of them.
 */
function localFormats(format: string, language: string): string[] {
  if (!language.startsWith('ja')) return [format];
  const slashed = format.replace(/YYYY-MM(-DD)?/, (date) => date.replaceAll('-', '/'));
  return slashed === format ? [format] : [slashed, format];
}

/** a date and time field's time of a day picked alone (antd's showTime.defaultOpenValue), if it has one */
function timeOfDayAlone(props: DatePickerProps): Dayjs | undefined {
  const { showTime } = props;
  return typeof showTime === 'object' && showTime.defaultOpenValue ? showTime.defaultOpenValue : undefined;
}

/** A whole date typed alone ("2026-12-20", "2026/12/20"), as a day; null for anything else or no such day. */
function typedDay(text: string, like: Dayjs): Dayjs | null {
  const parts = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text.trim());
  if (!parts) return null;
  const [year, month, date] = parts.slice(1).map(Number);
  const day = like.year(year).month(month - 1).date(date);
  return day.year() === year && day.month() === month - 1 && day.date() === date ? day : null;
}

interface Swap {
  pickers: Pickers;
  /** the stand-in had the focus: the picker takes it */
  focus: boolean;
  /** the stand-in was pressed: the picker opens */
  open: boolean;
}

/**
 * A date (or time) field of a form: antd's DatePicker, whose code (date-field-pickers.tsx) is not part of the page's
 * download. Until it is there (an idle moment after the form first shows, or at once when the field is pressed, focused
 * or hovered) a read-only antd Input of the same size stands in, with the value in the picker's format, the picker's
 * placeholder in the page's language and its icon; it carries the field's id and aria attributes, so the form's label
 * names it. The picker then takes its place, with the focus if the stand-in had it, open if it was pressed.
 */
function Deferred({ kind, props }: { kind: 'date' | 'time'; props: DatePickerProps | TimePickerProps }) {
  const [swap, setSwap] = useState<Swap | undefined>(() => (pickers ? { pickers, focus: false, open: false } : undefined));
  const standIn = useRef<HTMLInputElement | null>(null);
  /** the text last typed into the picker */
  const typed = useRef('');
  const pressed = useRef(false);
  const wanted = useRef(false);
  const [locale] = useLocale('DatePicker');
  const { i18n } = useTranslation();
  const list = useListFormat('narrow');

  const load = useCallback(() => {
    loadPickers().then(
      (loaded) => {
        const focus = standIn.current !== null && document.activeElement === standIn.current;
        setSwap({ pickers: loaded, focus, open: focus && pressed.current });
      },
      () => {
        // the user is told if they asked for the field (and again at their next press); the stand-in stays
        if (wanted.current) tellPartFailed();
        wanted.current = false;
      },
    );
  }, []);
  const want = useCallback(
    (press: boolean) => {
      pressed.current ||= press;
      if (wanted.current) return;
      wanted.current = true;
      load();
    },
    [load],
  );
  // (Safari, without idle callbacks: once the form's first render is surely done)
  useEffect(() => (swap ? undefined : whenIdle(load, 1500, 1000)), [swap, load]);

  // a format given as a function or list is the caller's; a string one, or the picker's default, follows the language
  const formats = kind === 'date' && (props.format === undefined || typeof props.format === 'string') ? localFormats(formatOf(kind, props), i18n.language) : undefined;
  if (swap) {
    const extra = { autoFocus: props.autoFocus || swap.focus, defaultOpen: swap.open || undefined };
    if (kind === 'time') return <swap.pickers.TimePicker {...(props as TimePickerProps)} {...extra} />;
    const date = props as DatePickerProps;
    const dayAlone = timeOfDayAlone(date);
    // a date and time field with a time for a day picked alone takes a date typed alone too (it was dropped on leaving
    // the field), at that time, as a day picked: read when the field is left or Enter is pressed — not as a format of the
    // picker's, which took the date as the whole value at its tenth key and wrote the time typed next after "00:00"
    const takeTypedDay = () => {
      const entered = typed.current;
      typed.current = '';
      const current = date.value && !Array.isArray(date.value) ? (date.value as Dayjs) : null;
      const day = dayAlone ? typedDay(entered, (current ?? dayAlone).hour(dayAlone.hour()).minute(dayAlone.minute()).second(0).millisecond(0)) : null;
      if (!day || date.disabledDate?.(day, { type: 'date' } as Parameters<NonNullable<DatePickerProps['disabledDate']>>[1])) return;
      (date.onChange as ((value: Dayjs, text: string) => void) | undefined)?.(day, day.format(formats?.[0] ?? 'YYYY-MM-DD HH:mm'));
    };
    return (
      <span
        style={{ display: 'contents' }}
        onInput={(event) => (typed.current = (event.target as HTMLInputElement).value)}
        onBlur={dayAlone ? takeTypedDay : undefined}
        onKeyDown={dayAlone ? (event) => event.key === 'Enter' && takeTypedDay() : undefined}
      >
        <swap.pickers.DatePicker
          {...date}
          {...(formats ? { format: formats } : {})}
          // a value the picker takes itself (a day picked in its panel, a date and time typed) ends what was typed alone:
          // a day typed, then another picked, kept the typed one on leaving the field
          {...(dayAlone
            ? {
                onChange: ((value, text) => {
                  typed.current = '';
                  date.onChange?.(value, text);
                }) as DatePickerProps['onChange'],
              }
            : {})}
          {...extra}
        />
      </span>
    );
  }

  const picker = kind === 'time' ? 'time' : (props as DatePickerProps).picker;
  const placeholder =
    (typeof props.placeholder === 'string' ? props.placeholder : undefined) ??
    (picker === 'time' ? locale?.timePickerLocale?.placeholder : picker === 'month' ? locale?.lang?.monthPlaceholder : locale?.lang?.placeholder);
  const value = props.value as Dayjs | Dayjs[] | null | undefined;
  const format = formats ? formats[0] : formatOf(kind, props);
  const text = list((Array.isArray(value) ? value : value ? [value] : []).map((day) => day.format(format)));
  const Icon = picker === 'time' ? ClockCircleOutlined : CalendarOutlined;
  // pointer handlers on a box-less wrapper: rc-input's affix wrapper around the input (the icon, the padding) takes a
  // press too and only focuses the input
  return (
    <span style={{ display: 'contents' }} onPointerEnter={() => want(false)} onPointerDown={() => want(true)}>
      <Input
        ref={(input) => {
          standIn.current = input?.input ?? null;
        }}
        readOnly
        id={props.id}
        className={['date-field-stand-in', props.className].filter(Boolean).join(' ')}
        style={props.style}
        disabled={props.disabled}
        status={props.status}
        variant={props.variant}
        size={props.size}
        autoFocus={props.autoFocus}
        placeholder={placeholder}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        aria-describedby={props['aria-describedby']}
        aria-invalid={props['aria-invalid']}
        aria-required={props['aria-required']}
        value={text}
        suffix={<Icon aria-hidden />}
        onFocus={() => want(false)}
        onKeyDown={(event) => {
          // Enter opens the picker, as it does rc-picker's (and does not submit the form from a read-only field)
          if (event.key !== 'Enter') return;
          event.preventDefault();
          want(true);
        }}
      />
    </span>
  );
}

/** antd's DatePicker for a form (Form.Item's value, onChange, id), its code loaded after the form's first screen. */
export function DateField<Multiple extends boolean = false>(props: DatePickerProps<Dayjs, Multiple>) {
  return <Deferred kind="date" props={props as DatePickerProps} />;
}

/** antd's TimePicker, as DateField. */
export function TimeField(props: TimePickerProps) {
  return <Deferred kind="time" props={props} />;
}
