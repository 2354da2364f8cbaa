import { Alert, Button, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { HandicapInput } from '../../../components/number-input';
import { feedback } from '../../../lib/feedback';
import dayjs, { type Dayjs } from 'dayjs';
import { LOCALE_NAMES, LOCALES, type Locale } from '@golf/shared/locales';
import type { UserSettings, UserSettingsView } from '@golf/shared/schemas/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SexChoice } from '../../../components/sex-choice';
import { applyLocale } from '../../../lib/locale';
import { applyFieldErrors, lazyShape, usePreloadedSchemas, zodRule } from '../../../lib/zod-rule';
import { UnsavedGuard, unsavedTexts } from '../../../components/unsaved-guard';
import { useUnsavedForm } from '../../../components/use-unsaved-form';
import { useUpdateUserSettings } from '../api/update-settings';
import { useCancelEmailChange, useResendEmailChange } from '../api/email-change';
import { DateField } from '../../../components/date-field';

type FormValues = Omit<UserSettings, 'birthday'> & { birthday?: Dayjs | null };

// the shared schema, loaded as the form mounts: zod stays out of the page's first download (lib/zod-rule.ts)
const shape = lazyShape(() => import('@golf/shared/schemas/user').then((m) => m.UserSettingsSchema));

/** The profile and preferences; leaving with unsaved changes asks first. */
export function BasicSettingsForm({ settings }: { settings: UserSettingsView }) {
  const { t, i18n } = useTranslation('user');
  const [form] = Form.useForm<FormValues>();
  usePreloadedSchemas(shape.email);
  const update = useUpdateUserSettings();
  const [error, setError] = useState<string | null>(null);
  // the language field shows the language this site is in now (chosen in the header, maybe after the stored one):
  // saving the profile keeps it and makes it the mails' language too, instead of switching the site back to the stored one
  const shown = (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : settings.locale;
  const initialValues = { ...settings, locale: shown, birthday: settings.birthday ? dayjs(settings.birthday) : null };
  // the language switched in the header while the form is open: an untouched language field follows it (saving would
  // otherwise switch the site back); one the user changed keeps their choice
  const { dirty, saved } = useUnsavedForm(form, initialValues, shown);
  // a new address (not the account's, not the one already waiting) is asked for with the current password
  const typedEmail = (Form.useWatch('email', form) as string | undefined)?.trim().toLowerCase() ?? '';
  const newAddress = typedEmail !== '' && typedEmail !== settings.email.toLowerCase() && typedEmail !== settings.pendingEmail?.toLowerCase();
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();

  const onFinish = ({ birthday, ...values }: FormValues) => {
    setError(null);
    // the password goes with this save only, and is not kept as the form's saved state
    const { currentPassword: _password, ...sent } = form.getFieldsValue(true) as FormValues;
    const { currentPassword, ...rest } = values;
    const body: UserSettings = {
      ...rest,
      ...(newAddress && currentPassword ? { currentPassword } : {}),
      birthday: birthday ? birthday.format('YYYY-MM-DD') : null,
      handicap: values.handicap ?? null,
      sex: values.sex ?? null,
    };
    update.mutate(body, {
      onSuccess: (view) => {
        form.setFieldValue('currentPassword', undefined);
        saved(sent);
        // a new address is the account's only once the link mailed to it is opened
        if (view.pendingEmail && view.pendingEmail !== settings.pendingEmail) feedback.info(t('setting.confirmSent', { email: view.pendingEmail, current: view.email }));
        else feedback.success(t('setting.saved'));
        if (body.locale && body.locale !== i18n.language) void applyLocale(body.locale, true);
      },
      onError: (e) => {
        if (!applyFieldErrors(form, e)) setError(e.message);
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
     
      initialValues={initialValues}
      onFinish={onFinish}
    >
      <UnsavedGuard dirty={dirty} texts={unsavedTexts(t)} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('fields.email')}
            name="email"
            required
            rules={[zodRule(shape.email)]}
            extra={
              settings.pendingEmail ? (
                <span data-testid="pending-email">
                  {t('setting.pendingEmail', { email: settings.pendingEmail, current: settings.email })}{' '}
                  <Space size={0} wrap>
                    <Button
                      type="link"
                      size="small"
                      loading={resend.isPending}
                      onClick={() => resend.mutate(undefined, { onSuccess: (v) => feedback.info(t('setting.linkResent', { email: v.pendingEmail ?? '' })), onError: (e) => feedback.error(e.message) })}
                    >
                      {t('setting.resendLink')}
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      loading={cancel.isPending}
                      onClick={() => {
                        const otherEdits = dirty && typedEmail !== settings.pendingEmail?.toLowerCase();
                        cancel.mutate(undefined, {
                          onSuccess: () => {
                            feedback.success(t('setting.changeCancelled', { current: settings.email }));
                            // the field back to the account's address, and that is the form's saved state again (unless
                            // other fields wait to be saved)
                            form.setFieldValue('email', settings.email);
                            const { currentPassword: _password, ...shownNow } = form.getFieldsValue(true) as FormValues;
                            if (!otherEdits) saved(shownNow);
                          },
                          onError: (e) => feedback.error(e.message),
                        });
                      }}
                    >
                      {t('setting.cancelChange')}
                    </Button>
                  </Space>
                </span>
              ) : undefined
            }
          >
            <Input autoComplete="email" inputMode="email" />
          </Form.Item>
        </Col>
        {newAddress && !settings.googleOnly && (
          <Col xs={24} md={12}>
            <Form.Item
              label={t('fields.currentPassword')}
              name="currentPassword"
              required
              rules={[{ required: true, message: t('validation:password.current') }]}
              extra={<Typography.Text type="secondary">{t('setting.currentPasswordHint')}</Typography.Text>}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.nickname')} name="nickname" required rules={[zodRule(shape.nickname)]}>
            <Input autoComplete="nickname" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.country')} name="country" rules={[zodRule(shape.country)]}>
            <Input autoComplete="country-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.area')} name="area" rules={[zodRule(shape.area)]}>
            <Input autoComplete="address-level1" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label={t('fields.address')} name="address" rules={[zodRule(shape.address)]}>
            <Input autoComplete="street-address" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.phone')} name="phone" rules={[zodRule(shape.phone)]}>
            <Input autoComplete="tel" inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.birthday')} name="birthday">
            <DateField style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs())} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.sex')} name="sex">
            <SexChoice ns="user" aria-label={t('fields.sex')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.handicap')} name="handicap" rules={[zodRule(shape.handicap)]} extra={t('setting.handicapHint')}>
            {/* no min/max: antd would silently bring 60 down to 54; the rule says the range instead */}
            <HandicapInput style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.locale')} name="locale" extra={t('setting.localeHint')}>
            <Select options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label={t('fields.introduction')} name="profile" rules={[zodRule(shape.profile)]}>
            <Input.TextArea rows={4} showCount maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('setting.save')}
      </Button>
    </Form>
  );
}
