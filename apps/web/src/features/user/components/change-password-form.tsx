import { Alert, Button, Form, Input } from 'antd';
import { feedback } from '../../../lib/feedback';
import { ChangePasswordSchema } from '@golf/shared/schemas/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../lib/i18n';
import { applyFieldErrors, zodRule } from '../../../lib/zod-rule';
import { useChangePassword } from '../api/change-password';

interface Values {
  oldPassword: string;
  password: string;
  confirm: string;
}

export function ChangePasswordForm() {
  const { t } = useTranslation('user');
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);

  const onFinish = ({ oldPassword, password }: Values) => {
    setError(null);
    change.mutate(
      { oldPassword, password },
      {
        onSuccess: () => {
          form.resetFields();
          feedback.success(t('password.saved'));
        },
        onError: (e) => {
          if (!applyFieldErrors(form, e)) setError(e.message);
        },
      },
    );
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={onFinish} requiredMark={false}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form.Item label={t('password.old')} name="oldPassword" rules={[zodRule(ChangePasswordSchema.shape.oldPassword)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label={t('password.new')} name="password" rules={[zodRule(ChangePasswordSchema.shape.password)]} extra={t('password.hint')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('password.confirm')}
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: t('password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string) => {
              if (value && value !== getFieldValue('password')) throw new Error(translateValidation('validation.passwordConfirm'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('password.save')}
      </Button>
    </Form>
  );
}
