import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadNamespaces, SHELL_NAMESPACES } from '../lib/i18n';
import { HOME_PATH, LOGIN_PATH, loginPathFor, safeRedirect } from '../lib/paths';
import { queryClient } from '../lib/query-client';
import { nextTask } from '../lib/startup';
import { effectiveRole, isAdmin } from '../lib/roles';
import { getToken, useSession } from '../lib/session';
import { sessionUserQueryOptions } from '../lib/session-user';
import { PublicLayout } from './layout/public-layout';
import { RedirectHelper } from './redirect-helper';
import { RootLayout } from './root-layout';
import { canAccess, firstPermitted, flattenRoutes, sectionEntries } from './route-access';
import { RouteError } from './route-error';
import type { AppRoute, RouteMeta } from './route-meta';
import { appRoutes, publicRoutes, routeAliases } from './routes';

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
  let role = effectiveRole(user, useSession.getState().viewRole);
  if (canAccess(meta, role)) return null;
  // refused on the role the session had when it was read: read again once, as it may have changed since (an admin
  // made another an admin, whose link to the manager area led to the workplace until a reload)
  if (meta.roles && !isAdmin(user)) {
    try {
      user = await queryClient.fetchQuery({ ...sessionUserQueryOptions(), staleTime: 0 });
      role = effectiveRole(user, useSession.getState().viewRole);
      if (canAccess(meta, role)) return null;
    } catch {
      // not read again (offline, the session ended): refused on what was known, as before
    }
  }
  const fallback = firstPermitted(appRoutes, role);
  if (fallback && fallback !== url.pathname) throw redirect(fallback);
  throw data(null, { status: 404 });
}

/** A signed-in visitor of the login page goes on to where they wanted to be. */
function loginLoader({ request }: LoaderFunctionArgs) {
  return getToken() ? redirect(safeRedirect(new URL(request.url).searchParams.get('redirect'), HOME_PATH)) : null;
}

/** how long the first page of a visit waits for its reads before it renders without them (and shows its loading state) */
const FIRST_READS_WAIT_MS = 3000;

/** true until the router's first navigation (the page a visit opens on) is done; the app has one router (`startRouter`, called once) */
let firstNavigation = true;

/**
 * What a loader awaits of the API reads it started: on the first page of a visit, when nothing of the app is on screen
 * yet, the reads themselves (at most FIRST_READS_WAIT_MS; they run beside the session check and the page's code): the
 * page then renders with its data in interruptible passes (a transition, app/start.tsx) instead of rendering its
 * loading state and then, as each answer arrives, its content in one uninterruptible task (react-query's updates are
 * synchronous).
 * Later navigations do not wait: the page shows at once, with its loading state. A failed read shows on the page.
 */
function firstScreenReads(reads: Promise<unknown>): Promise<void> {
  const settled = reads.then(
    () => undefined,
    () => undefined,
  );
  if (!firstNavigation) return Promise.resolve();
  let timer: number | undefined;
  const enough = new Promise<void>((resolve) => (timer = window.setTimeout(resolve, FIRST_READS_WAIT_MS)));
  return Promise.race([settled, enough]).finally(() => window.clearTimeout(timer));
}

/**
 * On the first navigation, what the pages' and the shell's loaders and lazy routes do starts in a task of its own each
 * (the small ones of the open pages' layout, the not-found page and `/` run as they are): run by the router's creation,
 * they made one long task (~25 ms in Lighthouse's trace, each request it starts recorded with its stack). Later
 * navigations start them at once.
 */
const ownTask = () => (firstNavigation ? nextTask() : Promise.resolve());

/** The page's API reads (route.prefetch), started beside the session check. */
function prefetchFor(route: AppRoute, { request }: LoaderFunctionArgs): Promise<void> {
  if (!route.prefetch || !getToken()) return Promise.resolve();
  return firstScreenReads(route.prefetch(new URL(request.url).searchParams));
}

/** The signed-in shell's own reads (the bell's latest messages), beside the page's. */
async function shellLoader() {
  await ownTask();
  if (getToken()) await firstScreenReads(import('../features/messages/api/get-messages').then((m) => m.prefetchBell()));
  return null;
}

function toRouteObject(route: AppRoute): RouteObject {
  const page = route.page!;
  return {
    path: route.path,
    handle: route.meta,
    loader:
      route.path === LOGIN_PATH
        ? loginLoader
        : async (args) => {
            await ownTask();
            const reads = prefetchFor(route, args);
            const result = await guard(route.meta, args);
            await reads;
            return result;
          },
    lazy: async () => {
      await ownTask();
      return { Component: await page() };
    },
  };
}

/**
 * The app's router. Creating it starts its first navigation (the page's loaders: the session check, the page's reads and
 * its code): app/start.tsx calls this in a task of its own rather than inside the evaluation of its chunk, which made one
 * long task of both.
 * `firstNavigationDone` resolves once that first navigation is done (an error answer included: it shows the error page);
 * from then on loaders no longer wait for their reads (firstScreenReads).
 */
export function startRouter() {
  const [login, others] = [
    flattenRoutes(publicRoutes).filter((route) => route.path === LOGIN_PATH),
    flattenRoutes(publicRoutes).filter((route) => route.path !== LOGIN_PATH),
  ];
  const router = createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        { index: true, loader: () => redirect(LOGIN_PATH) },
        { path: '/redirect/*', Component: RedirectHelper },
        // a section's own path opens its first page; an older path of a page leads to where it lives now
        ...sectionEntries(appRoutes).map(({ path, to }) => ({ path, loader: () => redirect(to) })),
        ...routeAliases.map(({ path, to }) => ({ path, loader: ({ request }: LoaderFunctionArgs) => redirect(to(new URL(request.url).searchParams)) })),
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
          loader: shellLoader,
          // its reads refresh themselves (react-query); nothing to load again on each navigation
          shouldRevalidate: () => false,
          // the shell's own namespaces load with its code, so it never waits on them after rendering
          lazy: async () => {
            await ownTask();
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
  const firstNavigationDone = new Promise<void>((resolve) => {
    const done = () => {
      firstNavigation = false;
      resolve();
    };
    if (router.state.initialized) return done();
    const stopWatching = router.subscribe((state) => {
      if (!state.initialized) return;
      stopWatching();
      done();
    });
  });
  return { router, firstNavigationDone };
}
