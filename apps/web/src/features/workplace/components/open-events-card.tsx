import { FormOutlined } from '@ant-design/icons';
import type { Workplace } from '@golf/shared/schemas/workplace';
import { Card, List, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../activities/components/activity-format';

/** Events of my groups that take sign-ups now, deadline first. */
export function OpenEventsCard({ events, loading }: { events: Workplace['openEvents']; loading: boolean }) {
  const { t, i18n } = useTranslation('workplace');
  const deadline = (iso: string) => new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  return (
    <Card title={<><FormOutlined /> {t('open.title')}</>} loading={loading} extra={<Link to="/dashboard/activity/index">{t('more')}</Link>}>
      <List
        dataSource={events}
        locale={{ emptyText: t('open.none') }}
        renderItem={(e) => (
          <List.Item key={e.id} data-testid="open-event">
            <List.Item.Meta
              title={
                <span style={{ overflowWrap: 'anywhere' }}>
                  <Link to={`/dashboard/activity/detail?id=${e.id}`}>{e.title}</Link>{' '}
                  {e.myStatus && <Tag color={e.myStatus === 'registered' ? 'green' : 'orange'}>{t(`next.${e.myStatus}`)}</Tag>}
                </span>
              }
              description={
                <>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {e.groupName} · {formatDay(e.acdate, i18n.language)} · {t('open.deadline', { time: deadline(e.regtime) })}
                  </Typography.Text>
                  <Progress
                    aria-label={t('activities:capacity.taken', { registered: e.registered, capacity: e.capacity })}
                    percent={Math.min(100, Math.round((e.registered / Math.max(1, e.capacity)) * 100))}
                    size="small"
                    format={() => `${e.registered}/${e.capacity}`}
                  />
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
