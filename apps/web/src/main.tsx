import './lib/zod-config';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { initI18n, storedLocale } from './lib/i18n';
import { applyLocale } from './lib/locale';
import './app/global.css';

async function start() {
  const locale = storedLocale();
  await initI18n(locale);
  await applyLocale(locale);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        {/* the layouts hold the page boundaries; this one catches a namespace a layout itself suspends on */}
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Providers>
    </StrictMode>,
  );
}

void start();
