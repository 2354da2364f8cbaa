import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { Locale } from '@golf/shared/locales';
import { initI18n, prefetchNamespacesWhenIdle } from '../lib/i18n';
import { applyLocale } from '../lib/locale';
import { Providers } from './providers';
import { router } from './router';

/**
 * The app itself: translations and locales first, then the router. Imported by main.tsx once it has started the first
 * screen's other downloads (lib/startup.ts), so this chunk and those load side by side.
 */
export async function start(locale: Locale, firstPageNamespaces: string[] = []) {
  await initI18n(locale, firstPageNamespaces);
  await applyLocale(locale);
  const root = createRoot(document.getElementById('root')!);
  // A plain render, not inside startTransition: rendered as a transition, the router's first navigation now and then
  // never committed in Chromium (a blank page, 'No HydrateFallback element', nothing pending on the network) — 10 page
  // loads in 60 in a repro; 0 in 600 since (e2e/smoke.test.ts keeps watch).
  root.render(
    <StrictMode>
      <Providers>
        {/* the layouts hold the page boundaries; this one catches a namespace a layout itself suspends on */}
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Providers>
    </StrictMode>,
  );
  // the language's other translations download in the background once the first page's own requests are done
  if (router.state.initialized) prefetchNamespacesWhenIdle();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      prefetchNamespacesWhenIdle();
    });
  }
}
