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
  /** `replacing`: the page visited replaced the last one in the browser's history */
  visit: (tab: Tab, replacing?: boolean) => void;
  close: (name: string) => void;
  closeOthers: (name: string) => void;
}

/**
 * The tabs once `tab` is visited: added at the end, or its route's tab now showing its address; `tabs` itself (the same
 * array) when it already shows it, so a view of the visited tabs stays equal once the visit is stored (tab-bar.tsx).
 * A visit that replaced the page of the tab named `replaces` in the browser's history (a draft made from "New event",
 * an event deleted) takes that tab's place: it led nowhere any more, or back to a blank form.
 */
export function visited(tabs: Tab[], tab: Tab, replaces?: string): Tab[] {
  if (replaces && replaces !== HOME_PATH && replaces !== tab.name && tabs.some((t) => t.name === replaces)) {
    const kept = tabs.some((t) => t.name === tab.name) ? tabs.filter((t) => t.name !== replaces) : tabs.map((t) => (t.name === replaces ? tab : t));
    return visited(kept, tab);
  }
  const index = tabs.findIndex((t) => t.name === tab.name);
  if (index === -1) return [...tabs, tab];
  if (tabs[index].fullPath === tab.fullPath) return tabs;
  return tabs.map((t, i) => (i === index ? tab : t));
}

export const useTabs = create<TabState>((set) => ({
  tabs: [HOME_TAB],
  visit: (tab, replacing) => set(({ tabs, visitedLast }) => ({ tabs: visited(tabs, tab, replacing ? visitedLast?.name : undefined), visitedLast: tab })),
  close: (name) => set(({ tabs }) => ({ tabs: name === HOME_PATH ? tabs : tabs.filter((t) => t.name !== name) })),
  closeOthers: (name) => set(({ tabs }) => ({ tabs: tabs.filter((t) => t.name === HOME_PATH || t.name === name) })),
}));

onLogout(() => useTabs.setState({ tabs: [HOME_TAB], visitedLast: undefined }));
