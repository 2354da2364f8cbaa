import { theme } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LocaleSwitch } from './locale-switch';
import { PageLoading } from './page-loading';
import { ThemeToggle } from './theme-toggle';

/** Login, registration and the other open pages: the page plus language and theme at the top right. */
export function PublicLayout() {
  const { token } = theme.useToken();
  return (
    <>
      <div
        className="public-toolbar"
        style={{
          position: 'fixed',
          top: 12,
          right: 12,
          zIndex: 10,
          display: 'flex',
          gap: 2,
          padding: 2,
          borderRadius: 20,
          background: token.colorBgElevated,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <LocaleSwitch />
        <ThemeToggle />
      </div>
      {/* a page suspends until its translations are loaded (lib/i18n.ts) */}
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
