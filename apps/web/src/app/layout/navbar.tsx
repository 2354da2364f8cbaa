import { MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Layout, Space, theme } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageBox } from '../../features/messages/components/message-box';
import { HOME_PATH } from '../../lib/paths';
import { LocaleSwitch } from './locale-switch';
import { ThemeToggle } from './theme-toggle';
import { TopMenu } from './lazy-nav-menu';
import { UserMenu } from './user-menu';
import { useScreens } from '../../lib/use-screens';

export const NAVBAR_HEIGHT = 60;

interface NavbarProps {
  mobile: boolean;
  topMenu: boolean;
  onOpenMenu?: () => void;
  onOpenSettings: () => void;
}

export function Navbar({ mobile, topMenu, onOpenMenu, onOpenSettings }: NavbarProps) {
  const { t } = useTranslation(['common', 'layout']);
  const { token } = theme.useToken();
  // below 576 px the title would be cut to "Golf Assist…": show the logo alone, named for screen readers
  const logoOnly = !useScreens().sm;

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        height: NAVBAR_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: mobile ? '0 8px' : '0 20px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        lineHeight: `${NAVBAR_HEIGHT}px`,
      }}
    >
      {onOpenMenu && <Button type="text" icon={<MenuOutlined />} aria-label={t('layout:menu.open')} onClick={onOpenMenu} />}
      <Link
        to={HOME_PATH}
        aria-label={logoOnly ? t('appName') : undefined}
        title={logoOnly ? t('appName') : undefined}
        style={{ display: 'flex', alignItems: 'center', gap: 10, color: token.colorText, minWidth: 0 }}
      >
        <img src="/favicon.svg" alt="" width={28} height={28} />
        {!logoOnly && (
          <span style={{ fontWeight: 600, fontSize: mobile ? 16 : 18, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {t('appName')}
          </span>
        )}
      </Link>
      <div style={{ flex: 1, minWidth: 0 }}>
        {topMenu && !mobile && (
          <Suspense fallback={null}>
            <TopMenu />
          </Suspense>
        )}
      </div>
      <Space size={mobile ? 0 : 4}>
        <LocaleSwitch />
        <ThemeToggle />
        <MessageBox />
        <Button
          type="text"
          shape="circle"
          icon={<SettingOutlined />}
          aria-label={t('layout:settings')}
          title={t('layout:settings')}
          data-testid="settings-button"
          onClick={onOpenSettings}
        />
        <UserMenu compact={mobile} />
      </Space>
    </Layout.Header>
  );
}
