import { ClockCircleOutlined, EditOutlined, FlagOutlined } from '@ant-design/icons';
import { Card, Descriptions, List, Tag, Typography } from 'antd';
import type { MyFlight } from '@golf/shared/schemas/flight';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyFlight } from '../api/get-my-flight';
import { useWorkplace } from '../../workplace/api/get-workplace';
import { formatFlightDay, useStartLabel } from './flight-format';

/** Tee time, starting hole and playing partners of one published flight. */
export function MyFlightDetails({ flight }: { flight: NonNullable<MyFlight> }) {
  const { t, i18n } = useTranslation('flights');
  const startLabel = useStartLabel();
  return (
    <Descriptions column={1} size="small" data-testid="my-flight">
      <Descriptions.Item label={t('mine.teeTime')}>
        <ClockCircleOutlined style={{ marginInlineEnd: 4 }} />{formatFlightDay(flight.day, i18n.language)} <strong>{flight.teeTime}</strong>
      </Descriptions.Item>
      <Descriptions.Item label={t('mine.start')}>
        <FlagOutlined style={{ marginInlineEnd: 4 }} />{startLabel(flight.startHole, flight.startGroup)}
      </Descriptions.Item>
      <Descriptions.Item label={t('mine.partners')}>
        {flight.partners.length === 0 ? (
          '–'
        ) : (
          <span>
            {flight.partners.map((p, i) => (
              <span key={p.pid}>
                {i > 0 && ' · '}
                {p.name}
                {p.handicap !== null && <Typography.Text type="secondary"> ({p.handicap.toFixed(1)})</Typography.Text>}
                {flight.markerPlayerId === p.pid && (
                  <Tag color="gold" icon={<EditOutlined />} style={{ marginInlineStart: 4 }}>
                    {t('player.marker')}
                  </Tag>
                )}
              </span>
            ))}
          </span>
        )}
      </Descriptions.Item>
      {flight.markerPlayerId === flight.pid && (
        <Descriptions.Item label={t('player.marker')}>
          <Tag color="gold">{t('mine.youMark')}</Tag>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** The event page's "my flight" for a registered member: published flight, or a note that it is not out yet. */
export function MyFlightCard({ activityId, registered }: { activityId: string; registered: boolean }) {
  const { t } = useTranslation('flights');
  const mine = useMyFlight(activityId, registered);
  if (!registered || mine.isError) return null;
  return (
    <Card size="small" title={t('mine.title')} loading={mine.isPending} style={{ marginTop: 16 }}>
      {mine.data ? <MyFlightDetails flight={mine.data} /> : <Typography.Text type="secondary">{t('mine.notYet')}</Typography.Text>}
    </Card>
  );
}

/**
 * The workplace's "my tee times": published flights of my upcoming events; hidden while there are none.
 * Reads the workplace's one request (GET /api/workplace, shared through the query cache).
 */
export function MyTeeTimesCard() {
  const { t, i18n } = useTranslation('flights');
  const startLabel = useStartLabel();
  const home = useWorkplace();
  const rows = (home.data?.upcoming ?? []).flatMap((a) => (a.flight && a.registration.status === 'registered' ? [{ a, f: a.flight }] : []));
  if (rows.length === 0) return null;
  return (
    <Card title={t('mine.workplaceTitle')} styles={{ body: { paddingTop: 4 } }} style={{ marginBottom: 16 }} data-testid="my-tee-times">
      <List
        dataSource={rows}
        renderItem={({ a, f }) => (
          <List.Item>
            <List.Item.Meta
              title={<Link to={`/dashboard/activity/detail?id=${a.id}`}>{a.title}</Link>}
              description={
                <span>
                  <ClockCircleOutlined style={{ marginInlineEnd: 4 }} />{formatFlightDay(f.day, i18n.language)} <strong>{f.teeTime}</strong> · {startLabel(f.startHole, f.startGroup)}
                  {f.partners.length > 0 && ` · ${t('mine.with', { names: f.partners.join(', ') })}`}
                </span>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
