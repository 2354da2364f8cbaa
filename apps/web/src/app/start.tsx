import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { Locale } from '@golf/shared/locales';
import { initI18n, prefetchNamespacesWhenIdle } from '../lib/i18n';
import { applyLocale } from '../lib/locale';
import { nextTask } from '../lib/startup';
import { keepFirstScreenCookie } from './first-screen-cookie';
import { Providers } from './providers';
import { startRouter } from './router';

/**
 * The app itself: translations and locales beside the router's first navigation, then the first render. Imported by
 * main.tsx in the task that schedules the first screen's other downloads (lib/startup.ts): this chunk's downloads start
 * first, theirs in the tasks that follow.
 */
export async function start(locale: Locale, firstPageNamespaces: string[] = []) {
  // the router starts its first navigation (the session check, the page's reads and code) as it is created: in a task
  // of its own, beside the translations' downloads rather than after them; i18next has its language by then (lib/i18n.ts
  // initAsync), which the first API reads send and the shell's namespaces load in
  const [, { router, firstNavigationDone }] = await Promise.all([
    initI18n(locale, firstPageNamespaces).then(() => applyLocale(locale)),
    nextTask().then(startRouter),
  ]);
  // The router reads its state when RouterProvider renders and subscribes only when that render commits; a change in
  // between is lost. Its first navigation (loading the page's lazy code) is that change, so the render waits for it:
  // rendered while it was still under way, and inside a transition (which yields, widening the gap), the first page now
  // and then never appeared (a blank page, 'No HydrateFallback element', nothing pending; 10 page loads in 60 in a repro).
  await firstNavigationDone;
  const root = createRoot(document.getElementById('root')!);
  // rendered as a transition, React yields to the browser every few milliseconds instead of blocking it until done
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          {/* the layouts hold the page boundaries; this one catches a namespace a layout itself suspends on */}
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </Providers>
      </StrictMode>,
    ),
  );
  keepFirstScreenCookie();
  // the language's other translations download in the background once the first page's own requests are done
  prefetchNamespacesWhenIdle();
}
