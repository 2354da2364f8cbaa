import type { MenuItem } from '@golf/shared/schemas/user';

/**
 * The server menu (spec: optional, off by default in the web settings). It mirrors the visible
 * entries of the web route table; later issues add their pages here and there.
 */
const MENU: MenuItem[] = [
  {
    path: '/dashboard',
    name: 'dashboard',
    meta: { locale: 'menu.dashboard', requiresAuth: true, icon: 'icon-dashboard', order: 0 },
    children: [
      { path: '/dashboard/workplace', name: 'Workplace', meta: { locale: 'menu.dashboard.workplace', requiresAuth: true } },
    ],
  },
  {
    path: '/manager',
    name: 'manager',
    meta: { locale: 'menu.manager', requiresAuth: true, icon: 'icon-safe', order: 8, roles: ['admin'] },
    children: [
      {
        path: '/manager/manager-workplace',
        name: 'ManagerWorkplace',
        meta: { locale: 'menu.manager.workplace', requiresAuth: true, roles: ['admin'] },
      },
      { path: '/manager/member', name: 'Member', meta: { locale: 'menu.manager.member', requiresAuth: true, roles: ['admin'] } },
    ],
  },
  {
    path: '/user',
    name: 'user',
    meta: { locale: 'menu.user', requiresAuth: true, icon: 'icon-user', order: 9 },
    children: [
      { path: '/user/info', name: 'Info', meta: { locale: 'menu.user.info', requiresAuth: true } },
      { path: '/user/setting', name: 'Setting', meta: { locale: 'menu.user.setting', requiresAuth: true, hideInMenu: true } },
    ],
  },
];

function allowed(item: MenuItem, role: string): boolean {
  const roles = item.meta?.roles;
  return !roles || roles.includes(role);
}

function filter(items: MenuItem[], role: string): MenuItem[] {
  return items
    .filter((item) => allowed(item, role))
    .map((item) => (item.children ? { ...item, children: filter(item.children, role) } : item))
    .filter((item) => !item.children || item.children.length > 0);
}

/** The menu tree a user of `role` may see. */
export function menuFor(role: string): MenuItem[] {
  return filter(MENU, role);
}
