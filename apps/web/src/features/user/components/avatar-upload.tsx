import { LoadingOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Space, Typography, Upload } from 'antd';
import { feedback } from '../../../lib/feedback';
import { useTranslation } from 'react-i18next';
import { useUploadAvatar } from '../api/upload-avatar';

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export function AvatarUpload({ avatar }: { avatar: string }) {
  const { t } = useTranslation('user');
  const upload = useUploadAvatar();

  const beforeUpload = (file: File) => {
    if (!TYPES.includes(file.type)) feedback.error(t('avatar.wrongType'));
    else if (file.size > MAX_BYTES) feedback.error(t('avatar.tooLarge'));
    else upload.mutate(file, { onSuccess: () => feedback.success(t('avatar.saved')) });
    return false;
  };

  return (
    <Space orientation="vertical" size="large" align="start">
      <Avatar size={104} src={avatar || undefined} icon={upload.isPending ? <LoadingOutlined /> : <UserOutlined />} alt="" />
      <Upload accept={TYPES.join(',')} showUploadList={false} beforeUpload={beforeUpload} maxCount={1}>
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t('avatar.choose')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('avatar.hint')}</Typography.Text>
    </Space>
  );
}
