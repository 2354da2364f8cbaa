import { SettingOutlined } from '@ant-design/icons';
import { Drawer, FloatButton, Layout, notification, theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { bindNotification } from '../../lib/feedback';
import { loginPathFor } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useSessionUser } from '../../lib/session-user';
import { useSettings } from '../settings/settings-store';
import { AppFooter } from './app-footer';
import { Navbar, NAVBAR_HEIGHT } from './navbar';
import { PageHeading } from './page-heading';
import { PageLoading } from './page-loading';
import { SideMenu } from './side-menu';
import { TabBar, TAB_BAR_HEIGHT } from './tab-bar';
import { useServerMenu } from './use-server-menu';

// loaded when first opened: its colour picker, switches and number inputs are not part of every page's download
const SettingsDrawer = lazy(() => import('../settings/settings-drawer').then((m) => ({ default: m.SettingsDrawer })));

/** The signed-in shell: navbar, menu (side, top or phone drawer), tab bar, page, footer, settings. */
export function AppLayout() {
  const { t } = useTranslation('layout');
  const { token: design } = theme.useToken();
  const settings = useSettings();
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // mounted from the first opening on (so it can animate closed), not before
  const [settingsOpened, setSettingsOpened] = useState(false);
  const openSettings = () => {
    setSettingsOpened(true);
    setSettingsOpen(true);
  };
  const [notifications, notificationHolder] = notification.useNotification({ placement: 'topRight' });
  useEffect(() => {
    bindNotification(notifications);
    return () => bindNotification(null);
  }, [notifications]);
  useSessionUser();
  useServerMenu();

  // logged out (logout, or a 401 anywhere): back to login, keeping the page to return to
  useEffect(() => {
    if (!token) navigate(loginPathFor(location.pathname + location.search), { replace: true });
  }, [token, navigate, location.pathname, location.search]);

  const mobile = settings.device === 'mobile';
  const showMenu = settings.menu && !settings.hideMenu;
  const showSider = showMenu && !settings.topMenu && !mobile;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {notificationHolder}
      {settings.navbar && (
        <Navbar
          mobile={mobile}
          topMenu={showMenu && settings.topMenu}
          onOpenMenu={mobile && showMenu ? () => setMenuOpen(true) : undefined}
          onOpenSettings={openSettings}
        />
      )}
      <Layout hasSider={showSider}>
        {showSider && (
          <Layout.Sider
            width={settings.menuWidth}
            collapsible
            collapsed={settings.menuCollapse}
            onCollapse={(menuCollapse) => settings.update({ menuCollapse })}
            theme="light"
            style={{
              position: 'sticky',
              top: settings.navbar ? NAVBAR_HEIGHT : 0,
              height: `calc(100vh - ${settings.navbar ? NAVBAR_HEIGHT : 0}px)`,
              overflow: 'auto',
              borderInlineEnd: `1px solid ${design.colorBorderSecondary}`,
            }}
          >
            <SideMenu collapsed={settings.menuCollapse} />
          </Layout.Sider>
        )}
        <Layout style={{ minWidth: 0 }}>
          {settings.tabBar && <TabBar />}
          {/* at least the rest of the screen high: the footer starts below the fold, so a page growing as its data arrives
              does not push a visible footer down (a layout shift); svh, so it does not move as a phone's address bar hides */}
          <Layout.Content style={{ padding: mobile ? 12 : 20, minHeight: `calc(100svh - ${(settings.navbar ? NAVBAR_HEIGHT : 0) + (settings.tabBar ? TAB_BAR_HEIGHT : 0)}px)` }}>
            <PageHeading />
            {/* a page suspends until its translations are loaded (lib/i18n.ts); on navigation the previous page stays until then */}
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
          {settings.footer && <AppFooter />}
        </Layout>
      </Layout>
      {mobile && showMenu && (
        <Drawer placement="left" size={Math.min(settings.menuWidth, 300)} open={menuOpen} onClose={() => setMenuOpen(false)} title={t('menu.title')} styles={{ body: { padding: 0 } }}>
          <SideMenu onNavigate={() => setMenuOpen(false)} />
        </Drawer>
      )}
      {!settings.navbar && (
        <FloatButton icon={<SettingOutlined />} tooltip={t('settings')} aria-label={t('settings')} data-testid="settings-button" onClick={openSettings} />
      )}
      {settingsOpened && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Layout>
  );
}
