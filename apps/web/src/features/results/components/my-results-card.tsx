import { Alert, Button, Card, Empty, Skeleton, Table } from 'antd';
import type { MyResult } from '@golf/shared/schemas/result-history';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Chart, type ChartOption } from '../../../components/chart';
import { useMyResults } from '../api/get-my-results';
import { formatToPar, oneDecimal, orNone } from './result-format';
import { formatHandicap } from '../../../lib/handicap';

/** Gross and net of my finished rounds, oldest to newest, as two lines. */
function trendOption(rounds: MyResult[], labels: { gross: string; net: string }, language: string): ChartOption {
  const dated = [...rounds].filter((r) => r.gross !== null).reverse();
  const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' });
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 36, right: 12, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: dated.map((r) => day.format(new Date(`${r.day}T00:00:00`))) },
    yAxis: { type: 'value', scale: true },
    series: [
      { name: labels.gross, type: 'line', data: dated.map((r) => r.gross), smooth: true },
      { name: labels.net, type: 'line', data: dated.map((r) => r.net), smooth: true },
    ],
  };
}

/** My results per event and the trend of my gross and net (`/activity/history`). */
export function MyResultsCard() {
  const { t, i18n } = useTranslation('results');
  const mine = useMyResults();
  const rounds = useMemo(() => mine.data?.list ?? [], [mine.data]);
  const option = useMemo(() => trendOption(rounds, { gross: t('columns.gross'), net: t('columns.net') }, i18n.language), [rounds, t, i18n.language]);
  const played = rounds.filter((r) => r.gross !== null);
  return (
    <Card title={t('history.title')} data-testid="my-results">
      {mine.isPending && <Skeleton active />}
      {mine.error && <Alert type="error" showIcon title={mine.error.message} action={<Button size="small" onClick={() => void mine.refetch()}>{t('history.retry')}</Button>} />}
      {mine.data && rounds.length === 0 && <Empty description={t('history.empty')} />}
      {played.length >= 2 && (
        <div style={{ height: 240, marginBottom: 16 }}>
          <Chart option={option} ariaLabel={t('history.chart')} />
        </div>
      )}
      {rounds.length > 0 && (
        <Table
          size="small"
          rowKey="activityId"
          dataSource={rounds}
          pagination={false}
          className="one-line-headers"
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('history.event'),
              render: (_, r) => (
                <>
                  <Link to={`/dashboard/activity/result?id=${r.activityId}`}>{r.title}</Link>
                  <div style={{ fontSize: 12, opacity: 0.65 }}>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(`${r.day}T00:00:00`))}</div>
                </>
              ),
            },
            { title: t('columns.rank'), render: (_, r) => (r.rank === null ? (r.status === 'incomplete' ? '–' : t(`status.${r.status}`, { count: 0 })) : t('history.place', { rank: `${r.tied ? 'T' : ''}${r.rank}`, of: r.ranked })) },
            { title: t('columns.net'), align: 'right', render: (_, r) => <strong>{oneDecimal(r.net)}</strong> },
            { title: t('columns.gross'), align: 'right', render: (_, r) => orNone(r.gross) },
            { title: t('columns.handicap'), align: 'right', render: (_, r) => formatHandicap(r.handicap) },
            { title: t('columns.toPar'), align: 'right', render: (_, r) => formatToPar(r.toPar) },
          ]}
        />
      )}
    </Card>
  );
}
