import { Table } from 'antd';
import type { ResultsAnswer } from '@golf/shared/schemas/score';
import { useTranslation } from 'react-i18next';
import { useListFormat } from '../../../lib/use-list-format';

/** Team results: place, team, score of the counted best N, how many played. */
export function TeamTable({ teams, names }: { teams: ResultsAnswer['teams']; names: Map<string, string> }) {
  const { t } = useTranslation('results');
  const list = useListFormat('narrow');
  return (
    <Table
      size="small"
      rowKey="team"
      pagination={false}
      dataSource={teams}
      className="one-line-headers"
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('columns.rank'), width: 56, render: (_, r) => <strong>{`${r.tied ? 'T' : ''}${r.rank}`}</strong> },
        { title: t('teams.team'), dataIndex: 'team' },
        { title: t('teams.score'), align: 'right', render: (_, r) => (Number.isInteger(r.score) ? r.score : r.score.toFixed(1)) },
        { title: t('teams.counted'), render: (_, r) => list(r.counted.map((pid) => names.get(pid) ?? pid)) },
        { title: t('teams.members'), align: 'right', render: (_, r) => `${r.members}${r.complete ? '' : ` (${t('teams.incomplete')})`}` },
      ]}
    />
  );
}
