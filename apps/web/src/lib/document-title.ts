import { useEffect, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/**
 * The browser tab's title names what the page is about, not only which page it is: "Monthly Medal · Event · Golf
 * Assistant". It is what a tab strip, a bookmark, the history and a screen reader's window list show, and what a browser
 * names a printed page's PDF after.
 */
let subject: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Inside the app's layout: the page's subject (an event's or a group's name) goes before the page's own title. */
export function useTitleSubject(name: string | undefined | null): void {
  useEffect(() => {
    if (!name) return;
    subject = name;
    listeners.forEach((l) => l());
    return () => {
      if (subject !== name) return;
      subject = null;
      listeners.forEach((l) => l());
    };
  }, [name]);
}

/** The subject of the page on screen, for the layout's title (app/layout/page-heading.tsx). */
export function useCurrentTitleSubject(): string | null {
  return useSyncExternalStore(subscribe, () => subject);
}

/** The parts of a title, most particular first, joined with the app's name. */
export function titleOf(...parts: (string | null | undefined)[]): string {
  return [...parts.filter((p): p is string => Boolean(p)), i18n.t('common:appName')].join(' · ');
}

/** Pages outside the app's layout (the shared link, the TV board, printed sheets) set the whole title themselves. */
export function useDocumentTitle(...parts: (string | null | undefined)[]): void {
  const title = titleOf(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
