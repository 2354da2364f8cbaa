import { create } from 'zustand';
import { HOME_PATH } from '../../lib/paths';
import { onLogout } from '../../lib/session';

/** Spec §3's tab bar entry: title (a `menu:` key), name (the route path), fullPath and query. */
export interface Tab {
  title: string;
  name: string;
  fullPath: string;
  query: string;
  ignoreCache?: boolean;
}

const HOME_TAB: Tab = { title: 'dashboard.workplace', name: HOME_PATH, fullPath: HOME_PATH, query: '' };

interface TabState {
  tabs: Tab[];
  visit: (tab: Tab) => void;
  close: (name: string) => void;
  closeOthers: (name: string) => void;
}

export const useTabs = create<TabState>((set) => ({
  tabs: [HOME_TAB],
  visit: (tab) =>
    set(({ tabs }) => {
      const index = tabs.findIndex((t) => t.name === tab.name);
      if (index === -1) return { tabs: [...tabs, tab] };
      if (tabs[index].fullPath === tab.fullPath) return { tabs };
      return { tabs: tabs.map((t, i) => (i === index ? tab : t)) };
    }),
  close: (name) => set(({ tabs }) => ({ tabs: name === HOME_PATH ? tabs : tabs.filter((t) => t.name !== name) })),
  closeOthers: (name) => set(({ tabs }) => ({ tabs: tabs.filter((t) => t.name === HOME_PATH || t.name === name) })),
}));

onLogout(() => useTabs.setState({ tabs: [HOME_TAB] }));
