import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadNamespaces, SHELL_NAMESPACES } from '../lib/i18n';
import { HOME_PATH, LOGIN_PATH, loginPathFor, safeRedirect } from '../lib/paths';
import { queryClient } from '../lib/query-client';
import { effectiveRole } from '../lib/roles';
import { getToken, useSession } from '../lib/session';
import { sessionUserQueryOptions } from '../lib/session-user';
import { PublicLayout } from './layout/public-layout';
import { RedirectHelper } from './redirect-helper';
import { RootLayout } from './root-layout';
import { canAccess, firstPermitted, flattenRoutes } from './route-access';
import { RouteError } from './route-error';
import type { AppRoute, RouteMeta } from './route-meta';
import { appRoutes, publicRoutes } from './routes';

/** Spec §2/§5 guard: login first (keeping the wanted route), then the role; else the first permitted route, else 404. */
async function guard(meta: RouteMeta, { request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const wanted = url.pathname + url.search;
  if (!meta.requiresAuth) return null;
  if (!getToken()) throw redirect(loginPathFor(wanted));
  let user;
  try {
    user = await queryClient.ensureQueryData(sessionUserQueryOptions());
  } catch (error) {
    if (!getToken()) throw redirect(loginPathFor(wanted));
    throw error;
  }
  const role = effectiveRole(user, useSession.getState().viewRole);
  if (canAccess(meta, role)) return null;
  const fallback = firstPermitted(appRoutes, role);
  if (fallback && fallback !== url.pathname) throw redirect(fallback);
  throw data(null, { status: 404 });
}

/** A signed-in visitor of the login page goes on to where they wanted to be. */
function loginLoader({ request }: LoaderFunctionArgs) {
  return getToken() ? redirect(safeRedirect(new URL(request.url).searchParams.get('redirect'), HOME_PATH)) : null;
}

/** The page's API reads, started beside the session check (route.prefetch); a failure shows on the page, not here. */
function prefetchFor(route: AppRoute, { request }: LoaderFunctionArgs) {
  if (route.prefetch && getToken()) route.prefetch(new URL(request.url).searchParams).catch(() => undefined);
}

function toRouteObject(route: AppRoute): RouteObject {
  const page = route.page!;
  return {
    path: route.path,
    handle: route.meta,
    loader:
      route.path === LOGIN_PATH
        ? loginLoader
        : (args) => {
            prefetchFor(route, args);
            return guard(route.meta, args);
          },
    lazy: async () => ({ Component: await page() }),
  };
}

const [login, others] = [
  flattenRoutes(publicRoutes).filter((route) => route.path === LOGIN_PATH),
  flattenRoutes(publicRoutes).filter((route) => route.path !== LOGIN_PATH),
];

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect(LOGIN_PATH) },
      { path: '/redirect/*', Component: RedirectHelper },
      {
        Component: PublicLayout,
        children: [
          // drawn without antd: the first download of most visits (scripts/bundle-size.mjs, LOGIN_BUDGET)
          ...login.map(toRouteObject),
          {
            lazy: async () => ({ Component: (await import('./antd-provider')).AntdOutlet }),
            children: [
              ...others.map(toRouteObject),
              {
                path: '*',
                lazy: async () => ({ Component: (await import('../features/exception/pages/not-found-page')).NotFoundPage }),
              },
            ],
          },
        ],
      },
      {
        // the shell's own namespaces load with its code, so it never waits on them after rendering
        lazy: async () => {
          const [{ AppLayout }, { AntdProvider }] = await Promise.all([
            import('./layout/app-layout'),
            import('./antd-provider'),
            loadNamespaces(SHELL_NAMESPACES),
          ]);
          return {
            Component: () => (
              <AntdProvider>
                <AppLayout />
              </AntdProvider>
            ),
          };
        },
        children: flattenRoutes(appRoutes).map(toRouteObject),
      },
    ],
  },
]);
