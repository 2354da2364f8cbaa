import type { MenuItem } from './schemas/user';

const everyone = ['*'];

/**
 * The menu `POST /api/user/menu` answers (spec: the web app may take its menu from the server, off by default). It is
 * the web route table's menu: the same paths, translation keys of the web's `menu` namespace, icon names of its
 * `menuIcon`, order and roles (`*`: every signed-in user). `apps/web/src/app/layout/menu-parity.test.ts` holds the two
 * together.
 */
export const MENU: MenuItem[] = [
  {
    path: '/dashboard',
    name: 'Dashboard',
    meta: { locale: 'dashboard.title', requiresAuth: true, icon: 'dashboard', order: 1, roles: everyone },
    children: [
      { path: '/dashboard/workplace', name: 'Workplace', meta: { locale: 'dashboard.workplace', icon: 'home', order: 1 } },
      { path: '/dashboard/group/index', name: 'Groups', meta: { locale: 'dashboard.groups', icon: 'group', order: 2 } },
      { path: '/dashboard/activity/index', name: 'Activities', meta: { locale: 'dashboard.activities', icon: 'activity', order: 3 } },
      { path: '/dashboard/notice', name: 'Notices', meta: { locale: 'dashboard.notice', icon: 'notice', order: 4 } },
      { path: '/dashboard/topic', name: 'Topics', meta: { locale: 'dashboard.topic', icon: 'topic', order: 5 } },
    ],
  },
  {
    path: '/activity',
    name: 'Activity',
    meta: { locale: 'activity.title', requiresAuth: true, icon: 'activity', order: 2, roles: everyone },
    children: [
      { path: '/activity/history', name: 'History', meta: { locale: 'activity.history', icon: 'history', order: 10 } },
      { path: '/activity/course', name: 'Courses', meta: { locale: 'activity.course', icon: 'course', order: 20 } },
      { path: '/activity/prize', name: 'Prizes', meta: { locale: 'activity.prize', icon: 'prize', order: 30 } },
      { path: '/activity/group', name: 'OrganiserGroups', meta: { locale: 'activity.group', icon: 'group', order: 50 } },
    ],
  },
  {
    path: '/manager',
    name: 'Manager',
    meta: { locale: 'manager.title', requiresAuth: true, icon: 'manager', order: 90, roles: ['admin'] },
    children: [
      { path: '/manager/workplace', name: 'ManagerWorkplace', meta: { locale: 'manager.workplace', icon: 'overview', order: 1 } },
      { path: '/manager/member', name: 'Members', meta: { locale: 'manager.member', icon: 'member', order: 2 } },
    ],
  },
  {
    path: '/user',
    name: 'User',
    meta: { locale: 'user.title', requiresAuth: true, icon: 'user', order: 100, roles: everyone, hideInMenu: true },
    children: [
      { path: '/user/info', name: 'Info', meta: { locale: 'user.info', icon: 'user' } },
      { path: '/user/setting', name: 'Setting', meta: { locale: 'user.setting', icon: 'setting' } },
    ],
  },
];
