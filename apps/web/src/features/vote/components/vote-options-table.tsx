import { FireOutlined } from '@ant-design/icons';
import { Empty, Table, Tag, Typography } from 'antd';
import type { VoteBoardAnswer } from '@golf/shared/schemas/vote';
import { useTranslation } from 'react-i18next';
import { formatOdds, optionLabel } from './vote-format';

type Option = VoteBoardAnswer['options'][number];

/** The board: every option with its points, tickets and current odds; the most popular picks marked, winners highlighted. */
export function VoteOptionsTable({ board, loading }: { board: VoteBoardAnswer; loading: boolean }) {
  const { t } = useTranslation('vote');
  // "popular" only means something when it singles out some of the options
  const popular = new Set(board.options.length > board.popular.length ? board.popular : []);
  const winning = new Set(board.settlement?.winningOptions ?? []);
  return (
    <Table<Option>
      rowKey="option"
      size="small"
      loading={loading}
      pagination={board.options.length > 20 ? { pageSize: 20, size: 'small' } : false}
      dataSource={board.options}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('board.empty')} /> }}
      rowClassName={(o) => (winning.has(o.option) ? 'vote-winning-row' : '')}
      columns={[
        {
          title: t('board.pick'),
          dataIndex: 'names',
          render: (names: string[], o) => (
            <span style={{ overflowWrap: 'anywhere' }}>
              {optionLabel(names)}
              {popular.has(o.option) && (
                <Tag color="volcano" icon={<FireOutlined />} style={{ marginInlineStart: 6 }}>
                  {t('board.popular')}
                </Tag>
              )}
              {winning.has(o.option) && (
                <Tag color="success" style={{ marginInlineStart: 6 }}>
                  {t('board.won')}
                </Tag>
              )}
            </span>
          ),
        },
        { title: t('board.points'), dataIndex: 'points', width: 72, align: 'right' },
        { title: t('board.tickets'), dataIndex: 'tickets', width: 64, align: 'right', responsive: ['sm'] },
        {
          title: t('board.odds'),
          dataIndex: 'odds',
          width: 72,
          align: 'right',
          render: (odds: number | null) => <Typography.Text strong>{formatOdds(odds)}</Typography.Text>,
        },
      ]}
    />
  );
}
