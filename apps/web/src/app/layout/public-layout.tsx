import { theme } from 'antd';
import { Outlet } from 'react-router';
import { LocaleSwitch } from './locale-switch';
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
      <Outlet />
    </>
  );
}
