import { ConfigProvider } from 'antd';
// antd's styles of the common components, prebaked at build time: antd skips generating them (antd-styles.ts)
import 'virtual:antd-prebaked.css';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useAntdLocale } from '../lib/locale';
import { fontFamilyFor } from './fonts';
import { readableTheme } from './readable-theme';
import { useSettings } from './settings/settings-store';

const FORM = { scrollToFirstError: { focus: true, block: 'center' as const } };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotionQuery = () => (typeof window !== 'undefined' ? window.matchMedia?.(REDUCED_MOTION) : undefined);
const subscribeReducedMotion = (onChange: () => void) => {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const reducedMotionNow = () => reducedMotionQuery()?.matches ?? false;

/**
 * antd's language, theme and motion for what it wraps: every page but the login page (drawn without antd, so the first
 * download of most visits carries none of antd: app/router.tsx), and the toasts (app/message-holder.tsx).
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const theme = useSettings((s) => s.theme);
  const themeColor = useSettings((s) => s.themeColor);
  const antdLocale = useAntdLocale((s) => s.antdLocale);
  // the system's "reduce motion" (vestibular disorders, slow devices): antd's opening, closing and sliding animations off
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, reducedMotionNow, () => false);
  // antd locales are named 'zh-cn', 'en', 'ja'
  const fontFamily = fontFamilyFor(antdLocale?.locale);
  const phone = useSettings((s) => s.device === 'mobile');
  const themeConfig = useMemo(
    () => readableTheme(theme === 'dark', themeColor, fontFamily, !reducedMotion, phone),
    [theme, themeColor, fontFamily, reducedMotion, phone],
  );
  return (
    <ConfigProvider
      locale={antdLocale}
      // stable button names (antd would write 登录 as "登 录"), for people and for tests
      button={{ autoInsertSpace: false }}
      // a form sent with a mistake brings its first wrong field into view with the focus, so that a screen reader reads
      // the field and its error (the focus stayed on the button, and nothing was said)
      form={FORM}
      // antd's light or dark theme with every colour used as text lifted to WCAG AA (readable-theme.ts)
      theme={themeConfig}
    >
      {children}
    </ConfigProvider>
  );
}

/** The route's page inside antd's provider (the open pages other than login: app/router.tsx). */
export function AntdOutlet() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
