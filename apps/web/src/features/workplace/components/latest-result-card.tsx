import { RiseOutlined, TrophyOutlined } from '@ant-design/icons';
import type { MyResult } from '@golf/shared/schemas/result-history';
import { Card, Empty, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../activities/components/activity-format';
import { oneDecimal } from '../../results/components/result-format';

/** A small line of my nets, oldest to newest (lower is better), without a chart library. */
function Trend({ results }: { results: MyResult[] }) {
  const { token } = theme.useToken();
  const nets = results
    .map((r) => r.net)
    .filter((n): n is number => n !== null)
    .reverse();
  if (nets.length < 2) return null;
  const min = Math.min(...nets);
  const max = Math.max(...nets);
  const span = max - min || 1;
  const points = nets.map((n, i) => `${(i / (nets.length - 1)) * 200},${4 + ((n - min) / span) * 32}`).join(' ');
  return (
    <svg viewBox="0 0 200 40" width="100%" height={40} role="img" aria-label={nets.join(', ')} data-testid="result-trend">
      <polyline points={points} fill="none" stroke={token.colorPrimary} strokeWidth={2} strokeLinejoin="round" />
    </svg>
  );
}

/** My latest result (place, gross, net) and the trend of my nets over the last events. */
export function LatestResultCard({ results, loading }: { results: MyResult[]; loading: boolean }) {
  const { t, i18n } = useTranslation('workplace');
  const latest = results[0];
  return (
    <Card title={<><TrophyOutlined /> {t('result.title')}</>} loading={loading} extra={<Link to="/activity/history">{t('more')}</Link>} data-testid="latest-result">
      {!latest ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('result.none')} />
      ) : (
        <>
          <Typography.Paragraph style={{ marginBottom: 8, overflowWrap: 'anywhere' }}>
            <Link to={`/dashboard/activity/result?id=${latest.activityId}`}>{latest.title}</Link>{' '}
            <Typography.Text type="secondary">
              {latest.groupName} · {formatDay(latest.day, i18n.language)}
            </Typography.Text>
          </Typography.Paragraph>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
            <Statistic title={t('result.place')} value={latest.rank === null ? '–' : `${latest.tied ? 'T' : ''}${latest.rank}`} suffix={latest.rank === null ? undefined : `/ ${latest.ranked}`} />
            <Statistic title={t('result.gross')} value={latest.gross ?? '–'} />
            <Statistic title={t('result.net')} value={oneDecimal(latest.net)} />
          </div>
          {results.length > 1 && (
            <div style={{ marginTop: 8 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <RiseOutlined /> {t('result.trend', { count: results.length })}
              </Typography.Text>
              <Trend results={results} />
            </div>
          )}
        </>
      )}
    </Card>
  );
}
