import { ReloadOutlined } from '@ant-design/icons';
import { Button, Tabs, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { HOME_PATH } from '../../lib/paths';
import type { RouteMeta } from '../route-meta';
import { useTabs } from './tab-store';

/** Tabs of the visited pages; the workplace tab stays, the others close. */
export function TabBar() {
  const { t } = useTranslation(['menu', 'layout']);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const { tabs, visit, close } = useTabs();
  const current = matches[matches.length - 1];
  const meta = current?.handle as RouteMeta | undefined;
  const name = current?.pathname ?? location.pathname;

  useEffect(() => {
    if (meta?.locale) visit({ title: meta.locale, name, fullPath: location.pathname + location.search, query: location.search });
  }, [meta?.locale, name, location.pathname, location.search, visit]);

  const remove = (target: string) => {
    const index = tabs.findIndex((tab) => tab.name === target);
    close(target);
    if (target === name) navigate(tabs[index - 1]?.fullPath ?? HOME_PATH);
  };

  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={name}
      onChange={(key) => navigate(tabs.find((tab) => tab.name === key)?.fullPath ?? key)}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && remove(key)}
      items={tabs.map((tab) => ({ key: tab.name, label: t(tab.title), closable: tab.name !== HOME_PATH }))}
      tabBarExtraContent={
        <Button
          type="text"
          size="small"
          icon={<ReloadOutlined />}
          aria-label={t('layout:tabs.reload')}
          title={t('layout:tabs.reload')}
          onClick={() => navigate(`/redirect${location.pathname}${location.search}`, { replace: true })}
        />
      }
      style={{ padding: '6px 16px 0', marginBottom: 0, background: token.colorBgContainer }}
      tabBarStyle={{ marginBottom: 0 }}
    />
  );
}
