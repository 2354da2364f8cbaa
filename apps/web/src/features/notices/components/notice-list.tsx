import { PushpinFilled } from '@ant-design/icons';
import type { Notice } from '@golf/shared/schemas/notice';
import { Badge, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainList, PlainListItem } from '../../../components/plain-list';
import { formatDateTime } from '../../activities/components/activity-format';

export const noticePath = (id: string) => `/dashboard/notice/detail?id=${id}`;

/** Notices as a list: pinned tag, unread dot, group/event and time (a plain list: no paging here, the pages page themselves). */
export function NoticeList({ notices, loading, showGroup = true }: { notices: Notice[]; loading?: boolean; showGroup?: boolean }) {
  const { t, i18n } = useTranslation('notices');
  return (
    <PlainList loading={loading} empty={t('list.empty')}>
      {notices.map((n, i) => (
        <PlainListItem
          key={n.id}
          last={i === notices.length - 1}
          data-testid="notice-item"
          title={
              <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
                {!n.read && (
                  <span title={t('list.unread')} aria-label={t('list.unread')} data-testid="notice-unread">
                    <Badge status="processing" />
                  </span>
                )}
                {n.pinned && (
                  <Tag color="gold" icon={<PushpinFilled />}>
                    {t('pinned')}
                  </Tag>
                )}
                <Link to={noticePath(n.id)} style={{ color: 'inherit', fontWeight: n.read ? 400 : 600, overflowWrap: 'anywhere' }}>
                  {n.title}
                </Link>
              </span>
          }
          description={
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[showGroup ? n.groupName : null, n.activityTitle, n.author?.nickname, formatDateTime(n.createdAt, i18n.language), n.updatedAt !== n.createdAt ? t('detail.edited') : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
          }
        />
      ))}
    </PlainList>
  );
}
