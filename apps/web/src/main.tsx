import './lib/zod-config';
import './app/global.css';
import type { Locale } from '@golf/shared/locales';
import { watchFirstScreen } from './lib/first-screen';
import { startDownloads, storedLocale } from './lib/startup';

/**
 * The entry is small on purpose: it starts the downloads of the first screen (the app's code, the language's
 * translations and locales, the page the address shows) together, instead of each waiting for the one before
 * (lib/startup.ts), then hands over to the app (app/start.tsx).
 */
// the login page rendered at build time may already be on screen: keep what the visitor types into it
watchFirstScreen();
const locale = storedLocale();
const firstPageNamespaces = startDownloads(locale, window.location.pathname);

/** Without the app's code nothing else can speak: say what to do in the visitor's language, in plain markup. */
const NOT_LOADED: Record<Locale, string> = {
  'zh-CN': '页面加载失败，请检查网络连接后刷新页面。',
  'en-US': 'The page could not be loaded. Check your connection, then reload the page.',
  'ja-JP': 'ページを読み込めませんでした。接続を確認してから、ページを再読み込みしてください。',
};

import('./app/start')
  .then(({ start }) => start(locale, firstPageNamespaces))
  .catch(() => {
    const root = document.getElementById('root');
    if (root) root.textContent = NOT_LOADED[locale];
  });
