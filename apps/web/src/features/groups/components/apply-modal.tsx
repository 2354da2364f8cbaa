import { ApplySchema, type ApplyResult, type Group } from '@golf/shared/schemas/group';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/zod-rule';
import { useApplyToGroup } from '../api/apply-to-group';

/** Applying to join a group, with a message for its organisers; `onDone` hears whether it joined or waits for approval. */
export function ApplyModal({
  group,
  activityId,
  onClose,
  onDone,
}: {
  group: Pick<Group, 'id' | 'name' | 'joinApproval'> | null;
  /** the group's event the member applies from: the approval's message leads back to it */
  activityId?: string;
  onClose: () => void;
  onDone?: (status: ApplyResult['status']) => void;
}) {
  const { t } = useTranslation('groups');
  const [form] = Form.useForm<{ message: string }>();
  const apply = useApplyToGroup();
  const [error, setError] = useState<string | null>(null);
  // a message typed for one group is not offered to the next one opened (it stays for the same group reopened)
  const lastGroup = useRef<string | null>(null);
  useEffect(() => {
    if (!group || group.id === lastGroup.current) return;
    if (lastGroup.current !== null) form.resetFields();
    lastGroup.current = group.id;
  }, [group, form]);
  // the group last opened, which the dialog goes on showing while it closes (`group` is null then)
  const [last, setLast] = useState(group);
  if (group !== null && group !== last) setLast(group);
  const shown = group ?? last;
  // a group that takes members at once has nobody to read a message: none is asked for
  const asks = shown?.joinApproval !== false;

  const submit = ({ message }: { message?: string }) => {
    if (!group) return;
    setError(null);
    apply.mutate(
      { id: group.id, message: message ?? '', activityId },
      {
        onSuccess: (result) => {
          feedback.success(result.status === 'joined' ? t('apply.joined', { name: group.name }) : t('apply.sent', { name: group.name }));
          form.resetFields();
          onClose();
          onDone?.(result.status);
        },
        onError: (e) => {
          if (!applyFieldErrors(form, e)) setError(e.message);
        },
      },
    );
  };

  return (
    <Modal
      open={group !== null}
      title={t('apply.title', { name: shown?.name ?? '' })}
      okText={asks ? t('apply.submit') : t('apply.joinNow')}
      cancelText={t('actions.cancel')}
      confirmLoading={apply.isPending}
      onOk={() => form.submit()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    >
      <Typography.Paragraph type="secondary">{asks ? t('apply.hint') : t('apply.openHint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form form={form} layout="vertical" onFinish={submit}>
        {asks && (
          <Form.Item label={t('apply.message')} name="message" rules={[zodRule(ApplySchema.shape.message)]}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('apply.messagePlaceholder')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
