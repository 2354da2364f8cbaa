import './lib/zod-config';
import { StrictMode } from 'react';
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
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
