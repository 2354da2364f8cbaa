import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';

interface BigStepperProps {
  label: string;
  value: number | null;
  /** the value a first tap starts from (par for strokes) */
  start: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  testId?: string;
  /** nothing can be entered (the event is not in play) */
  disabled?: boolean;
}

/** A thumb-sized − value + control for entering a number on a phone during play. */
export function BigStepper({ label, value, start, min, max, onChange, testId, disabled = false }: BigStepperProps) {
  const { token } = theme.useToken();
  const step = (delta: number) => onChange(value === null ? start : Math.min(max, Math.max(min, value + delta)));
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }} data-testid={testId}>
      <Button shape="circle" size="large" icon={<MinusOutlined />} aria-label={`${label} −`} disabled={disabled || (value !== null && value <= min)} onClick={() => step(-1)} style={{ width: 48, height: 48 }} />
      <div
        aria-live="polite"
        aria-label={label}
        data-testid={testId ? `${testId}-value` : undefined}
        style={{ minWidth: 44, textAlign: 'center', fontSize: 28, fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: value === null ? token.colorTextTertiary : token.colorText }}
      >
        {value ?? '–'}
      </div>
      <Button shape="circle" size="large" type="primary" icon={<PlusOutlined />} aria-label={`${label} +`} disabled={disabled || (value !== null && value >= max)} onClick={() => step(1)} style={{ width: 48, height: 48 }} />
    </div>
  );
}
