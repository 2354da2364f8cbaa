import { CopyOutlined, DownloadOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Input, Modal, QRCode, Space, Typography } from 'antd';
import { useRef } from 'react';
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
  // a phone's own share sheet (the chat apps), where the browser has one
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const send = () => navigator.share({ title: subject, url }).catch(() => undefined);
  // the code as a picture, to post into a chat or print on a flyer
  const qr = useRef<HTMLDivElement>(null);
  const saveQr = () => {
    const code = qr.current?.querySelector('canvas');
    if (!code) return;
    // with the white margin ("quiet zone") scanners need around the code
    const margin = Math.round(code.width / 10);
    const canvas = document.createElement('canvas');
    canvas.width = code.width + 2 * margin;
    canvas.height = code.height + 2 * margin;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(code, margin, margin);
    const a = document.createElement('a');
    a.href = canvas.toDataURL('image/png');
    a.download = `${subject.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'qr'}.png`;
    a.click();
  };
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={heading} width={400} destroyOnHidden>
      <Space orientation="vertical" align="center" style={{ width: '100%' }} size={12}>
        <Typography.Text strong>{subject}</Typography.Text>
        {/* a picture with a name: the code's own canvas is left out of the accessibility tree */}
        <div role="img" aria-label={t('share.qr')}>
          <div aria-hidden ref={qr}>
            {/* black on white in either theme: a saved or scanned code must read anywhere */}
            <QRCode value={url} size={200} bordered={false} color="#000000" bgColor="#ffffff" data-testid="share-qr" />
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
        <Space wrap style={{ justifyContent: 'center' }}>
          {canShare && (
            <Button icon={<ShareAltOutlined />} onClick={() => void send()} data-testid="share-send">
              {t('share.send')}
            </Button>
          )}
          <Button icon={<DownloadOutlined />} onClick={saveQr} data-testid="share-save-qr">
            {t('share.saveQr')}
          </Button>
        </Space>
      </Space>
    </Modal>
  );
}
