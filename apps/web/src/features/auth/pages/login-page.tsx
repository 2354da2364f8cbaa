import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form } from 'antd';
// the two inputs this form uses rather than antd's whole Input family (TextArea, Search, OTP): the login route is the
// first download of most visits (scripts/bundle-size.mjs, LOGIN_BUDGET)
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { ErrorCode } from '@golf/shared/envelope';
import type { LoginInput } from '@golf/shared/schemas/user';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { takeFirstScreen } from '../../../lib/first-screen';
import { applyFieldErrors, zodRule } from '../../../lib/zod-rule';
import { useLogin } from '../api/login';
import { AuthShell } from '../components/auth-shell';
import { lazySchemas } from '../components/lazy-schemas';
import { GoogleButton } from '../components/google-button';
import { ResendActivation } from '../components/resend-activation';
import { useSignIn } from '../components/use-sign-in';

const FIELDS = ['username', 'password', 'remember'] as const;

interface Failure {
  message: string;
  notActivated: boolean;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginInput>();
  const { search } = useLocation();
  const login = useLogin();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<Failure | null>(null);

  // this page may replace its own copy rendered at build time (lib/first-screen.ts): carry over what was typed there,
  // where the cursor was and a press of the button, in the same commit, before the browser paints
  useLayoutEffect(() => {
    const first = takeFirstScreen();
    if (!first) return;
    const typed = Object.fromEntries(FIELDS.filter((field) => field in first.values).map((field) => [field, first.values[field]]));
    form.setFieldsValue(typed);
    if (first.focused) document.getElementById(first.focused)?.focus();
    if (first.submitted) form.submit();
  }, [form]);

  const onFinish = (values: LoginInput) => {
    setFailure(null);
    login.mutate(
      { ...values, username: values.username.trim(), remember: Boolean(values.remember) },
      {
        onSuccess: signIn,
        onError: (error) => {
          if (applyFieldErrors(form, error)) return;
          const known = isApiError(error) && error.status !== undefined && error.status < 500;
          setFailure({
            message: known ? error.message : `${error.message} ${t('login.failedHint')}`,
            notActivated: isApiError(error) && error.code === ErrorCode.notActivated,
          });
        },
      },
    );
  };

  const username = Form.useWatch('username', form);
  return (
    <AuthShell title={t('login.title')} subtitle={t('login.subtitle')}>
      {failure && (
        <Alert
          type={failure.notActivated ? 'warning' : 'error'}
          showIcon
          title={failure.message}
          description={failure.notActivated ? <ResendActivation email={username?.includes('@') ? username : undefined} /> : undefined}
          style={{ marginBottom: 16 }}
          role="alert"
        />
      )}
      <Form form={form} layout="vertical" size="large" requiredMark={false} initialValues={{ remember: true }} onFinish={onFinish}>
        <Form.Item label={t('login.username')} name="username" rules={[zodRule(lazySchemas.loginUsername)]}>
          <Input prefix={<UserOutlined />} autoComplete="username" placeholder={t('login.usernamePlaceholder')} />
        </Form.Item>
        <Form.Item label={t('login.password')} name="password" rules={[zodRule(lazySchemas.loginPassword)]}>
          <Password prefix={<LockOutlined />} autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} />
        </Form.Item>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 20 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('login.remember')}</Checkbox>
          </Form.Item>
          <Link to="/user/reset">{t('login.forgot')}</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
      <p style={{ textAlign: 'center', marginTop: 16 }}>
        {t('login.noAccount')} <Link to={`/register${search}`}>{t('login.register')}</Link>
      </p>
      <GoogleButton />
    </AuthShell>
  );
}
