/**
 * The login page rendered ahead of time (build step: scripts/prerender.mjs, a Vite SSR build of this module). The
 * server sends it as the page's HTML for `/` and `/login`, so the form is on screen as soon as the HTML and its styles
 * have arrived, instead of after the app's JavaScript (issue 10, Lighthouse). When the app's code has loaded it renders
 * the same page in place of this markup; what the visitor typed in the meantime is carried over (lib/first-screen.ts).
 * The page is drawn without antd, so its styles are its own stylesheets (inlined by the script). One file per language
 * and theme; the app's cookie tells the server which one (or none).
 */
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Locale } from '@golf/shared/locales';
import { LoginPage } from '../features/auth/pages/login-page';
import { i18n, initI18n } from '../lib/i18n';
import { LOGIN_PATH } from '../lib/paths';
import { PublicLayout } from './layout/public-layout';
import { documentStyle, Providers } from './providers';
import { useSettings } from './settings/settings-store';

export interface PrerenderedPage {
  /** the markup inside #root */
  html: string;
  /** what the app sets on <html> itself once it runs (providers.tsx DocumentSettings) */
  documentStyle: Record<string, string>;
}

/** namespaces the login page shows: the startup ones (lib/startup.ts) and its route's */
const NAMESPACES = ['auth'];

let initialised = false;

async function switchLanguage(locale: Locale) {
  if (!initialised) {
    await initI18n(locale, NAMESPACES);
    initialised = true;
  }
  await i18n.loadLanguages(locale);
  await i18n.changeLanguage(locale);
}

async function toText(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

export async function renderLogin(locale: Locale, theme: 'light' | 'dark'): Promise<PrerenderedPage> {
  await switchLanguage(locale);
  // zustand answers a server render with a store's initial state (its getServerSnapshot), not the current one: the
  // state this page is rendered in goes into that object too
  useSettings.setState({ theme });
  Object.assign(useSettings.getInitialState(), { theme });
  const { prelude } = await prerender(
    <Providers>
      <MemoryRouter initialEntries={[LOGIN_PATH]}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path={LOGIN_PATH} element={<LoginPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { html: await toText(prelude), documentStyle: documentStyle(theme, useSettings.getState().themeColor, locale) };
}
