import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { translateValidation } from '../../../lib/i18n';
import { applyFieldErrors, usePreloadedSchemas, zodRule } from '../../../lib/zod-rule';
import { lazySchemas } from './lazy-schemas';
import { useResetPassword } from '../api/reset-password';

export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  usePreloadedSchemas(lazySchemas.password);
  const reset = useResetPassword();

  if (reset.isSuccess) {
    return (
      <Result
        status="success"
        title={t('reset.done')}
        subTitle={t('reset.doneText')}
        extra={
          <Link to="/login">
            <Button type="primary">{t('reset.toLogin')}</Button>
          </Link>
        }
      />
    );
  }
  // an answer without field errors, or with one on the token only, is about the link (cut short, expired or used): offer a new one
  const tokenFailed = reset.isError && !(isApiError(reset.error) && reset.error.fields.some((f) => f.path !== 'token'));
  return (
    <>
      {reset.isError && (
        <Alert
          type="error"
          showIcon
          title={reset.error.message}
          description={tokenFailed ? <Link to="/user/reset">{t('reset.newLink')}</Link> : undefined}
          style={{ marginBottom: 16 }}
          role="alert"
        />
      )}
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={({ password }) => reset.mutate({ token, password }, { onError: (e) => applyFieldErrors(form, e) })}
      >
        <Form.Item label={t('reset.password')} name="password" rules={[zodRule(lazySchemas.password)]} extra={t('register.passwordHint')}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('reset.confirm')}
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
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('reset.save')}
        </Button>
      </Form>
    </>
  );
}
