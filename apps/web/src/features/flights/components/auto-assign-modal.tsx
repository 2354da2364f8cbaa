import type { ButtonProps } from 'antd';
import { Alert, Form, Input, Modal, Radio, Select, Switch } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { AutoAssignFlightsSchema, FLIGHT_STARTS, FLIGHT_STRATEGIES, type AutoAssignFlightsInput } from '@golf/shared/schemas/flight';
import { useTranslation } from 'react-i18next';
import { FLIGHT_SIZE_MAX, FLIGHT_SIZE_MIN } from '@golf/shared/golf/flight-types';
import { zodRule } from '../../../lib/zod-rule';
import { formatFlightDay } from './flight-format';
import { typedClock } from '../../../lib/format-time';
import { TypedClockSchema } from './tee-time';

interface AutoAssignModalProps {
  open: boolean;
  pending: boolean;
  days: string[];
  size: number;
  teeOffTime: string;
  hasLocked: boolean;
  /** locks set since the last save are not known to the server yet */
  unsavedLocks: boolean;
  /** what the proposal takes the place of: flights on the board (saved or a proposal), or changes the organiser made and did not save */
  replaces: 'nothing' | 'flights' | 'unsaved';
  onCancel: () => void;
  onSubmit: (input: AutoAssignFlightsInput) => void;
}

/** The one-click grouping: strategy, flight size, start, first tee time and interval, day. The answer is a proposal. */
export function AutoAssignModal({ open, pending, days, size, teeOffTime, hasLocked, unsavedLocks, replaces, onCancel, onSubmit }: AutoAssignModalProps) {
  const { t, i18n } = useTranslation('flights');
  const [form] = Form.useForm<AutoAssignFlightsInput>();
  const shape = AutoAssignFlightsSchema.shape;
  return (
    <Modal
      open={open}
      title={t('auto.title')}
      okText={t('auto.submit')}
      cancelText={t('cancel')}
      confirmLoading={pending}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'auto-submit' } as ButtonProps}
      destroyOnHidden={false}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        data-testid="auto-assign-form"
        initialValues={{ strategy: 'handicap', size, start: 'twoTee', firstTeeTime: teeOffTime, interval: 8, day: days[0], keepLocked: true }}
        onFinish={(values) => onSubmit({ ...values, firstTeeTime: typedClock(values.firstTeeTime), day: values.day ?? days[0] })}
      >
        <Form.Item name="strategy" label={t('auto.strategy')} extra={t('auto.strategyHint')}>
          <Select options={FLIGHT_STRATEGIES.map((s) => ({ value: s, label: t(`strategy.${s}`) }))} />
        </Form.Item>
        <Form.Item name="start" label={t('auto.start')}>
          <Radio.Group aria-label={t('auto.start')} optionType="button" options={FLIGHT_STARTS.map((s) => ({ value: s, label: t(`startType.${s}`) }))} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item name="size" label={t('auto.size')} rules={[zodRule(shape.size)]} style={{ flex: '1 1 120px' }}>
            <NumberInput min={FLIGHT_SIZE_MIN} max={FLIGHT_SIZE_MAX} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="firstTeeTime" label={t('auto.firstTeeTime')} rules={[zodRule(TypedClockSchema)]} style={{ flex: '1 1 120px' }}>
            <Input placeholder="07:30" inputMode="numeric" maxLength={5} />
          </Form.Item>
          <Form.Item name="interval" label={t('auto.interval')} rules={[zodRule(shape.interval)]} style={{ flex: '1 1 120px' }}>
            <NumberInput min={1} max={30} suffix={t('auto.minutes')} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        {days.length > 1 && (
          <Form.Item name="day" label={t('auto.day')}>
            <Select options={days.map((d) => ({ value: d, label: formatFlightDay(d, i18n.language) }))} />
          </Form.Item>
        )}
        {replaces !== 'nothing' && (
          <Alert
            type={replaces === 'unsaved' ? 'warning' : 'info'}
            showIcon
            title={t(replaces === 'unsaved' ? 'auto.replacesUnsaved' : 'auto.replaces')}
            style={{ marginBottom: 12 }}
            data-testid="auto-replaces"
          />
        )}
        {unsavedLocks && <Alert type="warning" showIcon title={t('auto.unsavedLocks')} style={{ marginBottom: 12 }} />}
        {hasLocked && (
          <Form.Item name="keepLocked" label={t('auto.keepLocked')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
