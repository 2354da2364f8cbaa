import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { MenuItem } from '@golf/shared/schemas/user';
import { onLogout } from '../../lib/session';

/** The spec's app settings (§3), persisted locally; every change applies at once. */
export interface AppSettings {
  theme: 'light' | 'dark';
  colorWeak: boolean;
  navbar: boolean;
  menu: boolean;
  topMenu: boolean;
  hideMenu: boolean;
  menuCollapse: boolean;
  footer: boolean;
  themeColor: string;
  menuWidth: number;
  tabBar: boolean;
  menuFromServer: boolean;
  device: 'desktop' | 'mobile';
  serverMenu: MenuItem[];
}

export const DEFAULT_SETTINGS: AppSettings = {
  theme: 'light',
  colorWeak: false,
  navbar: true,
  menu: true,
  topMenu: false,
  hideMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: '#165DFF',
  menuWidth: 220,
  tabBar: true,
  menuFromServer: false,
  device: 'desktop',
  serverMenu: [],
};

/**
 * Narrower than this is a phone: the menu becomes a drawer (app-layout.tsx). antd's `md` breakpoint, the width at which
 * `useScreens().md` (lib/use-screens.ts BREAKPOINTS) turns true for the pages' own layout; a test keeps the two equal.
 * Written out here: an import would put that module in a chunk of its own on every page's first screen.
 */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * The device the window is now. A media query, not `innerWidth`: reading the width while the page has unfinished
 * layout makes the browser lay it out at once (Lighthouse's "forced reflow", ~100 ms on a slow phone).
 */
export function deviceNow(): AppSettings['device'] {
  return typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches ? 'mobile' : 'desktop';
}

interface SettingsState extends AppSettings {
  update: (patch: Partial<AppSettings>) => void;
  reset: () => void;
}

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      // known before the first render, so a phone's first screen is laid out once, as a phone's
      device: deviceNow(),
      update: (patch) =>
        // the spec: turning the top menu on un-collapses the menu
        set(patch.topMenu ? { ...patch, menuCollapse: false } : patch),
      reset: () => set({ ...DEFAULT_SETTINGS, device: deviceNow() }),
    }),
    {
      name: 'golf-settings',
      version: 1,
      // the device follows the window, it is not a preference
      partialize: ({ update: _update, reset: _reset, device: _device, ...rest }) => rest,
    },
  ),
);

onLogout(() => useSettings.setState({ serverMenu: [] }));
