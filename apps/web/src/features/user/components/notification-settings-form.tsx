import { EMAIL_NOTIFY_KINDS, type EmailNotifyKind } from '@golf/shared/schemas/notification';
import { List, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { feedback } from '../../../lib/feedback';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

/** Every message reaches the message box; each switch also sends that kind by email. Saved at once. */
export function NotificationSettingsForm() {
  const { t } = useTranslation('user');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  if (!settings.data) return <QueryState error={settings.error} onRetry={() => void settings.refetch()} />;
  const chosen = new Set<EmailNotifyKind>(update.isPending && update.variables ? update.variables.email : settings.data.email);

  const toggle = (kind: EmailNotifyKind, on: boolean) => {
    const next = EMAIL_NOTIFY_KINDS.filter((k) => (k === kind ? on : chosen.has(k)));
    update.mutate({ email: next }, { onSuccess: () => feedback.success(t('notifications.saved')) });
  };

  return (
    <div style={{ maxWidth: 640 }}>
      <Typography.Paragraph type="secondary">{t('notifications.intro')}</Typography.Paragraph>
      <List
        dataSource={[...EMAIL_NOTIFY_KINDS]}
        renderItem={(kind) => (
          <List.Item key={kind} extra={<Switch checked={chosen.has(kind)} onChange={(on) => toggle(kind, on)} aria-label={t(`notifications.kind.${kind}`)} data-testid={`notify-${kind}`} />}>
            <List.Item.Meta title={t(`notifications.kind.${kind}`)} />
          </List.Item>
        )}
      />
    </div>
  );
}
