import { EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Space, Typography, theme } from 'antd';
import type { Activity } from '@golf/shared/schemas/activity';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { detailPath, formatShortDay } from './activity-format';
import { CapacityBar } from './capacity-bar';
import { ActivityStatusTag, MyStatusTag } from './status-tags';

/** One event in a list, readable on a phone: date block, title, group, place, capacity, my status. */
export function ActivityCard({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation('activities');
  const { token } = theme.useToken();
  const day = formatShortDay(activity.acdate, i18n.language);
  return (
    <Link to={detailPath(activity.id)} style={{ display: 'block', color: 'inherit' }} data-testid="activity-card">
      <Card hoverable size="small" styles={{ body: { padding: 12 } }}>
        <div style={{ display: 'flex', gap: 12 }}>
          <div
            style={{
              flex: '0 0 56px',
              textAlign: 'center',
              borderRadius: token.borderRadius,
              background: token.colorPrimaryBg,
              color: token.colorPrimary,
              padding: '6px 0',
              alignSelf: 'flex-start',
            }}
          >
            <div style={{ fontSize: 12 }}>{day.month}</div>
            <div style={{ fontSize: 22, fontWeight: 700, lineHeight: 1.1 }}>{day.day}</div>
            <div style={{ fontSize: 12 }}>{day.weekday}</div>
          </div>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong style={{ fontSize: 16, display: 'block' }} ellipsis={{ tooltip: activity.title }}>
              {activity.title}
            </Typography.Text>
            <Space orientation="vertical" size={2} style={{ width: '100%', marginTop: 4 }}>
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
                <TeamOutlined /> {activity.group.name}
                {activity.days.length > 1 && ` · ${t('card.days', { count: activity.days.length })}`} · {activity.teeOffTime}
              </Typography.Text>
              {activity.place && (
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
                  <EnvironmentOutlined /> {activity.place}
                </Typography.Text>
              )}
              <CapacityBar registered={activity.registered} capacity={activity.capacity} waitlisted={activity.waitlisted} compact status={activity.status} />
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
                <ActivityStatusTag status={activity.status} />
                <MyStatusTag registration={activity.myRegistration} hideNone />
              </div>
            </Space>
          </div>
        </div>
      </Card>
    </Link>
  );
}
