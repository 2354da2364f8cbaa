import { CopyOutlined } from '@ant-design/icons';
import { Button, Input, Modal, QRCode, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A link and its QR code, to paste into a chat or show on a phone screen: an event's, a group's invitation. */
export function ShareLinkModal({ url, heading, subject, hint, open, onClose }: { url: string; heading: string; subject: string; hint: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(url)) feedback.success(t('share.copied'));
    else feedback.info(t('share.copyManually'));
  };
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={heading} width={400} destroyOnHidden>
      <Space orientation="vertical" align="center" style={{ width: '100%' }} size={12}>
        <Typography.Text strong>{subject}</Typography.Text>
        {/* a picture with a name: the code's own canvas is left out of the accessibility tree */}
        <div role="img" aria-label={t('share.qr')}>
          <div aria-hidden>
            <QRCode value={url} size={200} bordered={false} data-testid="share-qr" />
          </div>
        </div>
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {hint}
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
