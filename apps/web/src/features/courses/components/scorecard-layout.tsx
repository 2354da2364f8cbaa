import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Hole } from '@golf/shared/schemas/golf';
import { useTranslation } from 'react-i18next';

type Row = { key: string; label: string } & Record<string, number | string>;

/** A course as on a printed scorecard: holes 1–9, OUT, 10–18, IN, total; rows par and stroke index. */
export function ScorecardLayout({ holes }: { holes: Hole[] }) {
  const { t } = useTranslation('courses');
  const sorted = [...holes].sort((a, b) => a.number - b.number);
  const front = sorted.slice(0, 9);
  const back = sorted.slice(9);
  const sum = (list: Hole[]) => list.reduce((s, h) => s + h.par, 0);

  const holeColumns = (list: Hole[]) => list.map((h) => ({ title: String(h.number), dataIndex: `h${h.number}`, align: 'center' as const, width: 40 }));
  const columns: ColumnsType<Row> = [
    { title: t('form.hole'), dataIndex: 'label', fixed: 'left', width: 64 },
    ...holeColumns(front),
    { title: back.length ? t('out') : t('total'), dataIndex: 'out', align: 'center', width: 52, onCell: () => ({ style: { fontWeight: 600 } }) },
    ...(back.length
      ? [
          ...holeColumns(back),
          { title: t('in'), dataIndex: 'in', align: 'center' as const, width: 52, onCell: () => ({ style: { fontWeight: 600 } }) },
          { title: t('total'), dataIndex: 'total', align: 'center' as const, width: 56, onCell: () => ({ style: { fontWeight: 600 } }) },
        ]
      : []),
  ];
  const row = (key: 'par' | 'strokeIndex', label: string): Row => ({
    key,
    label,
    ...Object.fromEntries(sorted.map((h) => [`h${h.number}`, h[key]])),
    ...(key === 'par' ? { out: sum(front), in: sum(back), total: sum(sorted) } : { out: '', in: '', total: '' }),
  });

  return (
    <Table<Row>
      size="small"
      bordered
      pagination={false}
      columns={columns}
      dataSource={[row('par', t('form.par')), row('strokeIndex', t('form.strokeIndexShort'))]}
      className="one-line-headers"
      scroll={{ x: 'max-content' }}
      data-testid="scorecard-layout"
    />
  );
}
