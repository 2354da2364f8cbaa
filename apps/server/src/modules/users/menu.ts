import { MENU } from '@golf/shared/menu';
import type { MenuItem } from '@golf/shared/schemas/user';

/** A role list lets a user in when it names their role or `*` (as the web route table's). */
function allowed(item: MenuItem, role: string): boolean {
  const roles = item.meta?.roles;
  return !roles || roles.includes('*') || roles.includes(role);
}

function filter(items: MenuItem[], role: string): MenuItem[] {
  return items
    .filter((item) => allowed(item, role))
    .map((item) => (item.children ? { ...item, children: filter(item.children, role) } : item))
    .filter((item) => !item.children || item.children.length > 0);
}

/** The menu tree a user of `role` may see (the shared MENU, the web route table's). */
export function menuFor(role: string): MenuItem[] {
  return filter(MENU, role);
}
