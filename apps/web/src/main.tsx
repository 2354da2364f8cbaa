import './lib/zod-config';
import './app/global.css';
import type { Locale } from '@golf/shared/locales';
import { firstPageNamespaces, storedLocale } from './lib/startup';

/**
 * The entry is small on purpose: it works out the first page's translations (lib/startup.ts) and hands over to the
 * app (app/start.tsx), which loads them with the startup ones.
 */
const locale = storedLocale();
const namespaces = firstPageNamespaces(locale, window.location.pathname);

/** Without the app's code nothing else can speak: say what to do in the visitor's language, in plain markup. */
const NOT_LOADED: Record<Locale, string> = {
  'zh-CN': '页面加载失败，请检查网络连接后刷新页面。',
  'en-US': 'The page could not be loaded. Check your connection, then reload the page.',
  'ja-JP': 'ページを読み込めませんでした。接続を確認してから、ページを再読み込みしてください。',
};

import('./app/start')
  .then(({ start }) => start(locale, namespaces))
  .catch(() => {
    const root = document.getElementById('root');
    if (root) root.textContent = NOT_LOADED[locale];
  });
