import { i18n } from '../lib/i18n';
import { useSession } from '../lib/session';
import { DEFAULT_SETTINGS, useSettings } from './settings/settings-store';

/** read by the server (apps/server/src/plugins/web.ts) */
const COOKIE = 'first-screen';
const MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * Which login page rendered at build time (scripts/prerender.mjs) the server may send for `/` and `/login`:
 * `<locale>.<theme>`, or `none` when the visitor is signed in (those addresses lead elsewhere then) or uses a theme colour
 * or the colour-weak filter, which the files were not made for.
 */
export function firstScreenVariant(state: { signedIn: boolean; locale: string; theme: string; themeColor: string; colorWeak: boolean }) {
  if (state.signedIn || state.colorWeak || state.themeColor.toLowerCase() !== DEFAULT_SETTINGS.themeColor.toLowerCase()) return 'none';
  return `${state.locale}.${state.theme}`;
}

function write() {
  const { theme, themeColor, colorWeak } = useSettings.getState();
  const variant = firstScreenVariant({ signedIn: Boolean(useSession.getState().token), locale: i18n.language, theme, themeColor, colorWeak });
  if (new RegExp(`(?:^|;\\s*)${COOKIE}=${variant.replace('.', '\\.')}(?:;|$)`).test(document.cookie)) return;
  document.cookie = `${COOKIE}=${variant}; path=/; max-age=${MAX_AGE_S}; samesite=lax`;
}

/** Keeps the cookie in step with the session, the language and the theme settings (app/start.tsx, once). */
export function keepFirstScreenCookie() {
  write();
  useSession.subscribe(write);
  useSettings.subscribe(write);
  i18n.on('languageChanged', write);
}
