import { Button, Empty, List, Popconfirm, Typography } from 'antd';
import type { VoteBoardAnswer } from '@golf/shared/schemas/vote';
import { useTranslation } from 'react-i18next';
import { useCancelTicket } from '../api/cancel-ticket';
import { optionLabel } from './vote-format';

/** My tickets of this vote; each can be cancelled (points back) while the vote is open. */
export function MyTickets({ board }: { board: VoteBoardAnswer }) {
  const { t } = useTranslation('vote');
  const cancel = useCancelTicket();
  if (board.me.tickets.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mine.none')} />;
  return (
    <List
      size="small"
      dataSource={board.me.tickets}
      renderItem={(ticket) => (
        <List.Item
          actions={
            board.open
              ? [
                  <Popconfirm
                    key="cancel"
                    title={t('mine.cancelConfirm', { points: ticket.points, count: ticket.points })}
                    okText={t('mine.cancel')}
                    cancelText={t('mine.keep')}
                    onConfirm={() => cancel.mutateAsync({ activityId: board.activityId, ticketId: ticket.id })}
                  >
                    <Button size="small" danger loading={cancel.isPending && cancel.variables?.ticketId === ticket.id}>
                      {t('mine.cancel')}
                    </Button>
                  </Popconfirm>,
                ]
              : []
          }
        >
          <List.Item.Meta
            title={<span style={{ overflowWrap: 'anywhere' }}>{optionLabel(ticket.names)}</span>}
            description={<Typography.Text type="secondary">{t('mine.points', { points: ticket.points, count: ticket.points })}</Typography.Text>}
          />
        </List.Item>
      )}
    />
  );
}
