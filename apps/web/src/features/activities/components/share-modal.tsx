import { useTranslation } from 'react-i18next';
import { ShareLinkModal } from '../../../components/share-link-modal';
import { shareUrl } from './activity-format';

/** The public link of an event and its QR code, to paste into a chat or show on a phone screen. */
export function ShareModal({ activityId, title, open, onClose }: { activityId: string; title: string; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('activities');
  return <ShareLinkModal url={shareUrl(activityId, i18n.language)} heading={t('share.title')} subject={title} hint={t('share.hint')} open={open} onClose={onClose} />;
}
