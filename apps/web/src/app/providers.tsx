import { ConfigProvider, theme as antTheme } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { messageHolder } from '../lib/feedback';
import { lazyPart } from '../lib/lazy-part';
import { i18n } from '../lib/i18n';
import { useAntdLocale } from '../lib/locale';
import { queryClient } from '../lib/query-client';
import { afterFirstScreen } from '../lib/startup';
import { readableTheme } from './readable-theme';
import { deviceNow, MOBILE_QUERY, useSettings } from './settings/settings-store';

// One font stack for the whole app (antd token and the page body): Latin system fonts first, so
// Latin text never falls into a CJK font's Latin glyphs, then the CJK fonts of the UI language.
const LATIN_FONTS = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans'";
const CJK_FONTS: Record<string, string> = {
  ja: "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic UI', Meiryo, 'Noto Sans CJK JP', 'Noto Sans JP'",
  zh: "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC'",
};
const EMOJI_FONTS = "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'";

export function fontFamilyFor(language: string | undefined) {
  const cjk = language?.startsWith('ja') ? CJK_FONTS.ja : CJK_FONTS.zh;
  return `${LATIN_FONTS}, ${cjk}, sans-serif, ${EMOJI_FONTS}`;
}

// a failed download leaves the app without toasts rather than breaking every page (errors also show in place)
const MessageHolder = lazyPart(() => import('./message-holder').then((m) => m.default));

/** Themed toasts (app/message-holder.tsx): loaded once the first screen has settled (lib/startup.ts), or at the first toast. */
function LazyMessageHolder() {
  const wanted = useSyncExternalStore(messageHolder.subscribe, messageHolder.wanted, messageHolder.wanted);
  useEffect(() => afterFirstScreen(messageHolder.want), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MessageHolder />
    </Suspense>
  );
}

/** Applies the settings that live outside React: colour-weak filter, dark page background, device. */
function DocumentSettings() {
  const colorWeak = useSettings((s) => s.colorWeak);
  const theme = useSettings((s) => s.theme);
  const themeColor = useSettings((s) => s.themeColor);
  const update = useSettings((s) => s.update);
  // links outside antd components (global.css) take antd's link colour: the theme colour made readable on the page
  const { token } = antTheme.useToken();

  useEffect(() => {
    document.documentElement.style.filter = colorWeak ? 'invert(80%)' : '';
  }, [colorWeak]);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  useEffect(() => {
    document.documentElement.style.setProperty('--progress-color', themeColor);
  }, [themeColor]);
  useEffect(() => {
    document.documentElement.style.setProperty('--link-color', token.colorLink);
  }, [token.colorLink]);
  useEffect(() => {
    // the store starts with the device the window is (settings-store.ts); this follows a window made wider or narrower
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => update({ device: deviceNow() });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [update]);
  return null;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotionQuery = () => (typeof window !== 'undefined' ? window.matchMedia?.(REDUCED_MOTION) : undefined);
const subscribeReducedMotion = (onChange: () => void) => {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const reducedMotionNow = () => reducedMotionQuery()?.matches ?? false;

export function Providers({ children }: { children: ReactNode }) {
  const theme = useSettings((s) => s.theme);
  const themeColor = useSettings((s) => s.themeColor);
  const antdLocale = useAntdLocale((s) => s.antdLocale);
  // the system's "reduce motion" (vestibular disorders, slow devices): antd's opening, closing and sliding animations off
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, reducedMotionNow, () => false);
  // antd locales are named 'zh-cn', 'en', 'ja'
  const fontFamily = fontFamilyFor(antdLocale?.locale);
  const themeConfig = useMemo(
    () => readableTheme(theme === 'dark', themeColor, fontFamily, !reducedMotion),
    [theme, themeColor, fontFamily, reducedMotion],
  );

  useEffect(() => {
    // global.css reads it for text outside antd components
    document.documentElement.style.setProperty('--app-font-family', fontFamily);
  }, [fontFamily]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider
          locale={antdLocale}
          // stable button names (antd would write 登录 as "登 录"), for people and for tests
          button={{ autoInsertSpace: false }}
          // antd's light or dark theme with every colour used as text lifted to WCAG AA (readable-theme.ts)
          theme={themeConfig}
        >
          <LazyMessageHolder />
          <DocumentSettings />
          {children}
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
