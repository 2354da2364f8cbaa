import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUserSettings } from '../api/get-settings';
import { AvatarUpload } from '../components/avatar-upload';
import { BasicSettingsForm } from '../components/basic-settings-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { NotificationSettingsForm } from '../components/notification-settings-form';
import { QueryState } from '../../../components/query-state';

/** `/user/setting`: basic settings, avatar, password and notifications, one tab each (the tab is kept in the URL). */
export function UserSettingPage() {
  const { t } = useTranslation('user');
  const settings = useUserSettings();
  const [params, setParams] = useSearchParams();
  if (!settings.data) return <QueryState error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <Card>
      <Tabs
        activeKey={params.get('tab') ?? 'basic'}
        onChange={(tab) => setParams({ tab }, { replace: true })}
        items={[
          { key: 'basic', label: t('setting.basic'), children: <BasicSettingsForm settings={settings.data} /> },
          { key: 'avatar', label: t('setting.avatar'), children: <AvatarUpload avatar={settings.data.avatar} /> },
          { key: 'password', label: t('setting.password'), children: <ChangePasswordForm /> },
          { key: 'notifications', label: t('setting.notifications'), children: <NotificationSettingsForm /> },
        ]}
      />
    </Card>
  );
}
