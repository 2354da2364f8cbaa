import { EyeInvisibleOutlined, LockOutlined, PushpinFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const topicPath = (id: string, page?: number) => `/dashboard/topic/detail?id=${id}${page && page > 1 ? `&page=${page}` : ''}`;

/** Pinned, locked and hidden markers of a topic. */
export function TopicTags({ pinned, locked, hidden }: { pinned: boolean; locked: boolean; hidden: boolean }) {
  const { t } = useTranslation('topics');
  return (
    <>
      {pinned && (
        <Tag color="gold" icon={<PushpinFilled />}>
          {t('tag.pinned')}
        </Tag>
      )}
      {locked && <Tag icon={<LockOutlined />}>{t('tag.locked')}</Tag>}
      {hidden && (
        <Tag color="red" icon={<EyeInvisibleOutlined />}>
          {t('tag.hidden')}
        </Tag>
      )}
    </>
  );
}
