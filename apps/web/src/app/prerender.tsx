/**
 * The login page rendered ahead of time (build step: scripts/prerender.mjs, a Vite SSR build of this module). The
 * server sends it as the page's HTML for `/` and `/login`, so the form is on screen as soon as the HTML and its inline
 * styles have arrived, instead of after ~300 KB of JavaScript (issue 10, Lighthouse). When the app's code has loaded it
 * renders the same page in place of this markup; what the visitor typed in the meantime is carried over
 * (lib/first-screen.ts). One file per language and theme; the app's cookie tells the server which one (or none).
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { theme as antTheme } from 'antd';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Locale } from '@golf/shared/locales';
import { LoginPage } from '../features/auth/pages/login-page';
import { i18n, initI18n } from '../lib/i18n';
import { useAntdLocale } from '../lib/locale';
import { LOGIN_PATH } from '../lib/paths';
import { antdLocales } from '../lib/startup';
import { PublicLayout } from './layout/public-layout';
import { fontFamilyFor, Providers } from './providers';
import { useSettings } from './settings/settings-store';

export interface PrerenderedPage {
  /** the markup inside #root */
  html: string;
  /** antd's styles for that markup, as <style> elements */
  styles: string;
  /** what the app sets on <html> itself once it runs (providers.tsx DocumentSettings, lib/locale.ts) */
  documentStyle: Record<string, string>;
}

/** namespaces the login page shows: the startup ones (lib/startup.ts) and its route's */
const NAMESPACES = ['auth'];

let initialised = false;
/** antd's link colour of the theme being rendered, which the app writes on <html> for links outside antd (global.css) */
let linkColor = '';

function TokenProbe() {
  linkColor = antTheme.useToken().token.colorLink;
  return null;
}

async function switchLanguage(locale: Locale) {
  if (!initialised) {
    await initI18n(locale, NAMESPACES);
    initialised = true;
  }
  await i18n.loadLanguages(locale);
  await i18n.changeLanguage(locale);
  const antdLocale = (await antdLocales[locale]()).default;
  useAntdLocale.setState({ antdLocale });
  // zustand answers a server render with a store's initial state (its getServerSnapshot), not the current one: the
  // state this page is rendered in goes into that object too
  Object.assign(useAntdLocale.getInitialState(), { antdLocale });
}

async function toText(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

export async function renderLogin(locale: Locale, theme: 'light' | 'dark'): Promise<PrerenderedPage> {
  await switchLanguage(locale);
  useSettings.setState({ theme });
  Object.assign(useSettings.getInitialState(), { theme });
  const cache = createCache();
  const { prelude } = await prerender(
    <StyleProvider cache={cache}>
      <Providers>
        <TokenProbe />
        <MemoryRouter initialEntries={[LOGIN_PATH]}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route path={LOGIN_PATH} element={<LoginPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Providers>
    </StyleProvider>,
  );
  const html = await toText(prelude);
  const fontFamily = fontFamilyFor(useAntdLocale.getState().antdLocale?.locale);
  return {
    html,
    styles: extractStyle(cache),
    documentStyle: {
      'color-scheme': theme,
      '--app-font-family': fontFamily,
      '--link-color': linkColor,
      '--progress-color': useSettings.getState().themeColor,
    },
  };
}
