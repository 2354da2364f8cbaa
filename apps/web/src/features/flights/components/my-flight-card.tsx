import { ClockCircleOutlined, EditOutlined, FlagOutlined, TableOutlined } from '@ant-design/icons';
import { Card, Skeleton, Tag, Typography } from 'antd';
import type { MyFlight } from '@golf/shared/schemas/flight';
import { useTranslation } from 'react-i18next';
import { Fact, FactList } from '../../../components/fact-list';
import { useMyFlight } from '../api/get-my-flight';
import { formatFlightDay, useStartLabel } from './flight-format';
import { formatHandicap } from '../../../lib/handicap';

/** Tee time, starting hole and playing partners of one published flight. */
export function MyFlightDetails({ flight }: { flight: NonNullable<MyFlight> }) {
  const { t, i18n } = useTranslation('flights');
  const startLabel = useStartLabel();
  return (
    <FactList data-testid="my-flight">
      <Fact label={t('mine.teeTime')}>
        <ClockCircleOutlined style={{ marginInlineEnd: 4 }} />
        {formatFlightDay(flight.day, i18n.language)} <strong>{flight.teeTime}</strong>
      </Fact>
      <Fact label={t('mine.start')}>
        <FlagOutlined style={{ marginInlineEnd: 4 }} />{startLabel(flight.startHole, flight.startGroup)}
      </Fact>
      <Fact label={t('mine.partners')}>
        {flight.partners.length === 0 ? (
          '–'
        ) : (
          <span>
            {flight.partners.map((p, i) => (
              <span key={p.pid}>
                {i > 0 && ' · '}
                {p.name}
                {p.handicap !== null && <Typography.Text type="secondary"> ({formatHandicap(p.handicap)})</Typography.Text>}
                {flight.markerPlayerId === p.pid && (
                  <Tag color="gold" icon={<EditOutlined />} style={{ marginInlineStart: 4 }}>
                    {t('player.marker')}
                  </Tag>
                )}
              </span>
            ))}
          </span>
        )}
      </Fact>
      {flight.markerPlayerId === flight.pid && (
        <Fact label={t('player.marker')}>
          <Tag color="gold">{t('mine.youMark')}</Tag>
        </Fact>
      )}
    </FactList>
  );
}

/** The event page's "my flight" for a registered member: published flight, or a note that it is not out yet. */
export function MyFlightCard({ activityId, registered, ended = false }: { activityId: string; registered: boolean; ended?: boolean }) {
  const { t } = useTranslation('flights');
  const mine = useMyFlight(activityId, registered);
  // an event that is over without flights has none to wait for
  if (!registered || mine.isError || (ended && mine.isSuccess && !mine.data)) return null;
  return (
    <Card
      size="small"
      title={t('mine.title')}
      style={{ marginTop: 16 }}
      // every flight's tee time and players (the "flights published" message points here): the pairing sheet
      extra={
        mine.data ? (
          <a href={`/print/flights?id=${activityId}`} target="_blank" rel="noreferrer" data-testid="all-flights">
            <TableOutlined style={{ marginInlineEnd: 4 }} />
            {t('mine.allFlights')}
          </a>
        ) : null
      }
    >
      {/* one line while loading, as tall as the usual answer ("not published yet"), not the card's four-line skeleton */}
      {mine.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 1, style: { margin: 0 } }} style={{ minHeight: 22 }} />
      ) : mine.data ? (
        <MyFlightDetails flight={mine.data} />
      ) : (
        <Typography.Text type="secondary">{t('mine.notYet')}</Typography.Text>
      )}
    </Card>
  );
}
