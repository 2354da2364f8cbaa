import { Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Keeps unsaved work: the browser asks before a reload or closing the tab, and leaving the page
 * inside the app (another route or another event) asks first. Switching tabs of the same event is free.
 */
export function UnsavedGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('flights');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!dirty) return false;
    const id = (search: string) => new URLSearchParams(search).get('id');
    return currentLocation.pathname !== nextLocation.pathname || id(currentLocation.search) !== id(nextLocation.search);
  });

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      okText={t('unsaved.leave')}
      okButtonProps={{ danger: true }}
      cancelText={t('unsaved.stay')}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('unsaved.text')}
    </Modal>
  );
}
