import type { GroupStatistics } from '@golf/shared/schemas/group';
import { Card, Col, Row, Statistic } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '../../../components/chart';

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

/** A group's statistics as charts: members by sex and role, growth by month, events and participation. */
export function GroupStatisticsCharts({ stats }: { stats: GroupStatistics }) {
  const { t } = useTranslation('groups');

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
        xAxis: { type: 'category', boundaryGap: false, data: stats.growth.map((g) => g.month) },
        yAxis: { type: 'value', minInterval: 1 },
        series: [{ type: 'line', name: t('stats.members'), data: stats.growth.map((g) => g.members), smooth: true, areaStyle: { opacity: 0.15 } }],
      } satisfies ChartOption,
      participation: bar(
        stats.participation.map((p) => p.month),
        stats.participation.map((p) => p.players),
        '#F7BA1E',
      ),
    };
  }, [stats, t]);

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
          label={describe(stats.growth.map((g) => g.month), stats.growth.map((g) => g.members))}
        />
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard
          title={t('stats.participation')}
          option={options.participation}
          label={describe(stats.participation.map((p) => p.month), stats.participation.map((p) => p.players))}
        />
      </Col>
    </Row>
  );
}
