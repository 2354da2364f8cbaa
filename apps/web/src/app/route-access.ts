import type { AppRoute, RouteMeta } from './route-meta';

/** Spec §5: allowed when the route needs no login, has no role list, or lists `*` or the role. */
export function canAccess(meta: RouteMeta, role: string): boolean {
  if (!meta.requiresAuth || !meta.roles) return true;
  return meta.roles.includes('*') || meta.roles.includes(role);
}

/** Leaves with a page, parents' login and role requirements inherited, in menu order. */
export function flattenRoutes(routes: AppRoute[], inherited: RouteMeta = {}): AppRoute[] {
  return [...routes]
    .sort((a, b) => (a.meta.order ?? 0) - (b.meta.order ?? 0))
    .flatMap((route) => {
      const meta: RouteMeta = {
        ...route.meta,
        requiresAuth: route.meta.requiresAuth ?? inherited.requiresAuth,
        roles: route.meta.roles ?? inherited.roles,
        hideInMenu: route.meta.hideInMenu || inherited.hideInMenu,
      };
      const self = route.page ? [{ ...route, meta }] : [];
      return [...self, ...flattenRoutes(route.children ?? [], meta)];
    });
}

/** Spec §5: where a user goes when a route is not theirs — the first permitted menu route, else none (404). */
export function firstPermitted(routes: AppRoute[], role: string): string | undefined {
  return flattenRoutes(routes).find((r) => r.meta.requiresAuth && !r.meta.hideInMenu && canAccess(r.meta, role))?.path;
}

/**
 * Where a section's own path leads (spec §2 names `/manager` and `/activity` as places): to its first page in the menu,
 * else its first page. The page's own guard then decides who may see it.
 */
export function sectionEntries(routes: AppRoute[]): { path: string; to: string }[] {
  return routes.flatMap((section) => {
    if (section.page || !section.children?.length) return [];
    const pages = flattenRoutes([section]);
    const first = pages.find((r) => !r.meta.hideInMenu) ?? pages[0];
    return first ? [{ path: section.path, to: first.path }] : [];
  });
}
