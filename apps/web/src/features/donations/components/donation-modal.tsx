import { Form, Modal } from 'antd';
import type { Donation } from '@golf/shared/schemas/donation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuardedClose } from '../../../components/use-guarded-close';
import type { DialogProps } from '../../../lib/use-dialog-target';
import { DonationForm, initialDonation, type DonationValues } from './donation-form';

/**
 * The sponsor form in a dialog: an organiser records a sponsorship (in a company's or a guest's name), or a
 * sponsorship is corrected. Closing it with changes asks first. Opened with {@link useDialogTarget}.
 */
export function DonationModal({ open, onClose, afterClose, activityId, donation }: DialogProps & { activityId: string; donation?: Donation }) {
  const { t } = useTranslation('donations');
  const [form] = Form.useForm<DonationValues>();
  const [initial] = useState(() => initialDonation(donation));
  const [close, holder] = useGuardedClose(form, initial, onClose);
  return (
    <Modal open={open} afterClose={afterClose} title={donation ? t('manage.editTitle', { title: donation.title }) : t('manage.recordTitle')} footer={null} onCancel={close} destroyOnHidden>
      {holder}
      <DonationForm activityId={activityId} donation={donation} form={form} initialValues={initial} guard={open} onDone={onClose} recording={!donation} />
    </Modal>
  );
}
