import { describe, expect, it } from 'vitest';
import { effectiveRole } from '../lib/roles';
import { safeRedirect } from '../lib/paths';
import { canAccess, firstPermitted, flattenRoutes, sectionEntries } from './route-access';
import type { AppRoute } from './route-meta';

const page = async () => () => null;
const table: AppRoute[] = [
  { path: '/login', meta: {}, page },
  {
    path: '/manager',
    meta: { requiresAuth: true, roles: ['admin'], order: 2 },
    children: [{ path: '/manager/workplace', meta: { locale: 'menu.manager.workplace' }, page }],
  },
  {
    path: '/dashboard',
    meta: { requiresAuth: true, roles: ['*'], order: 1 },
    children: [{ path: '/dashboard/workplace', meta: { locale: 'menu.dashboard.workplace' }, page }],
  },
  {
    path: '/user',
    meta: { requiresAuth: true, roles: ['*'], hideInMenu: true, order: 3 },
    children: [{ path: '/user/info', meta: {}, page }],
  },
];

describe('route access (spec §5)', () => {
  it('allows public routes, routes without roles, * and the listed role', () => {
    expect(canAccess({}, '')).toBe(true);
    expect(canAccess({ requiresAuth: true }, 'user')).toBe(true);
    expect(canAccess({ requiresAuth: true, roles: ['*'] }, 'user')).toBe(true);
    expect(canAccess({ requiresAuth: true, roles: ['admin'] }, 'admin')).toBe(true);
    expect(canAccess({ requiresAuth: true, roles: ['admin'] }, 'user')).toBe(false);
  });

  it('inherits the parent requirements and sorts by order', () => {
    const flat = flattenRoutes(table);
    expect(flat.map((r) => r.path)).toEqual(['/login', '/dashboard/workplace', '/manager/workplace', '/user/info']);
    expect(flat[2].meta).toMatchObject({ requiresAuth: true, roles: ['admin'] });
    expect(flat[3].meta.hideInMenu).toBe(true);
  });

  it('sends a user to the first permitted menu route', () => {
    expect(firstPermitted(table, 'user')).toBe('/dashboard/workplace');
    expect(firstPermitted(table.filter((r) => r.path === '/manager'), 'user')).toBeUndefined();
  });

  it('lets only admins switch the view role', () => {
    expect(effectiveRole({ role: 'admin', roles: ['admin', 'user'] }, 'user')).toBe('user');
    expect(effectiveRole({ role: 'admin', roles: ['admin'] }, null)).toBe('admin');
    expect(effectiveRole({ role: 'user', roles: ['user'] }, 'admin')).toBe('user');
  });

  it('accepts only same-site redirect targets', () => {
    expect(safeRedirect('/manager/workplace?x=1', '/d')).toBe('/manager/workplace?x=1');
    expect(safeRedirect('//evil.example', '/d')).toBe('/d');
    expect(safeRedirect('https://evil.example', '/d')).toBe('/d');
    expect(safeRedirect(null, '/d')).toBe('/d');
  });
});

describe('section paths and older paths of the real route table', () => {
  it('a section opens its first page in the menu; /activity/player is the participants tab, its query kept', async () => {
    const { appRoutes, routeAliases } = await import('./routes');
    expect(Object.fromEntries(sectionEntries(appRoutes).map((e) => [e.path, e.to]))).toEqual({
      '/dashboard': '/dashboard/workplace',
      '/activity': '/activity/history',
      '/manager': '/manager/workplace',
      '/user': '/user/info',
    });
    const player = routeAliases.find((a) => a.path === '/activity/player');
    expect(player?.to(new URLSearchParams('id=5'))).toBe('/activity/register?id=5&tab=players');
  });
});
