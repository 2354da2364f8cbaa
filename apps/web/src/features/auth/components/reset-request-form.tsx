import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePreloadedSchemas, zodRule } from '../../../lib/zod-rule';
import { lazySchemas } from './lazy-schemas';
import { useRequestReset } from '../api/request-reset';

/** The answer is the same whether or not the address has an account. */
export function ResetRequestForm() {
  const { t } = useTranslation('auth');
  usePreloadedSchemas(lazySchemas.email);
  const request = useRequestReset();

  if (request.isSuccess) {
    return (
      <Result
        status="success"
        icon={<MailOutlined />}
        title={t('reset.sent')}
        subTitle={t('reset.sentText')}
        extra={
          <Link to="/login">
            <Button type="primary">{t('reset.toLogin')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <>
      {request.isError && <Alert type="error" showIcon title={request.error.message} style={{ marginBottom: 16 }} role="alert" />}
      <Form layout="vertical" size="large" requiredMark={false} onFinish={({ email }: { email: string }) => request.mutate(email.trim())}>
        <Form.Item label={t('reset.email')} name="email" rules={[zodRule(lazySchemas.email)]}>
          <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          {t('reset.send')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/login">{t('reset.backToLogin')}</Link>
      </Typography.Paragraph>
    </>
  );
}
