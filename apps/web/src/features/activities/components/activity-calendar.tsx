import { Alert, Badge, Button, Calendar, Empty, List, Typography } from 'antd';
import type { Activity, ActivityListQuery } from '@golf/shared/schemas/activity';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActivities } from '../api/get-activities';
import { detailPath } from './activity-format';
import { ActivityStatusTag, MyStatusTag } from './status-tags';
import { useScreens } from '../../../lib/use-screens';

const STATUS_BADGE: Record<Activity['status'], 'success' | 'processing' | 'default' | 'error' | 'warning'> = {
  draft: 'default',
  registering: 'success',
  closed: 'warning',
  playing: 'processing',
  finished: 'default',
  cancelled: 'error',
};

/** Events on their days in a month calendar (antd's, in the UI language); on a phone a small month plus the chosen day's list. */
export function ActivityCalendar({ filters }: { filters: Pick<ActivityListQuery, 'groupId' | 'keyword'> }) {
  const { t, i18n } = useTranslation('activities');
  const screens = useScreens();
  const [selected, setSelected] = useState<Dayjs>(() => dayjs());
  const from = selected.startOf('month').subtract(7, 'day').format('YYYY-MM-DD');
  const to = selected.endOf('month').add(14, 'day').format('YYYY-MM-DD');
  const activities = useActivities({ ...filters, from, to, pageSize: 100 });
  const list = activities.data?.list ?? [];
  const byDay = new Map<string, Activity[]>();
  for (const activity of list) {
    for (const day of activity.days) byDay.set(day, [...(byDay.get(day) ?? []), activity]);
  }
  const phone = !screens.md;
  const today = byDay.get(selected.format('YYYY-MM-DD')) ?? [];

  return (
    <div data-testid="activity-calendar">
      {activities.isError && (
        <Alert
          type="error"
          showIcon
          title={t('list.loadFailed')}
          description={activities.error.message}
          action={<Button size="small" onClick={() => void activities.refetch()}>{t('retry')}</Button>}
          style={{ marginBottom: 12 }}
        />
      )}
      <Calendar
        fullscreen={!phone}
        value={selected}
        onSelect={(date) => setSelected(date)}
        onPanelChange={(date) => setSelected(date)}
        cellRender={(date, info) => {
          if (info.type !== 'date') return info.originNode;
          const events = byDay.get(date.format('YYYY-MM-DD')) ?? [];
          if (events.length === 0) return null;
          if (phone) return <Badge status="processing" style={{ position: 'absolute', bottom: -6, left: '50%', transform: 'translateX(-50%)' }} />;
          return (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {events.map((a) => (
                <li key={a.id} style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  <Link to={detailPath(a.id)} onClick={(e) => e.stopPropagation()}>
                    <Badge status={STATUS_BADGE[a.status]} text={a.title} />
                  </Link>
                </li>
              ))}
            </ul>
          );
        }}
      />
      {phone && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text strong>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(selected.toDate())}</Typography.Text>
          {today.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calendar.noEvents')} />
          ) : (
            <List
              dataSource={today}
              renderItem={(a) => (
                <List.Item extra={<ActivityStatusTag status={a.status} />}>
                  <List.Item.Meta title={<Link to={detailPath(a.id)}>{a.title}</Link>} description={<><span>{a.group.name} · {a.teeOffTime}</span> <MyStatusTag registration={a.myRegistration} hideNone /></>} />
                </List.Item>
              )}
            />
          )}
        </div>
      )}
    </div>
  );
}
