import { Card, Tabs } from 'antd';
import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUserSettings } from '../api/get-settings';
import { BasicSettingsForm } from '../components/basic-settings-form';
import { QueryState } from '../../../components/query-state';
import { LazyTab } from '../../../components/lazy-tab';

// Every tab but 'basic' is loaded when it is first opened (antd renders a pane only once it is active), as on the event
// management page; the tab named in the URL starts loading with the page.
const TAB_CODE = {
  avatar: () => import('../components/avatar-upload'),
  password: () => import('../components/change-password-form'),
  notifications: () => import('../components/notification-settings-form'),
};
const AvatarUpload = lazy(() => TAB_CODE.avatar().then((m) => ({ default: m.AvatarUpload })));
const ChangePasswordForm = lazy(() => TAB_CODE.password().then((m) => ({ default: m.ChangePasswordForm })));
const NotificationSettingsForm = lazy(() => TAB_CODE.notifications().then((m) => ({ default: m.NotificationSettingsForm })));


/** `/user/setting`: basic settings, avatar, password and notifications, one tab each (the tab is kept in the URL). */
export function UserSettingPage() {
  const { t } = useTranslation('user');
  const settings = useUserSettings();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'basic';
  useEffect(() => {
    if (tab in TAB_CODE) void TAB_CODE[tab as keyof typeof TAB_CODE]();
  }, [tab]);
  if (!settings.data) return <QueryState error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <Card>
      <Tabs
        // four tabs do not fit a phone's width: they wrap to a second line instead of hiding behind "…"
        className="tabs-wrap"
        activeKey={tab}
        onChange={(tab) => setParams({ tab }, { replace: true })}
        items={[
          { key: 'basic', label: t('setting.basic'), children: <BasicSettingsForm settings={settings.data} /> },
          { key: 'avatar', label: t('setting.avatar'), children: <LazyTab><AvatarUpload avatar={settings.data.avatar} /></LazyTab> },
          { key: 'password', label: t('setting.password'), children: <LazyTab><ChangePasswordForm /></LazyTab> },
          { key: 'notifications', label: t('setting.notifications'), children: <LazyTab><NotificationSettingsForm /></LazyTab> },
        ]}
      />
    </Card>
  );
}
