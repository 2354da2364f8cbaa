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
  /** the tab of the last visit stored (tab-bar.tsx shows a page's tab before its visit is stored, not after) */
  visitedLast?: Tab;
  visit: (tab: Tab) => void;
  close: (name: string) => void;
  closeOthers: (name: string) => void;
}

/**
 * The tabs once `tab` is visited: added at the end, or its route's tab now showing its address; `tabs` itself (the same
 * array) when it already shows it, so a view of the visited tabs stays equal once the visit is stored (tab-bar.tsx).
 */
export function visited(tabs: Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((t) => t.name === tab.name);
  if (index === -1) return [...tabs, tab];
  if (tabs[index].fullPath === tab.fullPath) return tabs;
  return tabs.map((t, i) => (i === index ? tab : t));
}

export const useTabs = create<TabState>((set) => ({
  tabs: [HOME_TAB],
  visit: (tab) => set(({ tabs }) => ({ tabs: visited(tabs, tab), visitedLast: tab })),
  close: (name) => set(({ tabs }) => ({ tabs: name === HOME_PATH ? tabs : tabs.filter((t) => t.name !== name) })),
  closeOthers: (name) => set(({ tabs }) => ({ tabs: tabs.filter((t) => t.name === HOME_PATH || t.name === name) })),
}));

onLogout(() => useTabs.setState({ tabs: [HOME_TAB] }));
