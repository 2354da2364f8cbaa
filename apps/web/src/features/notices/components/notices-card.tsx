import { NotificationOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotices } from '../api/get-notices';
import { NoticeList } from './notice-list';

export const noticePublishPath = (groupId: string, activityId?: string) =>
  `/dashboard/notice/publish?groupId=${groupId}${activityId ? `&activityId=${activityId}` : ''}`;

/** The latest notices of a group or of one event, for the group and event pages. Members only. */
export function NoticesCard({ groupId, activityId, canPublish }: { groupId: string; activityId?: string; canPublish: boolean }) {
  const { t } = useTranslation('notices');
  const notices = useNotices(activityId ? { activityId, pageSize: 5 } : { groupId, pageSize: 5 });
  const more = activityId ? `/dashboard/notice?activityId=${activityId}` : `/dashboard/notice?groupId=${groupId}`;
  return (
    <Card
      title={
        <Space>
          <NotificationOutlined />
          {activityId ? t('card.eventTitle') : t('card.title')}
        </Space>
      }
      extra={
        <Space size={12} wrap>
          {canPublish && (
            <Link to={noticePublishPath(groupId, activityId)}>
              <Button size="small" type="primary" icon={<PlusOutlined />}>
                {t('publish.action')}
              </Button>
            </Link>
          )}
          <Link to={more}>{t('card.more')}</Link>
        </Space>
      }
      data-testid="notices-card"
    >
      {notices.isError ? (
        <Alert type="error" showIcon title={t('list.failed')} description={notices.error.message} action={<Button size="small" onClick={() => void notices.refetch()}>{t('retry')}</Button>} />
      ) : (
        <NoticeList notices={notices.data?.list ?? []} loading={notices.isPending} showGroup={false} />
      )}
    </Card>
  );
}
