import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWorkplace } from '../../workplace/api/get-workplace';
import { formatFlightDay, useStartLabel } from './flight-format';
import { useListFormat } from '../../../lib/use-list-format';

/**
 * The workplace's "my tee times": published flights of my upcoming events; hidden while there are none.
 * Reads the workplace's one request (GET /api/workplace, shared through the query cache).
 */
export function MyTeeTimesCard() {
  const { t, i18n } = useTranslation('flights');
  const list = useListFormat('narrow');
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
                  {f.partners.length > 0 && ` · ${t('mine.with', { names: list(f.partners) })}`}
                </span>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
