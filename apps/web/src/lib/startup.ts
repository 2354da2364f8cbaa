import type { Locale as AntdLocale } from 'antd/es/locale';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@golf/shared/locales';
import { publicRoutes, appRoutes } from '../app/routes';
import { flattenRoutes } from '../app/route-access';
import type { AppRoute } from '../app/route-meta';
import enUS from '../locales/en-US/bundle';
import jaJP from '../locales/ja-JP/bundle';
import zhCN from '../locales/zh-CN/bundle';
import { LOGIN_PATH } from './paths';

/**
 * What the first screen needs, known before any of the app's code has run: main.tsx (the small entry chunk) imports the
 * app's own code (app/start.tsx) and starts every other download here, in a few short tasks (`startDownloads`), so the
 * first page no longer waits for one download after another (entry → translations → antd locale → page code → page
 * translations). The module cache makes the later imports of the same chunks wait on these downloads instead of
 * starting new ones.
 * Light on purpose: only import maps and the route table, no library.
 */

/** what main.tsx awaits before rendering (app/start.tsx) */
export const STARTUP_NAMESPACES = ['common', 'layout', 'validation'];
/** what the signed-in shell itself shows (menu labels, menu settings, message box): loaded with the shell's code (app/router.tsx) */
export const SHELL_NAMESPACES = ['menu', 'settings', 'messages'];

/**
 * a loader per namespace and language (a small chunk each; STARTUP_NAMESPACES share one per language, and so do
 * SHELL_NAMESPACES: apps/web/chunk-groups.ts translationGroups; see lib/i18n.ts)
 */
export const namespaceLoaders: Record<Locale, Record<string, () => Promise<Record<string, unknown>>>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'ja-JP': jaJP,
};

export const antdLocales: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'en-US': () => import('antd/es/locale/en_US'),
  'ja-JP': () => import('antd/es/locale/ja_JP'),
};

/** dayjs's name of the language and its locale module (English is built in) */
export const dayjsLocales: Record<Locale, [string, () => Promise<unknown>]> = {
  'zh-CN': ['zh-cn', () => import('dayjs/locale/zh-cn')],
  'en-US': ['en', () => Promise.resolve()],
  'ja-JP': ['ja', () => import('dayjs/locale/ja')],
};

const LOCALE_KEY = 'locale';
/** the session's token key (lib/session.ts) */
const TOKEN_KEY = 'token';

/** whether a language was chosen on this device (the header's switch, the profile), as opposed to the default */
export function localeChosenHere(): boolean {
  return (LOCALES as readonly string[]).includes(localStorage.getItem(LOCALE_KEY) ?? '');
}

const isLocale = (value: string | null): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');

/** the language a shared link named, for the rest of the browser tab's life (sessionStorage) */
const LINKED_KEY = 'linkedLocale';

/**
 * The language a page load starts in: the one chosen on this device, else the one a shared link names (`?lang=`, the
 * language its sender uses: an English society's link opens in English on a new phone), else the default. The link's
 * is not stored as this device's choice, so an account's own language still applies after logging in; it is kept for
 * the tab, so the pages the link leads to (log in, register, a reload of them) stay in it — they had turned Chinese.
 */
export function storedLocale(search = window.location.search): Locale {
  const stored = localStorage.getItem(LOCALE_KEY);
  if (isLocale(stored)) return stored;
  const linked = new URLSearchParams(search).get('lang');
  try {
    if (isLocale(linked)) sessionStorage.setItem(LINKED_KEY, linked);
    const kept = sessionStorage.getItem(LINKED_KEY);
    if (isLocale(kept)) return kept;
  } catch {
    // no session storage (a private window of an old browser): the link's language for this load only
  }
  return isLocale(linked) ? linked : DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale) {
  localStorage.setItem(LOCALE_KEY, locale);
}

/** a download started only to warm the module cache: its failure shows where the module is really used */
const warm = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/** The route table's page for `pathname` (`:param` segments match anything); undefined for an unknown path. */
function routeFor(routes: AppRoute[], pathname: string): AppRoute | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  return routes.find((route) => {
    const pattern = route.path.split('/');
    return pattern.length === parts.length && pattern.every((segment, i) => segment.startsWith(':') || segment === parts[i]);
  });
}

