import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { messageHolder } from '../lib/feedback';
import { lazyPart } from '../lib/lazy-part';
import { i18n } from '../lib/i18n';
import { useAntdLocale } from '../lib/locale';
import { queryClient } from '../lib/query-client';
import { afterFirstScreen } from '../lib/startup';
import { fontFamilyFor } from './fonts';
import { linkColor, primaryColors } from './theme-colors';
import { deviceNow, MOBILE_QUERY, useSettings } from './settings/settings-store';

// a failed download leaves the app without toasts rather than breaking every page (errors also show in place)
const MessageHolder = lazyPart(() => import('./message-holder').then((m) => m.default));

/**
 * Themed toasts (app/message-holder.tsx): the code downloads once the first screen has settled (lib/startup.ts), and
 * the holder mounts at the first toast (its first rendering, antd's styles for it, is a long task on a slow phone
 * that nobody needs before then).
 */
function LazyMessageHolder() {
  const wanted = useSyncExternalStore(messageHolder.subscribe, messageHolder.wanted, messageHolder.wanted);
  useEffect(() => afterFirstScreen(MessageHolder.preload), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MessageHolder />
    </Suspense>
  );
}

/**
 * The settings that live outside React and antd, on <html>: colour-weak filter, light or dark theme (global.css draws the
 * page and the login page from it), theme and link colours, the UI language's fonts, and the device.
 */
export function documentStyle(theme: 'light' | 'dark', themeColor: string, language: string | undefined): Record<string, string> {
  const primary = primaryColors(theme === 'dark', themeColor);
  return {
    'color-scheme': theme,
    '--app-font-family': fontFamilyFor(language),
    '--progress-color': themeColor,
    // antd's primary button colours, for the login page's button (global.css)
    '--primary-color': primary.primary,
    '--primary-hover': primary.hover,
    '--primary-active': primary.active,
    // links outside antd components (global.css) take antd's link colour: the theme colour made readable on the page
    '--link-color': linkColor(theme === 'dark', themeColor),
  };
}

function DocumentSettings() {
  const colorWeak = useSettings((s) => s.colorWeak);
  const theme = useSettings((s) => s.theme);
  const themeColor = useSettings((s) => s.themeColor);
  const update = useSettings((s) => s.update);
  // antd locales are named 'zh-cn', 'en', 'ja': the fonts follow the language antd and dayjs have switched to
  const language = useAntdLocale((s) => s.antdLocale?.locale);

  useEffect(() => {
    document.documentElement.style.filter = colorWeak ? 'invert(80%)' : '';
  }, [colorWeak]);
  // before the first paint: the login page takes its colours from these alone (a frame in the wrong theme otherwise)
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
    for (const [name, value] of Object.entries(documentStyle(theme, themeColor, language))) document.documentElement.style.setProperty(name, value);
  }, [theme, themeColor, language]);
  useEffect(() => {
    // the store starts with the device the window is (settings-store.ts); this follows a window made wider or narrower
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => update({ device: deviceNow() });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [update]);
  return null;
}

/**
 * What every page shares. antd's provider is not here: the login page is drawn without antd, and the other pages take
 * it with their layout (app/antd-provider.tsx, app/router.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LazyMessageHolder />
        <DocumentSettings />
        {children}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
