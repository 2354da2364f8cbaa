import { Form, Modal } from 'antd';
import type { Donation } from '@golf/shared/schemas/donation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuardedClose } from '../../../components/use-guarded-close';
import { DonationForm, EMPTY, valuesOf, type DonationValues } from './donation-form';

/**
 * The sponsor form in a dialog: an organiser records a sponsorship (in a company's or a guest's name), or a
 * sponsorship is corrected. Closing it with changes asks first.
 */
export function DonationModal({ activityId, donation, onClose }: { activityId: string; donation?: Donation; onClose: () => void }) {
  const { t } = useTranslation('donations');
  const [form] = Form.useForm<DonationValues>();
  const [initial] = useState(() => (donation ? valuesOf(donation) : EMPTY));
  // the button that opened it has the focus back once it closes (the dialog is unmounted, and the focus fell to the page)
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const done = () => {
    onClose();
    requestAnimationFrame(() => {
      if (opener?.isConnected) opener.focus();
    });
  };
  const [close, holder] = useGuardedClose(form, initial, done);
  return (
    <Modal open title={donation ? t('manage.editTitle', { title: donation.title }) : t('manage.recordTitle')} footer={null} onCancel={close} destroyOnHidden>
      {holder}
      <DonationForm activityId={activityId} donation={donation} form={form} onDone={done} recording={!donation} />
    </Modal>
  );
}
