import type { MenuProps } from 'antd';
import type { MenuItem } from '@golf/shared/schemas/user';
import { canAccess } from '../route-access';
import type { AppRoute, RouteMeta } from '../route-meta';
import { menuIcon } from './menu-icons';

export type Items = NonNullable<MenuProps['items']>;

/** The server menu uses the same shape as our table; child paths may be relative to their parent. */
export function fromServerMenu(items: MenuItem[], parent = ''): AppRoute[] {
  return items.map((item) => {
    const path = item.path.startsWith('/') ? item.path : `${parent}/${item.path}`;
    return { path, meta: { ...item.meta, locale: item.meta?.locale ?? item.name }, children: fromServerMenu(item.children ?? [], path) };
  });
}

export function toItems(routes: AppRoute[], role: string, label: (meta: RouteMeta) => string, inherited: RouteMeta = {}): Items {
  return [...routes]
    .sort((a, b) => (a.meta.order ?? 0) - (b.meta.order ?? 0))
    .flatMap((route) => {
      const meta = { ...route.meta, requiresAuth: route.meta.requiresAuth ?? inherited.requiresAuth ?? true, roles: route.meta.roles ?? inherited.roles };
      if (meta.hideInMenu || !canAccess(meta, role)) return [];
      if (route.children?.length) {
        const children = toItems(route.children, role, label, meta);
        return children.length ? [{ key: route.path, icon: menuIcon(meta.icon), label: label(meta), children }] : [];
      }
      return [{ key: route.path, icon: menuIcon(meta.icon), label: label(meta) }];
    });
}
