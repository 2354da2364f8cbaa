import { Menu } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMenuItems } from './use-menu-items';

/**
 * The app's menus, in their own chunk (lazy-nav-menu.ts): antd's Menu and the menu icons are not part of a phone's first
 * download (they come once the page has settled, for the menu drawer).
 */

/** The vertical menu (side bar or phone drawer); the current page's section starts open. */
export function SideMenu({ collapsed, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMenuItems();
  const section = `/${pathname.split('/')[1] ?? ''}`;
  const [openKeys, setOpenKeys] = useState<string[]>(() => items.map((item) => String(item?.key)));

  // entering another section opens it (state adjusted while rendering, as React recommends for derived state)
  const [seenSection, setSeenSection] = useState(section);
  if (seenSection !== section) {
    setSeenSection(section);
    setOpenKeys((keys) => (keys.includes(section) ? keys : [...keys, section]));
  }

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );
}

/** The horizontal menu in the navbar ("top menu" in the page settings, wide screens only). */
export function TopMenu() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMenuItems();
  return <Menu mode="horizontal" items={items} selectedKeys={[pathname]} onClick={({ key }) => navigate(key)} style={{ borderBottom: 0, background: 'transparent' }} />;
}
