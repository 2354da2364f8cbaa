import { Layout, theme } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { lazyPart } from '../../lib/lazy-part';
import { loginPathFor } from '../../lib/paths';
import { sessionExpired, useSession } from '../../lib/session';
import { useSessionUser } from '../../lib/session-user';
import { afterFirstScreen } from '../../lib/startup';
import { useSettings } from '../settings/settings-store';
import { AppFooter } from './app-footer';
import { Navbar, NAVBAR_HEIGHT } from './navbar';
import { PageHeading } from './page-heading';
import { PageLoading } from './page-loading';
import { SideMenu } from './lazy-nav-menu';
import { TabBar, TAB_BAR_HEIGHT } from './tab-bar';
import { useServerMenu } from './use-server-menu';
import { useAccountLocale } from '../../lib/locale';

// loaded when first opened: its colour picker, switches and number inputs are not part of every page's download
const SettingsDrawer = lazyPart(() => import('../settings/settings-drawer').then((m) => m.SettingsDrawer));
// the phone's menu drawer when first opened, the settings button only when the navbar is hidden: antd's Drawer and
// FloatButton are not part of every page's download
const loadMenuDrawer = () => import('./menu-drawer');
const MenuDrawer = lazyPart(() => loadMenuDrawer().then((m) => m.MenuDrawer));
const SettingsFloatButton = lazyPart(() => import('./settings-float-button').then((m) => m.SettingsFloatButton));

/** A drawer loaded on first use: mounted from its first opening on (so it can animate closed), not before. */
function useDrawer() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    mounted,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    hide: () => setOpen(false),
  };
}

/** The signed-in shell: navbar, menu (side, top or phone drawer), tab bar, page, footer, settings. */
export function AppLayout() {
  const { token: design } = theme.useToken();
  const settings = useSettings();
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const location = useLocation();
  const menuDrawer = useDrawer();
  const settingsDrawer = useDrawer();
  const me = useSessionUser();
  useAccountLocale(me.data?.locale);
  useServerMenu();

  // logged out: a session that expired (a 401 anywhere) goes back to login keeping the page to return to; a logout does
  // not, or the next person to log in on the phone landed on the last page of the one before
  useEffect(() => {
    if (!token) navigate(sessionExpired() ? loginPathFor(location.pathname + location.search) : '/login', { replace: true });
  }, [token, navigate, location.pathname, location.search]);

  const mobile = settings.device === 'mobile';
  const showMenu = settings.menu && !settings.hideMenu;
  // on a phone the menu's code comes once the page has settled, so the first tap on the menu button opens it at once
  useEffect(() => (mobile && showMenu ? afterFirstScreen(() => void loadMenuDrawer().catch(() => undefined)) : undefined), [mobile, showMenu]);
  const showSider = showMenu && !settings.topMenu && !mobile;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {settings.navbar && (
        <Navbar
          mobile={mobile}
          topMenu={showMenu && settings.topMenu}
          onOpenMenu={mobile && showMenu ? menuDrawer.show : undefined}
          onOpenSettings={settingsDrawer.show}
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
            <Suspense fallback={null}>
              <SideMenu collapsed={settings.menuCollapse} />
            </Suspense>
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
      {mobile && showMenu && menuDrawer.mounted && (
        <Suspense fallback={null}>
          <MenuDrawer open={menuDrawer.open} width={Math.min(settings.menuWidth, 300)} onClose={menuDrawer.hide} />
        </Suspense>
      )}
      {!settings.navbar && (
        <Suspense fallback={null}>
          <SettingsFloatButton onClick={settingsDrawer.show} />
        </Suspense>
      )}
      {settingsDrawer.mounted && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsDrawer.open} onClose={settingsDrawer.hide} />
        </Suspense>
      )}
    </Layout>
  );
}
