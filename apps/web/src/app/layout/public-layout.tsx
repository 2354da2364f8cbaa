import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LocaleSwitch } from './locale-switch';
import { PageLoading } from './page-loading';
import { ThemeToggle } from './theme-toggle';

/**
 * Login, registration and the other open pages: the page plus language and theme at the top right. Drawn without antd
 * (global.css), as the login page is; the other open pages take antd's provider below it (app/router.tsx).
 */
export function PublicLayout() {
  return (
    <>
      <div className="public-toolbar">
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
