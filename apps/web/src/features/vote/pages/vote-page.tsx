import { ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Progress, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { detailPath, managePath } from '../../activities/components/activity-format';
import { ActivityLoadState } from '../../activities/components/activity-load-state';
import { useVote } from '../api/get-vote';
import { DrawFramesButton } from '../components/draw-frames-button';
import { MyTickets } from '../components/my-tickets';
import { VoteCountdown } from '../components/vote-countdown';
import { VoteOptionsTable } from '../components/vote-options-table';
import { VoteSettlementCard } from '../components/vote-settlement-card';
import { Result } from '../../../components/lazy-result';
import { idParam } from '../../../lib/id-param';
import { lazyPart } from '../../../lib/lazy-part';
import { BackLink } from '../../../components/back-link';

// the ticket form (antd Form, Select, InputNumber) is needed only while the vote is open: it comes in its own download,
// started as soon as the board says so
const BuyTicketForm = lazyPart(() => import('../components/buy-ticket-form').then((m) => m.BuyTicketForm), { tell: true });

/**
 * `/dashboard/activity/vote?id=`: the betting-ticket vote of an event, in points only — the live
 * board (points, odds, most popular), buying and cancelling tickets until the deadline, and after
 * results the winning picks and every member's points.
 */
export function VotePage() {
  const { t } = useTranslation('vote');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const vote = useVote(id);
  const open = vote.data?.enabled && vote.data.open;
  useEffect(() => {
    if (open) BuyTicketForm.preload();
  }, [open]);
  if (!vote.data) return <ActivityLoadState id={id} query={vote} />;
  const board = vote.data;
  const { settings, me } = board;
  const back = <BackLink to={detailPath(board.activityId)} label={t('back')} />;
  if (!board.enabled) {
    return (
      <Card title={<Space>{back}<span>{board.title}</span></Space>}>
        <Result
          status="info"
          title={t('off.title')}
          subTitle={t('off.text')}
          extra={
            board.canManage ? (
              <Link to={managePath(board.activityId, 'vote')}>
                <Button type="primary" icon={<SettingOutlined />}>{t('off.settings')}</Button>
              </Link>
            ) : (
              <Link to={`/dashboard/activity/detail?id=${board.activityId}`}>
                <Button type="primary">{t('off.toEvent')}</Button>
              </Link>
            )
          }
        />
      </Card>
    );
  }
  const spentPercent = Math.round((me.spent / settings.pointsPerMember) * 100);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            {back}
            <span style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{t('title', { title: board.title })}</span>
          </Space>
        }
        extra={
          <Space>
            {board.canManage && (
              <Link to={managePath(board.activityId, 'vote')} aria-label={t('settingsLink')}>
                <Button size="small" icon={<SettingOutlined />} />
              </Link>
            )}
            <Button size="small" icon={<ReloadOutlined />} loading={vote.isFetching} onClick={() => void vote.refetch()} aria-label={t('refresh')} />
          </Space>
        }
      >
        <Row gutter={[16, 16]} align="middle">
          <Col xs={24} md={10}>
            <VoteCountdown deadline={board.deadline} open={board.open} onEnd={() => void vote.refetch()} />
          </Col>
          <Col xs={12} md={7}>
            <Typography.Text type="secondary">{t('pool')}</Typography.Text>
            {/* settled: the pool as paid out, without the tickets given back (the page showed two pools) */}
            <div style={{ fontSize: 20 }} data-testid="vote-pool">
              {t('pointsValue', { points: board.settlement?.pool ?? board.pool })}
            </div>
            {board.carryIn > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="vote-carry-in">
                {t('carryIn', { points: board.carryIn, count: board.carryIn })}
              </Typography.Text>
            )}
          </Col>
          <Col xs={12} md={7}>
            {me.winnings === null ? (
              <>
                <Typography.Text type="secondary">{t('myPoints')}</Typography.Text>
                <div style={{ fontSize: 20 }} data-testid="vote-remaining">
                  {t('remainingOf', { remaining: me.remaining, total: settings.pointsPerMember })}
                </div>
                <Progress aria-label={t('remainingOf', { remaining: me.remaining, total: settings.pointsPerMember })} percent={spentPercent} showInfo={false} size="small" />
              </>
            ) : (
              // settled: what the member has now, with the points given back and won (the points left alone said 6 of
              // 10 beside "every ticket's points were given back")
              <>
                <Typography.Text type="secondary">{t('myPointsAfter')}</Typography.Text>
                <div style={{ fontSize: 20 }} data-testid="vote-remaining">
                  {t('pointsValue', { points: me.remaining + me.refunded + me.winnings })}
                </div>
              </>
            )}
          </Col>
        </Row>
        {board.cancelled && <Alert style={{ marginTop: 12 }} type="warning" showIcon title={t('cancelled')} data-testid="vote-cancelled" />}
        <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('pointsOnly')} description={t(`rules.${settings.ticketType}`, { cut: settings.cutPercent })} />
      </Card>

      {board.settlement && <VoteSettlementCard board={board} settlement={board.settlement} />}

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={{ span: 10, order: 2 }}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            {board.open && (
              <Card size="small" title={t('buy.title')}>
                {me.refusal ? (
                  <Alert type="warning" showIcon title={me.refusal} />
                ) : (
                  <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
                    <BuyTicketForm board={board} />
                  </Suspense>
                )}
              </Card>
            )}
            <Card size="small" title={t('mine.title', { count: me.tickets.length })}>
              <MyTickets board={board} />
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={{ span: 14, order: 1 }}>
          <Card
            size="small"
            title={t('board.title')}
            extra={
              <Space size={4} wrap>
                <Tag>{t(`type.${settings.ticketType}`)}</Tag>
                {board.canManage && settings.ticketType === 'frameQuinella' && board.open && board.pool === board.carryIn && <DrawFramesButton activityId={board.activityId} again={board.frames.length > 0} />}
              </Space>
            }
          >
            <VoteOptionsTable board={board} loading={vote.isFetching && !vote.isRefetching} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