/**
 * Starts the downloads of the locale's startup resources and of the page `pathname` shows (or the login page it leads to).
 * Returns that page's namespaces, which app/start.tsx loads with the startup ones, so the page renders at once instead
 * of showing the loading indicator for a moment.
 *
 * Each group starts in a task of its own (`inTurns`): a dynamic import adds a `<link rel=modulepreload>` for every chunk
 * it needs, and appending one costs the browser ~0.3 ms (it starts the request there and then): 61 of a signed-in
 * page's first 64 links in one go were a ~25 ms task (50–72 ms in Lighthouse's trace, which records each request's
 * stack), a long one on a phone. main.tsx imports the app's own code in the entry's task, before these: it runs first.
 */
export function startDownloads(locale: Locale, pathname: string): string[] {
  const signedIn = Boolean(localStorage.getItem(TOKEN_KEY));
  const inShell = routeFor(flattenRoutes(appRoutes), pathname);
  const open = routeFor(flattenRoutes(publicRoutes), pathname);
  const route = inShell ?? open;
  // `/` and pages behind the login lead a visitor without a session to the login page (app/router.tsx)
  const page = pathname === '/' || (route?.meta.requiresAuth && !signedIn) ? routeFor(publicRoutes, LOGIN_PATH) : route;
  const namespaces = (page?.meta.namespaces ?? []).filter((ns) => namespaceLoaders[locale][ns]);
  const shell = Boolean(inShell && signedIn);
  if (shell) namespaces.push(...SHELL_NAMESPACES);
  inTurns([
    () => {
      warm(antdLocales[locale]);
      warm(dayjsLocales[locale][1]);
      for (const ns of [...STARTUP_NAMESPACES, ...namespaces]) warm(namespaceLoaders[locale][ns]);
    },
    // the shell first: most of the page's chunks are the shell's too, so the page's own step adds only the rest
    shell && (() => warm(() => import('../app/layout/app-layout'))),
    page?.page && (() => warm(page.page!)),
    shell && (() => warmBrowserData(locale)),
  ]);
  return namespaces;
}

/**
 * Resolves in a task of its own: what follows an `await nextTask()` no longer adds to the task that awaited it. A message
 * to itself rather than a timer: a tab opened in the background runs timers at most once a second, messages at once.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs each step in a task of its own, in the order sent (in practice: only which downloads start first depends on it). */
function inTurns(steps: Array<(() => void) | false | undefined>) {
  for (const step of steps) if (step) void nextTask().then(step);
}

/**
 * What the browser loads at its first use, paid now instead, while the page's code downloads and the main thread would
 * wait anyway, each in a task of its own. Not for the open pages: the login page is there already.
 * - The first date the page formats (Intl.DateTimeFormat) costs the browser its date-formatting data: ~25 ms, ~90 ms on
 *   Lighthouse's slowed phone, inside the signed-in page's first render (a long task).
 * - The router reads the session's storage as it is created (react-router's view transitions, app/router.tsx): the
 *   first read of a page's sessionStorage loads it (~5 ms).
 */
function warmBrowserData(locale: Locale) {
  inTurns([
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(0),
    () => {
      try {
        window.sessionStorage.getItem('');
      } catch {
        // storage turned off: the router does without it too
      }
    },
  ]);
}

/** how long after the window's load event background work waits, so it never competes with the first page's rendering */
const SETTLE_MS = 2000;

/**
 * Runs `work` at the browser's next idle moment, at the latest after `timeout` ms (a browser without
 * requestIdleCallback, Safari: after `fallbackMs`). Returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeout: number, fallbackMs = 0): () => void {
  if (window.requestIdleCallback) {
    const idle = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(work, fallbackMs);
  return () => window.clearTimeout(timer);
}

/**
 * Runs `work` once the first screen has settled: after the window's load event, a pause and then an idle moment.
 * For downloads nobody waits for yet (other translations, the toast code); what a page needs loads at once anyway.
 * Without a connection then (a phone on the course), it waits for the connection to come back: Chromium keeps a failed
 * `import()` failed for the page's lifetime, so a part preloaded offline (the score entry's conflict dialog) would
 * never come once it is needed.
 */
export function afterFirstScreen(work: () => void): () => void {
  let timer: number | undefined;
  let cancelIdle = () => {};
  const whenOnline = () => {
    if (navigator.onLine === false) window.addEventListener('online', whenOnline, { once: true });
    else work();
  };
  const settle = () => {
    timer = window.setTimeout(() => (cancelIdle = whenIdle(whenOnline, 2000)), SETTLE_MS);
  };
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    window.removeEventListener('load', settle);
    window.removeEventListener('online', whenOnline);
    window.clearTimeout(timer);
    cancelIdle();
  };
}
