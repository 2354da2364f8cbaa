import { Card, Empty, Select, Table, Typography } from 'antd';
import type { VoteLeaderboard } from '@golf/shared/schemas/vote';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useVoteLeaderboard } from '../api/get-vote-leaderboard';

type Row = VoteLeaderboard['list'][number];

/** The group's best predictors of a season: net points over every settled vote of the year. */
export function VoteLeaderboardCard({ groupId }: { groupId: string }) {
  const { t } = useTranslation('vote');
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const board = useVoteLeaderboard(groupId, year);
  return (
    <Card
      size="small"
      title={t('leaderboard.title')}
      extra={
        <Select
          size="small"
          value={year}
          onChange={setYear}
          options={[0, 1, 2].map((back) => ({ value: thisYear - back, label: String(thisYear - back) }))}
          aria-label={t('leaderboard.year')}
        />
      }
    >
      {board.error ? (
        <QueryState error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <Table<Row>
          rowKey="userId"
          size="small"
          loading={board.isFetching}
          pagination={false}
          dataSource={board.data?.list ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('leaderboard.empty')} /> }}
          columns={[
            { title: '#', dataIndex: 'rank', width: 40 },
            { title: t('settlement.member'), dataIndex: 'name', render: (n: string) => <span style={{ overflowWrap: 'anywhere' }}>{n}</span> },
            { title: t('leaderboard.votes'), dataIndex: 'votes', align: 'right', width: 56, responsive: ['sm'] },
            { title: t('settlement.spent'), dataIndex: 'spent', align: 'right', width: 60, responsive: ['sm'] },
            { title: t('settlement.refundedCol'), dataIndex: 'refunded', align: 'right', width: 64, responsive: ['sm'] },
            { title: t('settlement.winnings'), dataIndex: 'winnings', align: 'right', width: 64 },
            {
              title: t('settlement.net'),
              dataIndex: 'net',
              align: 'right',
              width: 60,
              render: (n: number) => <Typography.Text type={n > 0 ? 'success' : n < 0 ? 'danger' : undefined}>{n > 0 ? `+${n}` : n}</Typography.Text>,
            },
          ]}
        />
      )}
    </Card>
  );
}
