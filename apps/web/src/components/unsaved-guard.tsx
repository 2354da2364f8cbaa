import type { ModalProps } from 'antd';
import { Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { NavigationType, useBlocker } from 'react-router';
import { lazyPart } from '../lib/lazy-part';
import { sessionExpired } from '../lib/session';

/** The question asked by the browser itself, when antd's Modal cannot be downloaded (offline): the work is kept either way. */
function BrowserQuestion({ open, title, children, onOk, onCancel }: ModalProps) {
  useEffect(() => {
    if (!open) return;
    if (window.confirm(`${String(title)}\n\n${String(children)}`)) onOk?.(undefined as never);
    else onCancel?.(undefined as never);
    // asked once each time the question opens; its handlers are new on every render of the guard
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return null;
}

const Modal = lazyPart(() => import('antd/es/modal').then((m) => m.default as ComponentType<ModalProps>), { fallback: BrowserQuestion });

export interface UnsavedTexts {
  title: string;
  text: string;
  leave: string;
  stay: string;
}

/**
 * Keeps unsaved work: the browser asks before a reload or closing the tab, and leaving the page
 * inside the app (another route, or the same page for another `id`) asks first with `texts`.
 * Changing other query parameters of the same page (e.g. its tabs) is free, unless `anyChange`: a form in a dialog
 * over one row of a paginated list (a reply being edited) goes with the row when the list turns to another page.
 * Only a dirty guard holds a router blocker: the router consults just the last blocker registered, so a clean
 * form mounted later on the same page (another tab of the event's management) must not hide a dirty one's.
 * A form that leaves the page after saving renders `dirty={false}` first (see use-unsaved-form.ts).
 * antd's Modal for the question loads as the form turns dirty, not with the page; should it fail to load (offline), the
 * browser's own confirmation asks instead, so the work is kept either way.
 */
export function UnsavedGuard({ dirty, texts, anyChange = false }: { dirty: boolean; texts: UnsavedTexts; anyChange?: boolean }) {
  return dirty ? <DirtyGuard texts={texts} anyChange={anyChange} /> : null;
}

/** How many guards on screen hold unsaved work (a page may have several: the tabs of an event's management). */
let dirtyGuards = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether the page on screen holds unsaved work: for an action that does not leave the page but uses what is saved (an
 * event's "open registration" with its basic info changed and not saved), which then asks first.
 */
export function useUnsavedOnPage(): boolean {
  return useSyncExternalStore(subscribe, () => dirtyGuards > 0, () => false);
}

function DirtyGuard({ texts, anyChange }: { texts: UnsavedTexts; anyChange: boolean }) {
  useEffect(() => {
    dirtyGuards += 1;
    listeners.forEach((l) => l());
    return () => {
      dirtyGuards -= 1;
      listeners.forEach((l) => l());
    };
  }, []);
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    // the session expired: the way to the login page is free, the work waits in a draft (use-unsaved-form.ts)
    if (sessionExpired()) return false;
    const id = (search: string) => new URLSearchParams(search).get('id');
    if (currentLocation.pathname !== nextLocation.pathname) return true;
    // (a page correcting its own address, replacing it, is no leaving: a list past its last page turning back to it)
    if (anyChange) return historyAction !== NavigationType.Replace && currentLocation.search !== nextLocation.search;
    return id(currentLocation.search) !== id(nextLocation.search);
  });

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return (
    <Suspense fallback={null}>
      <Modal
        open={blocker.state === 'blocked'}
        title={texts.title}
        okText={texts.leave}
        okButtonProps={{ danger: true }}
        cancelText={texts.stay}
        onOk={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {texts.text}
      </Modal>
    </Suspense>
  );
}

/** The four texts of a namespace's `unsaved.*` keys. */
export function unsavedTexts(t: (key: string) => string): UnsavedTexts {
  return { title: t('unsaved.title'), text: t('unsaved.text'), leave: t('unsaved.leave'), stay: t('unsaved.stay') };
}
