import { HOME_PATH } from '../lib/paths';
import type { AppRoute } from './route-meta';

/** Pages anyone may open: the auth pages and the exception pages. */
export const publicRoutes: AppRoute[] = [
  { path: '/login', meta: { namespaces: ['auth'] }, page: () => import('../features/auth/pages/login-page').then((m) => m.LoginPage) },
  { path: '/register', meta: { namespaces: ['auth'] }, page: () => import('../features/auth/pages/register-page').then((m) => m.RegisterPage) },
  { path: '/user/reset', meta: { namespaces: ['auth'] }, page: () => import('../features/auth/pages/reset-page').then((m) => m.ResetPage) },
  { path: '/user/active', meta: { namespaces: ['auth'] }, page: () => import('../features/auth/pages/activate-page').then((m) => m.ActivatePage) },
  { path: '/exception/403', meta: { namespaces: ['exception'] }, page: () => import('../features/exception/pages/forbidden-page').then((m) => m.ForbiddenPage) },
  { path: '/exception/500', meta: { namespaces: ['exception'] }, page: () => import('../features/exception/pages/server-error-page').then((m) => m.ServerErrorPage) },
  // the shared link of an event: its summary without login, sign-up through login
  { path: '/share/activity/:id', meta: { namespaces: ['activities'] }, page: () => import('../features/activities/pages/share-page').then((m) => m.SharePage) },
  // the full-screen leaderboard for a clubhouse TV: no app shell, for signed-in users
  {
    path: '/tv/leaderboard',
    meta: { requiresAuth: true, roles: ['*'], namespaces: ['results'] },
    page: () => import('../features/results/pages/tv-leaderboard-page').then((m) => m.TvLeaderboardPage),
  },
  // printable pages (no app shell, A4): an event's pairing sheet and its scorecards, for signed-in users
  {
    path: '/print/flights',
    meta: { requiresAuth: true, roles: ['*'], namespaces: ['flights'] },
    page: () => import('../features/flights/pages/print-flights-page').then((m) => m.PrintFlightsPage),
  },
  {
    path: '/print/scorecards',
    meta: { requiresAuth: true, roles: ['*'], namespaces: ['flights'] },
    page: () => import('../features/flights/pages/print-scorecards-page').then((m) => m.PrintScorecardsPage),
  },
  // the prize ceremony sheet: every award in presentation order, for the announcer
  {
    path: '/print/awards',
    meta: { requiresAuth: true, roles: ['*'], namespaces: ['ceremony', 'flights'] },
    page: () => import('../features/prizes/pages/print-awards-page').then((m) => m.PrintAwardsPage),
  },
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
        meta: { locale: 'dashboard.workplace', icon: 'home', order: 1, namespaces: ['activities', 'flights', 'groups', 'workplace'] },
        page: () => import('./pages/workplace-page').then((m) => m.WorkplacePage),
        prefetch: () => import('../features/workplace/api/prefetch-workplace').then((m) => m.prefetchWorkplace()),
      },
      {
        path: '/dashboard/activity/index',
        meta: { locale: 'dashboard.activities', icon: 'activity', order: 3, namespaces: ['activities'] },
        page: () => import('../features/activities/pages/activity-index-page').then((m) => m.ActivityIndexPage),
      },
      {
        path: '/dashboard/activity/detail',
        meta: { locale: 'dashboard.activityDetail', hideInMenu: true, namespaces: ['activities', 'flights', 'notices', 'prizes', 'vote'] },
        page: () => import('../features/activities/pages/activity-detail-page').then((m) => m.ActivityDetailPage),
        prefetch: (search) => import('../features/activities/api/prefetch-detail').then((m) => m.prefetchActivityDetail(search)),
      },
      {
        path: '/dashboard/activity/player',
        meta: { locale: 'dashboard.activityPlayer', hideInMenu: true, namespaces: ['activities'] },
        page: () => import('../features/activities/pages/activity-player-page').then((m) => m.ActivityPlayerPage),
      },
      {
        path: '/dashboard/activity/donate',
        meta: { locale: 'dashboard.activityDonate', hideInMenu: true, namespaces: ['donations'] },
        page: () => import('../features/donations/pages/donate-page').then((m) => m.DonatePage),
      },
      {
        path: '/dashboard/activity/vote',
        meta: { locale: 'dashboard.activityVote', hideInMenu: true, namespaces: ['vote'] },
        page: () => import('../features/vote/pages/vote-page').then((m) => m.VotePage),
      },
      {
        path: '/dashboard/activity/result',
        meta: { locale: 'dashboard.activityResult', hideInMenu: true, namespaces: ['results'] },
        page: () => import('../features/results/pages/results-page').then((m) => m.ResultsPage),
      },
      {
        path: '/dashboard/activity/scores',
        meta: { locale: 'dashboard.activityScores', hideInMenu: true, namespaces: ['scores'] },
        page: () => import('../features/scores/pages/score-grid-page').then((m) => m.ScoreGridPage),
      },
      {
        path: '/dashboard/activity/score-entry',
        meta: { locale: 'dashboard.scoreEntry', hideInMenu: true, namespaces: ['scores'] },
        page: () => import('../features/scores/pages/score-entry-page').then((m) => m.ScoreEntryPage),
      },
      {
        path: '/dashboard/group/index',
        meta: { locale: 'dashboard.groups', icon: 'group', order: 2, namespaces: ['groups'] },
        page: () => import('../features/groups/pages/group-index-page').then((m) => m.GroupIndexPage),
      },
      {
        path: '/dashboard/group/detail',
        meta: { locale: 'dashboard.groupDetail', hideInMenu: true, namespaces: ['activities', 'groups', 'notices'] },
        page: () => import('../features/groups/pages/group-detail-page').then((m) => m.GroupDetailPage),
      },
      {
        path: '/dashboard/group/member',
        meta: { locale: 'dashboard.groupMember', hideInMenu: true, namespaces: ['groups'] },
        page: () => import('../features/groups/pages/group-member-page').then((m) => m.GroupMemberPage),
      },
      {
        path: '/dashboard/group/member/audit',
        meta: { locale: 'dashboard.groupAudit', hideInMenu: true, namespaces: ['groups'] },
        page: () => import('../features/groups/pages/group-audit-page').then((m) => m.GroupAuditPage),
      },
      {
        path: '/dashboard/group/setting',
        meta: { locale: 'dashboard.groupSetting', hideInMenu: true, namespaces: ['groups'] },
        page: () => import('../features/groups/pages/group-setting-page').then((m) => m.GroupSettingPage),
      },
      {
        path: '/dashboard/notice',
        meta: { locale: 'dashboard.notice', icon: 'notice', order: 4, namespaces: ['notices', 'posts'] },
        page: () => import('../features/notices/pages/notice-index-page').then((m) => m.NoticeIndexPage),
      },
      {
        path: '/dashboard/notice/detail',
        meta: { locale: 'dashboard.noticeDetail', hideInMenu: true, namespaces: ['notices'] },
        page: () => import('../features/notices/pages/notice-detail-page').then((m) => m.NoticeDetailPage),
      },
      {
        path: '/dashboard/notice/publish',
        meta: { locale: 'dashboard.noticePublish', editLocale: 'dashboard.noticeEdit', hideInMenu: true, namespaces: ['notices', 'posts'] },
        page: () => import('../features/notices/pages/notice-publish-page').then((m) => m.NoticePublishPage),
      },
      {
        path: '/dashboard/topic',
        meta: { locale: 'dashboard.topic', icon: 'topic', order: 5, namespaces: ['posts', 'topics'] },
        page: () => import('../features/topics/pages/topic-index-page').then((m) => m.TopicIndexPage),
      },
      {
        path: '/dashboard/topic/detail',
        meta: { locale: 'dashboard.topicDetail', hideInMenu: true, namespaces: ['posts', 'topics'] },
        page: () => import('../features/topics/pages/topic-detail-page').then((m) => m.TopicDetailPage),
      },
      {
        path: '/dashboard/topic/publish',
        meta: { locale: 'dashboard.topicPublish', editLocale: 'dashboard.topicEdit', hideInMenu: true, namespaces: ['posts', 'topics'] },
        page: () => import('../features/topics/pages/topic-publish-page').then((m) => m.TopicPublishPage),
      },
      {
        path: '/dashboard/topic/reply',
        meta: { locale: 'dashboard.topicReply', hideInMenu: true, namespaces: ['posts', 'topics'] },
        page: () => import('../features/topics/pages/topic-reply-page').then((m) => m.TopicReplyPage),
      },
    ],
  },
  {
    path: '/activity',
    meta: { requiresAuth: true, roles: ['*'], locale: 'activity.title', icon: 'activity', order: 2 },
    children: [
      {
        path: '/activity/history',
        meta: { locale: 'activity.history', icon: 'history', order: 10, namespaces: ['activities', 'ceremony', 'results'] },
        page: () => import('../features/activities/pages/activity-history-page').then((m) => m.ActivityHistoryPage),
      },
      {
        path: '/activity/course',
        meta: { locale: 'activity.course', icon: 'course', order: 20, namespaces: ['courses'] },
        page: () => import('../features/courses/pages/course-page').then((m) => m.CoursePage),
      },
      {
        path: '/activity/create',
        meta: { locale: 'activity.create', hideInMenu: true, namespaces: ['activities', 'copy'] },
        page: () => import('../features/activities/pages/activity-create-page').then((m) => m.ActivityCreatePage),
      },
      {
        path: '/activity/register',
        meta: { locale: 'activity.register', hideInMenu: true, namespaces: ['activities'] },
        page: () => import('../features/activities/pages/activity-manage-page').then((m) => m.ActivityManagePage),
      },
      {
        path: '/activity/prize',
        meta: { locale: 'activity.prize', icon: 'prize', order: 30, namespaces: ['prizes'] },
        page: () => import('../features/prizes/pages/prize-overview-page').then((m) => m.PrizeOverviewPage),
      },
      {
        path: '/activity/awards',
        meta: { locale: 'activity.awards', hideInMenu: true, namespaces: ['ceremony', 'prizes'] },
        page: () => import('../features/prizes/pages/awards-page').then((m) => m.AwardsPage),
      },
      {
        path: '/activity/awprize',
        meta: { locale: 'activity.awprize', hideInMenu: true, namespaces: ['prizes'] },
        page: () => import('../features/prizes/pages/awprize-page').then((m) => m.AwprizePage),
      },
      {
        path: '/activity/group',
        meta: { locale: 'activity.group', icon: 'group', order: 50, namespaces: ['groups'] },
        page: () => import('../features/groups/pages/organiser-groups-page').then((m) => m.OrganiserGroupsPage),
      },
      {
        path: '/activity/group/detail',
        meta: { locale: 'activity.groupDetail', hideInMenu: true, namespaces: ['activities', 'groups', 'notices'] },
        page: () => import('../features/groups/pages/group-detail-page').then((m) => m.GroupDetailPage),
      },
    ],
  },
  {
    path: '/manager',
    meta: { requiresAuth: true, roles: ['admin'], locale: 'manager.title', icon: 'manager', order: 90 },
    children: [
      {
        path: '/manager/workplace',
        meta: { locale: 'manager.workplace', icon: 'overview', order: 1, namespaces: ['manager'] },
        page: () => import('../features/manager/pages/manager-workplace-page').then((m) => m.ManagerWorkplacePage),
      },
      {
        path: '/manager/member',
        meta: { locale: 'manager.member', icon: 'member', order: 2, namespaces: ['manager'] },
        page: () => import('../features/manager/pages/manager-member-page').then((m) => m.ManagerMemberPage),
      },
    ],
  },
  {
    path: '/user',
    meta: { requiresAuth: true, roles: ['*'], hideInMenu: true, locale: 'user.title', icon: 'user', order: 100 },
    children: [
      {
        path: '/user/info',
        meta: { locale: 'user.info', icon: 'user', namespaces: ['user'] },
        page: () => import('../features/user/pages/user-info-page').then((m) => m.UserInfoPage),
      },
      {
        path: '/user/setting',
        meta: { locale: 'user.setting', icon: 'setting', namespaces: ['user'] },
        page: () => import('../features/user/pages/user-setting-page').then((m) => m.UserSettingPage),
      },
    ],
  },
];

/**
 * Paths the spec names for pages that live elsewhere now: `/activity/player?id=` (spec §2, "player (hidden)") is the
 * participants tab of the event's management page. The query is kept. Kept after the route table:
 * scripts/lib/page-namespaces.mjs reads the table's pages by each `path:` and the `import(` after it.
 */
export const routeAliases: { path: string; to: (search: URLSearchParams) => string }[] = [
  { path: '/activity/player', to: (search) => `/activity/register?${new URLSearchParams({ ...Object.fromEntries(search), tab: 'players' })}` },
];
