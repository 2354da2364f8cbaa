import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** Asks before leaving a page with unsaved scores. */
export function UnsavedModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('scores');
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
