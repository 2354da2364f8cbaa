import type { ModalProps } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';
import { useBlocker } from 'react-router';

export interface UnsavedTexts {
  title: string;
  text: string;
  leave: string;
  stay: string;
}

/**
 * Keeps unsaved work: the browser asks before a reload or closing the tab, and leaving the page
 * inside the app (another route, or the same page for another `id`) asks first with `texts`.
 * Changing other query parameters of the same page (e.g. its tabs) is free.
 * Only a dirty guard holds a router blocker: the router consults just the last blocker registered, so a clean
 * form mounted later on the same page (another tab of the event's management) must not hide a dirty one's.
 * A form that leaves the page after saving renders `dirty={false}` first (see use-unsaved-form.ts).
 * antd's Modal for the question loads as the form turns dirty, not with the page; should it fail to load (offline), the
 * browser's own confirmation asks instead, so the work is kept either way.
 */
export function UnsavedGuard({ dirty, texts }: { dirty: boolean; texts: UnsavedTexts }) {
  return dirty ? <DirtyGuard texts={texts} /> : null;
}

function DirtyGuard({ texts }: { texts: UnsavedTexts }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const id = (search: string) => new URLSearchParams(search).get('id');
    return currentLocation.pathname !== nextLocation.pathname || id(currentLocation.search) !== id(nextLocation.search);
  });

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const [Modal, setModal] = useState<ComponentType<ModalProps> | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    import('antd/es/modal')
      .then((module) => live && setModal(() => module.default))
      .catch(() => live && setModal('failed'));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (Modal !== 'failed' || blocker.state !== 'blocked') return;
    if (window.confirm(`${texts.title}\n\n${texts.text}`)) blocker.proceed();
    else blocker.reset();
  }, [Modal, blocker, texts]);

  if (!Modal || Modal === 'failed') return null;
  return (
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
  );
}

/** The four texts of a namespace's `unsaved.*` keys. */
export function unsavedTexts(t: (key: string) => string): UnsavedTexts {
  return { title: t('unsaved.title'), text: t('unsaved.text'), leave: t('unsaved.leave'), stay: t('unsaved.stay') };
}
