import { PlusOutlined } from '@ant-design/icons';
import type { Activity, ActivityView } from '@golf/shared/schemas/activity';
import { Alert, Button, Card, Empty, List, Skeleton, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActivities } from '../../activities/api/get-activities';
import { detailPath } from '../../activities/components/activity-format';
import { ActivityStatusTag } from '../../activities/components/status-tags';
import { useDateFormat } from '../../../lib/use-date-format';

const SHOWN = 5;
type EventsView = Extract<ActivityView, 'upcoming' | 'past'>;

function EventRow({ activity }: { activity: Activity }) {
  const { t } = useTranslation('groups');
  const formatDate = useDateFormat();
  return (
    <List.Item data-testid="group-event">
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px', width: '100%' }}>
        <Typography.Text type="secondary" style={{ minWidth: 96 }}>
          {formatDate(activity.acdate)}
        </Typography.Text>
        <Link to={detailPath(activity.id)} style={{ flex: '1 1 160px', minWidth: 0, wordBreak: 'break-word' }}>
          {activity.title}
        </Link>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }}>
          <ActivityStatusTag status={activity.status} />
          <Typography.Text type="secondary" aria-label={t('events.registeredLabel', { registered: activity.registered, capacity: activity.capacity })}>
            {activity.registered}/{activity.capacity}
          </Typography.Text>
        </span>
      </div>
    </List.Item>
  );
}

function EventsTab({ groupId, view }: { groupId: string; view: EventsView }) {
  const { t } = useTranslation('groups');
  const events = useActivities({ groupId, view, pageSize: SHOWN });
  if (events.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (events.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('events.loadFailed')}
        description={events.error.message}
        action={
          <Button size="small" onClick={() => void events.refetch()}>
            {t('events.retry')}
          </Button>
        }
      />
    );
  return (
    <List
      size="small"
      dataSource={events.data.list}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(view === 'upcoming' ? 'events.noUpcoming' : 'events.noPast')} /> }}
      renderItem={(a) => <EventRow activity={a} />}
    />
  );
}

/** The group's next and last events (five of each) with a link to all of them in the event list; organisers start a new one here. */
export function GroupEventsCard({ groupId, organises = false }: { groupId: string; organises?: boolean }) {
  const { t } = useTranslation('groups');
  const [view, setView] = useState<EventsView>('upcoming');
  return (
    <Card
      title={t('events.title')}
      extra={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
          {organises && (
            <Link to={`/activity/create?groupId=${groupId}`}>
              <Button type="primary" size="small" icon={<PlusOutlined />} data-testid="group-new-event">
                {t('events.create')}
              </Button>
            </Link>
          )}
          <Link to={`/dashboard/activity/index?groupId=${groupId}${view === 'past' ? '&view=past' : ''}`}>{t('events.all')}</Link>
        </span>
      }
      styles={{ body: { paddingTop: 0 } }}
      data-testid="group-events"
    >
      <Tabs
        activeKey={view}
        onChange={(key) => setView(key as EventsView)}
        items={[
          { key: 'upcoming', label: t('events.upcoming'), children: <EventsTab groupId={groupId} view="upcoming" /> },
          { key: 'past', label: t('events.past'), children: <EventsTab groupId={groupId} view="past" /> },
        ]}
      />
    </Card>
  );
}
