import { Space } from 'antd';
import { Outlet } from 'react-router';
import { LocaleSwitch } from './locale-switch';
import { ThemeToggle } from './theme-toggle';

/** Login, registration and the other open pages: the page plus language and theme at the top right. */
export function PublicLayout() {
  return (
    <>
      <Space style={{ position: 'fixed', top: 12, right: 12, zIndex: 10 }} size={4}>
        <LocaleSwitch />
        <ThemeToggle />
      </Space>
      <Outlet />
    </>
  );
}
