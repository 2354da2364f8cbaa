import { HOME_PATH } from '../lib/paths';
import type { AppRoute } from './route-meta';

/** Pages anyone may open: the auth pages and the exception pages. */
export const publicRoutes: AppRoute[] = [
  { path: '/login', meta: {}, page: () => import('../features/auth/pages/login-page').then((m) => m.LoginPage) },
  { path: '/register', meta: {}, page: () => import('../features/auth/pages/register-page').then((m) => m.RegisterPage) },
  { path: '/user/reset', meta: {}, page: () => import('../features/auth/pages/reset-page').then((m) => m.ResetPage) },
  { path: '/user/active', meta: {}, page: () => import('../features/auth/pages/activate-page').then((m) => m.ActivatePage) },
  { path: '/exception/403', meta: {}, page: () => import('../features/exception/pages/forbidden-page').then((m) => m.ForbiddenPage) },
  { path: '/exception/500', meta: {}, page: () => import('../features/exception/pages/server-error-page').then((m) => m.ServerErrorPage) },
];

/**
 * The one route table of the signed-in app (spec §2). Menu sections are the top entries;
 * later features add their pages here, with `hideInMenu` for detail pages.
 */
export const appRoutes: AppRoute[] = [
  {
    path: '/dashboard',
    meta: { requiresAuth: true, roles: ['*'], locale: 'dashboard.title', icon: 'dashboard', order: 1 },
    children: [
      {
        path: HOME_PATH,
        meta: { locale: 'dashboard.workplace', icon: 'home', order: 1 },
        page: () => import('./pages/workplace-page').then((m) => m.WorkplacePage),
      },
    ],
  },
  {
    path: '/manager',
    meta: { requiresAuth: true, roles: ['admin'], locale: 'manager.title', icon: 'manager', order: 90 },
    children: [
      {
        path: '/manager/workplace',
        meta: { locale: 'manager.workplace', icon: 'overview', order: 1 },
        page: () => import('../features/manager/pages/manager-workplace-page').then((m) => m.ManagerWorkplacePage),
      },
    ],
  },
  {
    path: '/user',
    meta: { requiresAuth: true, roles: ['*'], hideInMenu: true, locale: 'user.title', icon: 'user', order: 100 },
    children: [
      {
        path: '/user/info',
        meta: { locale: 'user.info', icon: 'user' },
        page: () => import('../features/user/pages/user-info-page').then((m) => m.UserInfoPage),
      },
      {
        path: '/user/setting',
        meta: { locale: 'user.setting', icon: 'setting' },
        page: () => import('../features/user/pages/user-setting-page').then((m) => m.UserSettingPage),
      },
    ],
  },
];
