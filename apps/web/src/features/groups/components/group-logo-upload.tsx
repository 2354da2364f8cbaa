import { UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useUploadGroupLogo } from '../api/upload-group-logo';
import { GroupLogo } from './group-logo';

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export function GroupLogoUpload({ id, name, logo }: { id: string; name: string; logo: string }) {
  const { t } = useTranslation('groups');
  const upload = useUploadGroupLogo();

  const beforeUpload = (file: File) => {
    if (!TYPES.includes(file.type)) feedback.error(t('logo.wrongType'));
    else if (file.size > MAX_BYTES) feedback.error(t('logo.tooLarge'));
    else upload.mutate({ id, file }, { onSuccess: () => feedback.success(t('logo.saved')) });
    return false;
  };

  return (
    <Space align="center" size="large" wrap>
      <GroupLogo name={name} logo={logo} size={80} />
      <Space orientation="vertical" size={4}>
        <Upload accept={TYPES.join(',')} showUploadList={false} beforeUpload={beforeUpload} maxCount={1}>
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="group-logo-upload">
            {t('logo.choose')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('logo.hint')}</Typography.Text>
      </Space>
    </Space>
  );
}
