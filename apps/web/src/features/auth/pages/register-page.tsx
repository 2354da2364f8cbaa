import { LockOutlined, MailOutlined, SmileOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import type { RegisterInput } from '@golf/shared/schemas/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { translateValidation } from '../../../lib/i18n';
import { applyFieldErrors, parsedOrAsTyped, usePreloadedSchemas, zodRule } from '../../../lib/zod-rule';
import { lazySchemas, registerShape as shape } from '../components/lazy-schemas';
import { useRegister } from '../api/register';
import { AuthShell } from '../components/auth-shell';
import { ResendActivation } from '../components/resend-activation';

type RegisterForm = RegisterInput & { confirm: string };

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<RegisterForm>();
  const { search } = useLocation();
  const register = useRegister();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePreloadedSchemas(lazySchemas.register);

  const onFinish = async ({ confirm: _confirm, ...values }: RegisterForm) => {
    setError(null);
    // the page that sent a visitor here (a shared event link) travels in the activation mail and back after activation
    const input: RegisterInput = { ...values, redirect: new URLSearchParams(search).get('redirect') ?? undefined };
    register.mutate(await parsedOrAsTyped(lazySchemas.register, input), {
      onSuccess: () => setSentTo(values.email.trim()),
      onError: (e) => {
        if (!applyFieldErrors(form, e)) setError(e.message);
      },
    });
  };

  if (sentTo) {
    return (
      <AuthShell title={t('register.doneTitle')}>
        <Result
          status="success"
          icon={<MailOutlined />}
          title={t('register.checkMail')}
          subTitle={t('register.checkMailText', { email: sentTo })}
          extra={
            <Link to={`/login${search}`}>
              <Button type="primary">{t('register.toLogin')}</Button>
            </Link>
          }
          style={{ padding: '16px 0' }}
        />
        <Typography.Paragraph type="secondary">{t('register.noMail')}</Typography.Paragraph>
        <ResendActivation email={sentTo} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('register.title')} subtitle={t('register.subtitle')}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void onFinish(v)}>
        <Form.Item label={t('register.username')} name="username" rules={[zodRule(shape.username)]} extra={t('register.usernameHint')}>
          <Input prefix={<UserOutlined />} autoComplete="username" />
        </Form.Item>
        <Form.Item label={t('register.email')} name="email" rules={[zodRule(shape.email)]}>
          <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item label={t('register.nickname')} name="nickname" rules={[zodRule(shape.nickname)]}>
          <Input prefix={<SmileOutlined />} autoComplete="nickname" />
        </Form.Item>
        <Form.Item label={t('register.password')} name="password" rules={[zodRule(shape.password)]} extra={t('register.passwordHint')}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('register.confirm')}
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: t('register.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string) => {
                if (value && value !== getFieldValue('password')) throw new Error(translateValidation('validation.passwordConfirm'));
              },
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16 }}>
        {t('register.haveAccount')} <Link to={`/login${search}`}>{t('register.login')}</Link>
      </Typography.Paragraph>
    </AuthShell>
  );
}
