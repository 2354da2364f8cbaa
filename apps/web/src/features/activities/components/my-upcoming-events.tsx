import { Alert, Button, Card, Empty, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWorkplace } from '../../workplace/api/get-workplace';
import { detailPath, formatDay } from './activity-format';
import { MyStatusTag } from './status-tags';

/**
 * The workplace's "my upcoming events": what I signed up for (or wait for), soonest first, with my status.
 * Reads the workplace's one request (GET /api/workplace, shared through the query cache).
 */
export function MyUpcomingEvents() {
  const { t, i18n } = useTranslation('activities');
  const activities = useWorkplace();
  const list = activities.data?.upcoming;
  return (
    <Card
      title={t('workplace.title')}
      extra={<Link to="/dashboard/activity/index">{t('workplace.all')}</Link>}
      styles={{ body: { paddingTop: 4 } }}
      data-testid="my-upcoming-events"
    >
      {activities.isPending && <Skeleton active />}
      {activities.isError && (
        <Alert
          type="error"
          showIcon
          title={t('list.loadFailed')}
          description={activities.error.message}
          action={<Button size="small" onClick={() => void activities.refetch()}>{t('retry')}</Button>}
        />
      )}
      {list &&
        (list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.empty')}>
            <Link to="/dashboard/activity/index?view=registering">
              <Button type="primary">{t('workplace.find')}</Button>
            </Link>
          </Empty>
        ) : (
          <List
            dataSource={list}
            renderItem={(a) => {
              return (
                <List.Item extra={<MyStatusTag registration={a.registration} />}>
                  <List.Item.Meta
                    title={<Link to={detailPath(a.id)}>{a.title}</Link>}
                    description={
                      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                        {formatDay(a.acdate, i18n.language)} {a.teeOffTime} · {a.place || a.groupName}
                      </Typography.Text>
                    }
                  />
                </List.Item>
              );
            }}
          />
        ))}
    </Card>
  );
}
