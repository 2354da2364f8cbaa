import type { GroupStatistics } from '@golf/shared/schemas/group';
import { Card, Col, Empty, Row, Statistic, Table, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Chart, type ChartOption } from '../../../components/chart';
import { detailPath } from '../../activities/components/activity-format';
import { oneDecimal } from '../../results/components/result-format';
import { useDateFormat, useMonthFormat } from '../../../lib/use-date-format';

const GRID = { left: 8, right: 16, top: 24, bottom: 8, containLabel: true };

function ChartCard({ title, label, option, extra }: { title: string; label: string; option: ChartOption; extra?: ReactNode }) {
  return (
    <Card size="small" title={title} extra={extra} style={{ height: '100%' }}>
      <div style={{ height: 220 }}>
        <Chart option={option} ariaLabel={label} />
      </div>
    </Card>
  );
}

const emptyText = (text: string) => ({ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} /> });

/** Average gross and net per finished event (a line each), the five best rounds and the most improved members. */
function ScoreStatistics({ stats }: { stats: GroupStatistics }) {
  const { t } = useTranslation('groups');
  const formatDate = useDateFormat();
  const averages = useMemo(() => stats.averages ?? [], [stats.averages]);
  const option = useMemo<ChartOption>(
    () => ({
      grid: { ...GRID, top: 36 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      xAxis: { type: 'category', data: averages.map((a) => formatDate(a.day)), axisTick: { show: false } },
      yAxis: { type: 'value', scale: true },
      series: [
        { type: 'line', name: t('stats.averageGross'), data: averages.map((a) => a.averageGross), connectNulls: true },
        { type: 'line', name: t('stats.averageNet'), data: averages.map((a) => a.averageNet), connectNulls: true },
      ],
    }),
    [averages, t, formatDate],
  );
  const label = averages.map((a) => `${a.title} (${a.day}): ${t('stats.averageGross')} ${a.averageGross ?? '–'}, ${t('stats.averageNet')} ${a.averageNet ?? '–'}`).join('; ');
  const eventLink = (id: string, title: string) => <Link to={detailPath(id)}>{title}</Link>;

  return (
    <>
      <Col span={24}>
        <Card size="small" title={t('stats.averages')} data-testid="group-score-averages">
          {averages.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stats.noScores')} />
          ) : (
            <div style={{ height: 240 }}>
              <Chart option={option} ariaLabel={label} />
            </div>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('stats.bestRounds')} style={{ height: '100%' }} styles={{ body: { padding: 0 } }}>
          <Table
            size="small"
            pagination={false}
            rowKey={(r) => `${r.activityId}-${r.name}-${r.gross}`}
            dataSource={stats.bestRounds ?? []}
            locale={emptyText(t('stats.noScores'))}
            columns={[
              {
                title: t('stats.player'),
                key: 'name',
                render: (_, r) => (
                  <>
                    <div>{r.name}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {eventLink(r.activityId, r.title)} · {formatDate(r.day)}
                    </Typography.Text>
                  </>
                ),
              },
              { title: t('stats.gross'), dataIndex: 'gross', key: 'gross', align: 'right', width: 64 },
              { title: t('stats.net'), dataIndex: 'net', key: 'net', align: 'right', width: 64, render: (net: number | null) => oneDecimal(net) },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('stats.mostImproved')} style={{ height: '100%' }} styles={{ body: { padding: 0 } }}>
          <Table
            size="small"
            pagination={false}
            rowKey="userId"
            dataSource={stats.mostImproved ?? []}
            locale={emptyText(t('stats.noImprovement'))}
            columns={[
              {
                title: t('stats.player'),
                key: 'name',
                render: (_, r) => (
                  <>
                    <div>{r.name}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('stats.rounds', { count: r.rounds })}
                    </Typography.Text>
                  </>
                ),
              },
              { title: t('stats.firstToLatest'), key: 'nets', align: 'right', render: (_, r) => `${oneDecimal(r.firstNet)} → ${oneDecimal(r.latestNet)}` },
              { title: t('stats.improvement'), dataIndex: 'improvement', key: 'improvement', align: 'right', width: 80, render: (v: number) => <Typography.Text type="success">−{v}</Typography.Text> },
            ]}
          />
        </Card>
      </Col>
    </>
  );
}

/** A group's statistics as charts: members by sex and role, growth by month, events and participation, and score figures when the server sends them. */
export function GroupStatisticsCharts({ stats }: { stats: GroupStatistics }) {
  const { t } = useTranslation('groups');
  const formatMonth = useMonthFormat();
  const growthMonths = useMemo(() => stats.growth.map((g) => formatMonth(g.month)), [stats.growth, formatMonth]);
  const playedMonths = useMemo(() => stats.participation.map((p) => formatMonth(p.month)), [stats.participation, formatMonth]);

  const options = useMemo(() => {
    const bar = (names: string[], values: number[], color?: string): ChartOption => ({
      grid: GRID,
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: names, axisTick: { show: false } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', data: values, barMaxWidth: 40, label: { show: true, position: 'top', formatter: (p: { value: unknown }) => (p.value ? String(p.value) : '') }, ...(color ? { itemStyle: { color } } : {}) }],
    });
    return {
      sex: bar([t('stats.male'), t('stats.female'), t('stats.unknown')], [stats.bySex.M, stats.bySex.F, stats.bySex.unknown]),
      role: bar([t('role.owner'), t('role.organiser'), t('role.member')], [stats.byRole.owner, stats.byRole.organiser, stats.byRole.member], '#14C9C9'),
      growth: {
        grid: GRID,
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', boundaryGap: false, data: growthMonths },
        yAxis: { type: 'value', minInterval: 1 },
        series: [{ type: 'line', name: t('stats.members'), data: stats.growth.map((g) => g.members), smooth: true, areaStyle: { opacity: 0.15 } }],
      } satisfies ChartOption,
      participation: bar(
        playedMonths,
        stats.participation.map((p) => p.players),
        '#F7BA1E',
      ),
    };
  }, [stats, t, growthMonths, playedMonths]);

  const describe = (names: string[], values: number[]) => names.map((n, i) => `${n}: ${values[i]}`).join(', ');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={t('stats.members')} value={stats.members} />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={t('stats.held')} value={stats.activities.held} />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={t('stats.upcoming')} value={stats.activities.upcoming} />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={t('stats.players')} value={stats.participation.reduce((sum, p) => sum + p.players, 0)} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard
          title={t('stats.bySex')}
          option={options.sex}
          label={describe([t('stats.male'), t('stats.female'), t('stats.unknown')], [stats.bySex.M, stats.bySex.F, stats.bySex.unknown])}
        />
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard
          title={t('stats.byRole')}
          option={options.role}
          label={describe([t('role.owner'), t('role.organiser'), t('role.member')], [stats.byRole.owner, stats.byRole.organiser, stats.byRole.member])}
        />
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard
          title={t('stats.growth')}
          option={options.growth}
          label={describe(growthMonths, stats.growth.map((g) => g.members))}
        />
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard
          title={t('stats.participation')}
          option={options.participation}
          label={describe(playedMonths, stats.participation.map((p) => p.players))}
        />
      </Col>
      {stats.averages && <ScoreStatistics stats={stats} />}
    </Row>
  );
}
