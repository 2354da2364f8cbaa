import { Form, Input, Modal, Select } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/zod-rule';
import type { BoardFlight } from './board-state';
import { formatFlightDay } from './flight-format';
import { typedClock } from '../../../lib/format-time';
import { TypedClockSchema } from './tee-time';

type FlightSlot = Pick<BoardFlight, 'day' | 'teeTime' | 'startHole' | 'startGroup'>;

interface EditFlightModalProps {
  flight: BoardFlight | null;
  number: number;
  days: string[];
  holes: number;
  onCancel: () => void;
  onSubmit: (slot: FlightSlot) => void;
}

/** Tee time, day, starting hole and shotgun group of one flight. */
export function EditFlightModal({ flight, number, days, holes, onCancel, onSubmit }: EditFlightModalProps) {
  const { t, i18n } = useTranslation('flights');
  const [form] = Form.useForm<FlightSlot>();
  return (
    <Modal
      open={Boolean(flight)}
      title={t('flight.editTitle', { number })}
      okText={t('flight.apply')}
      cancelText={t('cancel')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {flight && (
        <Form form={form} layout="vertical" requiredMark={false} initialValues={flight} onFinish={(values: FlightSlot) => onSubmit({ ...values, teeTime: typedClock(values.teeTime) })} data-testid="edit-flight-form">
          {days.length > 1 && (
            <Form.Item name="day" label={t('auto.day')}>
              <Select options={days.map((d) => ({ value: d, label: formatFlightDay(d, i18n.language) }))} />
            </Form.Item>
          )}
          <Form.Item name="teeTime" label={t('flight.teeTime')} rules={[zodRule(TypedClockSchema)]}>
            <Input placeholder="07:30" inputMode="numeric" maxLength={5} />
          </Form.Item>
          <div style={{ display: 'flex', gap: 12 }}>
            <Form.Item name="startHole" label={t('flight.startHole')} extra={t('flight.startHoleHint')} style={{ flex: 1 }} rules={[{ required: true, type: 'integer', min: 1, max: holes, message: t('flight.startHoleRange', { holes }) }]}>
              <NumberInput min={1} max={holes} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="startGroup" label={t('flight.startGroup')} style={{ flex: 1 }}>
              <Select
                options={[
                  { value: '', label: t('flight.groupNone') },
                  { value: 'A', label: 'A' },
                  { value: 'B', label: 'B' },
                ]}
              />
            </Form.Item>
          </div>
        </Form>
      )}
    </Modal>
  );
}
