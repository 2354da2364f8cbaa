import { CopyOutlined } from '@ant-design/icons';
import { Button, Input, Modal, QRCode, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { shareUrl } from './activity-format';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The public link of an event and its QR code, to paste into a chat or show on a phone screen. */
export function ShareModal({ activityId, title, open, onClose }: { activityId: string; title: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('activities');
  const url = shareUrl(activityId);
  const copy = async () => {
    if (await copyText(url)) feedback.success(t('share.copied'));
    else feedback.info(t('share.copyManually'));
  };
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('share.title')} width={400} destroyOnHidden>
      <Space orientation="vertical" align="center" style={{ width: '100%' }} size={12}>
        <Typography.Text strong>{title}</Typography.Text>
        {/* a picture with a name: the code's own canvas is left out of the accessibility tree */}
        <div role="img" aria-label={t('share.qr')}>
          <div aria-hidden>
            <QRCode value={url} size={200} bordered={false} data-testid="share-qr" />
          </div>
        </div>
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('share.hint')}
        </Typography.Text>
        <Space.Compact style={{ width: '100%' }}>
          <Input value={url} readOnly aria-label={t('share.link')} data-testid="share-link" onFocus={(e) => e.target.select()} />
          <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('share.copy')}
          </Button>
        </Space.Compact>
      </Space>
    </Modal>
  );
}
