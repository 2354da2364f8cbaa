import { DecideSchema } from '@golf/shared/schemas/group';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/zod-rule';
import { useGuardedClose } from '../../../components/use-guarded-close';

/** Asks for the reason of a rejection (optional; the applicant reads it in their message). */
export function RejectModal({ count, open, loading, onReject, onClose }: { count: number; open: boolean; loading: boolean; onReject: (reason: string) => void; onClose: () => void }) {
  const { t } = useTranslation('groups');
  const [form] = Form.useForm<{ reason?: string }>();
  const [close, holder] = useGuardedClose(form, {}, onClose);
  return (
    <Modal
      open={open}
      title={t('audit.rejectTitle', { count })}
      okText={t('audit.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('actions.cancel')}
      confirmLoading={loading}
      onOk={() => form.submit()}
      onCancel={close}
      afterClose={() => form.resetFields()}
    >
      {holder}
      <Typography.Paragraph type="secondary">{t('audit.rejectHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={({ reason }) => onReject(reason?.trim() ?? '')}>
        <Form.Item label={t('audit.reason')} name="reason" rules={[zodRule(DecideSchema.shape.reason)]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('audit.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
