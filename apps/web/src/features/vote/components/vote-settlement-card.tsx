import { TrophyOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { VoteBoardAnswer, VoteSettlementAnswer } from '@golf/shared/schemas/vote';
import { useTranslation } from 'react-i18next';
import { optionLabel } from './vote-format';

type Row = VoteSettlementAnswer['list'][number];

/** After results: the winning picks, my winnings, the biggest payout and everybody's points. */
export function VoteSettlementCard({ board, settlement }: { board: VoteBoardAnswer; settlement: VoteSettlementAnswer }) {
  const { t } = useTranslation('vote');
  const noWinner = settlement.list.every((r) => r.winnings === 0);
  return (
    <Card size="small" title={<Space><TrophyOutlined />{t('settlement.title')}</Space>} style={{ marginBottom: 16 }}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title={t('settlement.myWinnings')} value={board.me.winnings ?? 0} suffix={t('points')} styles={{ content: { color: (board.me.winnings ?? 0) > 0 ? '#00b42a' : undefined } }} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('settlement.pool')} value={settlement.pool} suffix={t('points')} />
        </Col>
        <Col xs={24} md={12}>
          <Typography.Text type="secondary">{t('settlement.winningPicks')}</Typography.Text>
          <div data-testid="winning-picks">
            {settlement.winningNames.length === 0
              ? '–'
              : settlement.winningNames.map((names, i) => (
                  <Tag key={settlement.winningOptions[i]} color="success" style={{ marginTop: 4, whiteSpace: 'normal' }}>
                    {optionLabel(names)}
                  </Tag>
                ))}
          </div>
        </Col>
      </Row>
      {!settlement.final && <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('settlement.provisional')} data-testid="vote-provisional" />}
      {settlement.biggest && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          icon={<TrophyOutlined />}
          title={t('settlement.biggest', { name: settlement.biggest.name, points: settlement.biggest.winnings, spent: settlement.biggest.spent, count: settlement.biggest.winnings })}
        />
      )}
      {noWinner && (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          title={settlement.rollover > 0 ? t('settlement.rolledOver', { points: settlement.rollover, count: settlement.rollover }) : t('settlement.refunded')}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 8 }}>
        {t('settlement.rule', { remainder: settlement.remainder, cut: settlement.cut })}
        {/* (when the pool had winners: a vote nobody won gave every ticket back, as the note above says) */}
        {!noWinner && settlement.list.some((r) => r.refunded > 0) && ` ${t('settlement.withdrawnRefunded')}`}
      </Typography.Paragraph>
      <Table<Row>
        rowKey="userId"
        size="small"
        pagination={false}
        dataSource={settlement.list}
        columns={[
          { title: t('settlement.member'), dataIndex: 'name', render: (name: string) => <span style={{ overflowWrap: 'anywhere' }}>{name}</span> },
          // every column on a phone too: without the points given back, spent, won and the change did not add up
          { title: t('settlement.spent'), dataIndex: 'spent', align: 'right', width: 56 },
          { title: t('settlement.refundedCol'), dataIndex: 'refunded', align: 'right', width: 64 },
          { title: t('settlement.winnings'), dataIndex: 'winnings', align: 'right', width: 56, render: (w: number) => <Typography.Text strong={w > 0}>{w}</Typography.Text> },
          {
            title: t('settlement.net'),
            dataIndex: 'net',
            align: 'right',
            width: 56,
            render: (n: number) => <Typography.Text type={n > 0 ? 'success' : n < 0 ? 'danger' : undefined}>{n > 0 ? `+${n}` : n}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
}
