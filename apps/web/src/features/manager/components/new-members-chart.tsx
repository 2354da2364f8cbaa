import type { ManagerOverview } from '@golf/shared/schemas/manager';
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '../../../components/chart';
import { useMonthFormat } from '../../../lib/use-date-format';

/** New accounts per month over the last year, and the split of roles. */
export function NewMembersChart({ overview }: { overview: ManagerOverview }) {
  const { t } = useTranslation('manager');
  // months as the UI writes them ("2026年11月", "Nov 2026"), as on the committees' statistics
  const formatMonth = useMonthFormat();
  const [byMonth, byRole] = useMemo<[ChartOption, ChartOption]>(
    () => [
      {
        grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', data: overview.byMonth.map((m) => formatMonth(m.month)), axisTick: { show: false } },
        yAxis: { type: 'value', minInterval: 1 },
        series: [{ type: 'bar', name: t('chart.newMembers'), data: overview.byMonth.map((m) => m.members), barMaxWidth: 32 }],
      },
      {
        tooltip: { trigger: 'item' },
        legend: { bottom: 0 },
        series: [
          {
            type: 'pie',
            name: t('overview.byRole'),
            radius: ['40%', '65%'],
            center: ['50%', '45%'],
            label: { formatter: '{c}' },
            data: [
              { name: t('overview.admins'), value: overview.byRole.admin },
              { name: t('overview.users'), value: overview.byRole.user },
            ],
          },
        ],
      },
    ],
    [overview, t, formatMonth],
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Card title={t('chart.title')}>
          <div style={{ height: 280 }}>
            <Chart option={byMonth} ariaLabel={overview.byMonth.map((m) => `${formatMonth(m.month)}: ${m.members}`).join(', ')} />
          </div>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('overview.byRole')}>
          <div style={{ height: 280 }}>
            <Chart option={byRole} ariaLabel={`${t('overview.admins')}: ${overview.byRole.admin}, ${t('overview.users')}: ${overview.byRole.user}`} />
          </div>
        </Card>
      </Col>
    </Row>
  );
}
