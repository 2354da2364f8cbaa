import { CalendarOutlined, ClockCircleOutlined, EnvironmentOutlined, FlagOutlined } from '@ant-design/icons';
import type { WorkplaceNextEvent } from '@golf/shared/schemas/workplace';
import { Card, Empty, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fact, FactList } from '../../../components/fact-list';
import { Heading } from '../../../components/heading';

/** An icon for the eye, its name for a screen reader (the icon's own label is antd's English name of its picture). */
function IconLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <>
      {icon}
      <span className="visually-hidden">{text}</span>
    </>
  );
}

/** My next event: when, where, my status and — once assigned — my flight, tee time and starting hole. */
export function NextEventCard({ event, loading }: { event: WorkplaceNextEvent | null; loading: boolean }) {
  const { t, i18n } = useTranslation('workplace');
  const day = (d: string) => new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', weekday: 'short' }).format(new Date(`${d}T00:00:00`));
  return (
    <Card title={<><CalendarOutlined /> {t('next.title')}</>} loading={loading} data-testid="next-event">
      {!event ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<>{t('next.none')} <Link to="/dashboard/activity/index">{t('next.browse')}</Link></>} />
      ) : (
        <>
          <Heading level={3} size={4} style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
            <Link to={`/dashboard/activity/detail?id=${event.id}`}>{event.title}</Link>{' '}
            <Tag color={event.registration === 'registered' ? 'green' : 'orange'}>{t(`next.${event.registration}`)}</Tag>
          </Heading>
          <FactList>
            <Fact label={t('next.when')}>
              {day(event.acdate)} · {event.teeOffTime}
            </Fact>
            {event.place && (
              <Fact label={<IconLabel icon={<EnvironmentOutlined aria-hidden />} text={t('next.place')} />}>
                <span style={{ overflowWrap: 'anywhere' }}>{event.place}</span>
              </Fact>
            )}
            <Fact label={<IconLabel icon={<FlagOutlined aria-hidden />} text={t('next.group')} />}>{event.groupName}</Fact>
          </FactList>
          {event.flight ? (
            <div data-testid="next-event-flight" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
              <Tag color="blue" icon={<ClockCircleOutlined />} style={{ fontSize: 14, padding: '4px 8px' }}>
                {t('next.teeTime', { time: event.flight.teeTime, day: day(event.flight.day) })}
              </Tag>
              <Tag style={{ fontSize: 14, padding: '4px 8px' }}>
                {t('next.startHole', { hole: `${event.flight.startHole}${event.flight.startGroup}` })}
              </Tag>
              <Tag style={{ fontSize: 14, padding: '4px 8px' }}>{t('next.flight', { number: event.flight.position + 1 })}</Tag>
            </div>
          ) : (
            <Typography.Text type="secondary">{t('next.noFlight')}</Typography.Text>
          )}
        </>
      )}
    </Card>
  );
}
