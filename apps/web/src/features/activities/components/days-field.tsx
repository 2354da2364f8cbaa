import { DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';

/** The most days an event has (the shared schema's limit). */
const MAX_DAYS = 14;

interface Props {
  id?: string;
  value?: Dayjs[];
  onChange?: (days: Dayjs[]) => void;
  disabledDate?: (day: Dayjs) => boolean;
  placeholder?: string;
  'aria-invalid'?: boolean;
}

const same = (a: readonly (Dayjs | null)[], b: readonly Dayjs[]) => a.length === b.length && a.every((d, i) => d !== null && d.isSame(b[i], 'day'));

/**
 * The event's day(s) as a form control (`value`/`onChange`: the days in order, each once): one date field per day,
 * typed or picked, a button to add a day and one to take each further day away. antd's picker of several dates hid its
 * input, so a keyboard could not reach the field an event cannot be created without; a single date field takes a
 * typed date and Enter. A day added stays as an empty field until it is filled.
 */
export function DaysField({ id, value = [], onChange, disabledDate, placeholder, 'aria-invalid': invalid }: Props) {
  const { t } = useTranslation('activities');
  const [slots, setSlots] = useState<(Dayjs | null)[]>(() => (value.length ? value : [null]));
  // a day just added takes the focus, so the keyboard types it at once
  const [added, setAdded] = useState<number | null>(null);
  // the form set other days (reset, the saved event's newer version): the fields follow
  const filled = slots.filter((d): d is Dayjs => d !== null);
  if (!same(filled, value) && !same([...filled].sort((a, b) => a.valueOf() - b.valueOf()), value)) setSlots(value.length ? value : [null]);

  const change = (next: (Dayjs | null)[]) => {
    setSlots(next);
    const days = next.filter((d): d is Dayjs => d !== null).sort((a, b) => a.valueOf() - b.valueOf());
    onChange?.(days.filter((d, i) => i === 0 || !d.isSame(days[i - 1], 'day')));
  };

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} className="event-days-picker">
      {slots.map((day, i) => (
        <Space.Compact key={i} style={{ width: '100%' }}>
          <DateField
            id={i === 0 ? id : undefined}
            aria-label={i === 0 ? undefined : t('form.dayN', { n: i + 1 })}
            aria-invalid={invalid}
            autoFocus={i === added}
            style={{ width: '100%' }}
            value={day}
            placeholder={i === 0 ? placeholder : t('form.dayN', { n: i + 1 })}
            disabledDate={disabledDate}
            onChange={(picked) => change(slots.map((d, j) => (j === i ? ((picked as Dayjs | null) ?? null) : d)))}
          />
          {i > 0 && (
            <Button
              icon={<DeleteOutlined />}
              aria-label={t('form.removeDay', { n: i + 1 })}
              onClick={() => change(slots.filter((_, j) => j !== i))}
            />
          )}
        </Space.Compact>
      ))}
      {slots.length < MAX_DAYS && (
        <Button type="dashed" onClick={() => {
            setAdded(slots.length);
            setSlots([...slots, null]);
          }} disabled={slots.some((d) => d === null)}>
          {t('form.addDay')}
        </Button>
      )}
    </Space>
  );
}
