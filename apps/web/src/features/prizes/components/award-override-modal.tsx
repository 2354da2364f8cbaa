import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { AwardOverrideSchema, type AwardLine } from '@golf/shared/schemas/prize';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '../../../lib/use-dialog-target';
import { feedback } from '../../../lib/feedback';
import { useListFormat } from '../../../lib/use-list-format';
import { applyFieldErrors, zodRule } from '../../../lib/zod-rule';
import { usePlayers } from '../../activities/api/get-players';
import { useSetAwardOverride } from '../api/set-award-override';
import { useGuardedClose } from '../../../components/use-guarded-close';

/** The select's value for "nobody gets this prize" (the API's pid null). */
const NOBODY = 'nobody';

interface OverrideValues {
  pid: string;
  reason: string;
}

/**
 * The organiser changes the winner of one award line — another player or nobody — and says why.
 * What was typed stays in the form when the server refuses it.
 */
export function AwardOverrideModal({ open, onClose, afterClose, activityId, line, lines }: DialogProps & { activityId: string; line: AwardLine; lines: readonly AwardLine[] }) {
  const { t } = useTranslation('prizes');
  const listOf = useListFormat();
  const [form] = Form.useForm<OverrideValues>();
  // the player chosen already wins other prizes (with "one main prize per player" the rules would not give them this
  // one): said before it is saved, the organiser decides
  const chosen = Form.useWatch('pid', form);
  const alsoWins = chosen && chosen !== NOBODY ? lines.filter((l) => l.pid === chosen && !(l.ruleId === line.ruleId && l.slot === line.slot)) : [];
  const [error, setError] = useState<string | null>(null);
  const players = usePlayers(activityId);
  const save = useSetAwardOverride();
  const initialValues = { pid: line.pid ?? NOBODY, reason: line.override?.reason ?? '' };
  const [close, holder] = useGuardedClose(form, initialValues, onClose);

  const finish = async (values: OverrideValues) => {
    setError(null);
    try {
      await save.mutateAsync({ activityId, input: { ruleId: line.ruleId, slot: line.slot, pid: values.pid === NOBODY ? null : values.pid, reason: values.reason } });
      feedback.success(t('override.saved'));
      onClose();
    } catch (e) {
      if (!applyFieldErrors(form, e)) setError(e instanceof Error ? e.message : String(e));
    }
  };

  const options = [
    { value: NOBODY, label: t('override.nobody') },
    ...(players.data?.list ?? []).filter((p) => p.status === 'registered').map((p) => ({ value: p.id, label: p.name })),
  ];
  return (
    <Modal
      open={open}
      afterClose={afterClose}
      title={t('override.title', { award: line.label })}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      onCancel={close}
      destroyOnHidden
    >
      {holder}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(v) => void finish(v)}
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Typography.Paragraph type="secondary">
          {t('override.computed', { name: line.computedPid ? line.computedName : t('awards.nobody') })}
        </Typography.Paragraph>
        <Form.Item name="pid" label={t('override.player')} rules={[{ required: true, message: t('override.playerRequired') }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} loading={players.isLoading} options={options} />
        </Form.Item>
        {alsoWins.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('override.alsoWins', { name: alsoWins[0].name, awards: listOf(alsoWins.map((l) => l.label)) })}
            data-testid="override-also-wins"
          />
        )}
        <Form.Item name="reason" label={t('override.reason')} required rules={[zodRule(AwardOverrideSchema.shape.reason)]} extra={t('override.hint')}>
          <Input.TextArea rows={3} maxLength={200} placeholder={t('override.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
