import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';
import { useResendActivation } from '../api/resend-activation';
import { lazySchemas } from './lazy-schemas';

/** Asks for a new activation mail; the answer never tells whether the address exists. */
export function ResendActivation({ email }: { email?: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendActivation();
  return (
    <Form
      layout="vertical"
      initialValues={{ email }}
      onFinish={({ email: address }: { email: string }) => resend.mutate(address.trim(), { onSuccess: () => feedback.success(t('activation.resent')) })}
      style={{ textAlign: 'start' }}
    >
      <Form.Item label={t('activation.resendEmail')} name="email" rules={[zodRule(lazySchemas.email)]} style={{ marginBottom: 8 }}>
        <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" />
      </Form.Item>
      <Button htmlType="submit" loading={resend.isPending} block>
        {resend.isSuccess ? t('activation.resendAgain') : t('activation.resend')}
      </Button>
    </Form>
  );
}
