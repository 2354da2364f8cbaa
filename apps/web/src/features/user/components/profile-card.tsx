import { EditOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import type { UserSettingsView } from '@golf/shared/schemas/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heading } from '../../../components/heading';
import { useScreens } from '../../../lib/use-screens';

function formatDate(value: string | null | undefined, locale: string) {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

export function ProfileCard({ profile }: { profile: UserSettingsView }) {
  const { t, i18n } = useTranslation('user');
  // on a phone each label sits above its value: beside it, the value's column split names and addresses mid-word
  const screens = useScreens();
  const empty = t('info.empty');
  const location = [profile.country, profile.area, profile.address].filter(Boolean).join(' · ');
  return (
    <Card>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 20, alignItems: 'center', marginBottom: 24 }}>
        <Avatar size={80} src={profile.avatar || undefined} icon={<UserOutlined />} alt={profile.nickname} />
        <div style={{ flex: 1, minWidth: 180 }}>
          <Heading level={2} size={3} style={{ margin: 0 }}>
            {profile.nickname}
          </Heading>
          <Space wrap size={4} style={{ marginTop: 4 }}>
            <Typography.Text type="secondary">@{profile.username}</Typography.Text>
            {profile.emailVerified && <Tag color="success">{t('info.verified')}</Tag>}
          </Space>
        </div>
        <Link to="/user/setting">
          <Button icon={<EditOutlined />}>{t('info.edit')}</Button>
        </Link>
      </div>
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2 }}
        bordered
        size="middle"
        layout={screens.sm ? 'horizontal' : 'vertical'}
        styles={{ label: { whiteSpace: 'nowrap' }, content: { overflowWrap: 'anywhere' } }}
      >
        <Descriptions.Item label={t('fields.username')}>{profile.username}</Descriptions.Item>
        <Descriptions.Item label={t('fields.email')}>{profile.email}</Descriptions.Item>
        <Descriptions.Item label={t('fields.phone')}>{profile.phone || empty}</Descriptions.Item>
        <Descriptions.Item label={t('fields.location')}>{location || empty}</Descriptions.Item>
        <Descriptions.Item label={t('fields.sex')}>{profile.sex ? t(`sex.${profile.sex}`) : empty}</Descriptions.Item>
        <Descriptions.Item label={t('fields.handicap')}>{profile.handicap ?? empty}</Descriptions.Item>
        <Descriptions.Item label={t('fields.registrationDate')}>{formatDate(profile.registrationDate, i18n.language) ?? empty}</Descriptions.Item>
        <Descriptions.Item label={t('fields.birthday')}>{formatDate(profile.birthday, i18n.language) ?? empty}</Descriptions.Item>
        <Descriptions.Item label={t('fields.introduction')} span={{ xs: 1, sm: 1, md: 2 }}>
          <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{profile.profile || empty}</Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
