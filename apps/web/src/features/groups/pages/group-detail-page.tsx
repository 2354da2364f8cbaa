import { MailOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Empty, List, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useGroup } from '../api/get-group';
import { NoticesCard } from '../../notices/components/notices-card';
import { useGroupStatistics } from '../api/get-group-statistics';
import { GroupEventsCard } from '../components/group-events-card';
import { GroupHeader } from '../components/group-header';
import { GroupPageState } from '../components/group-page-state';
import { RoleTag } from '../components/role-tag';
import { useGroupId, useGroupPowers } from '../components/use-group-id';
import { loadNamespaces } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { useNearScreen } from '../../../lib/use-near-screen';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useTitleSubject } from '../../../lib/document-title';

// members' cards (statistics with their tables and chart, the vote leaderboard with antd Table and Select) come in their
// own download, started as soon as the page knows the visitor is a member: the top of the page does not wait for them
const GroupStatisticsCharts = lazyPart(() => import('../components/group-statistics').then((m) => m.GroupStatisticsCharts), { tell: true });
// (the leaderboard speaks the vote's namespace, which the route does not list: it comes with the card)
const VoteLeaderboardCard = lazyPart(
  () => Promise.all([import('../../vote/components/vote-leaderboard-card'), loadNamespaces('vote')]).then(([m]) => m.VoteLeaderboardCard),
  { tell: true },
);

// the application form (with its zod schema) is loaded when a visitor first applies
const ApplyModal = lazy(() => import('../components/apply-modal').then((m) => ({ default: m.ApplyModal })));

/** `/dashboard/group/detail?id=` (and `/activity/group/detail`): who the group is, its organisers, its upcoming and past events and its statistics. */
export function GroupDetailPage() {
  const { t } = useTranslation('groups');
  const id = useGroupId();
  const group = useGroup(id);
  useTitleSubject(group.data?.name);
  const powers = useGroupPowers(group.data);
  // the statistics card is below the fold: its figures (read from every finished event) and its charts (ECharts, the
  // page's heaviest code) load as it comes near the screen, not with the page
  const [statsRef, statsNear] = useNearScreen<HTMLDivElement>();
  const stats = useGroupStatistics(id, (powers.member || powers.organises) && statsNear);
  const [applying, setApplying] = useState(false);
  // mounted from the first opening on, so it can animate closed
  const applyMounted = useOpenedOnce(applying);
  const memberView = powers.member || powers.organises;
  useEffect(() => {
    if (memberView) VoteLeaderboardCard.preload();
  }, [memberView]);
  useEffect(() => {
    if (memberView && statsNear) GroupStatisticsCharts.preload();
  }, [memberView, statsNear]);

  if (!id) return <GroupPageState error={null} />;
  if (!group.data) return <GroupPageState error={group.error} onRetry={() => void group.refetch()} />;
  const detail = group.data;

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <GroupHeader group={detail} onApply={() => setApplying(true)} />
      </Col>
      <Col xs={24} lg={14}>
        <Card title={t('detail.introduction')} style={{ height: '100%' }}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{detail.introduction || t('card.noIntroduction')}</Typography.Paragraph>
          {detail.contact && (
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              <MailOutlined /> <Typography.Text type="secondary">{t('detail.contact')}</Typography.Text> {detail.contact}
            </Typography.Paragraph>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={t('detail.organisers')} style={{ height: '100%' }}>
          <List
            dataSource={detail.organisers}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
            renderItem={(person) => (
              <List.Item extra={<RoleTag role={person.role} />}>
                <List.Item.Meta avatar={<Avatar src={person.avatar || undefined}>{person.nickname.slice(0, 1)}</Avatar>} title={person.nickname} />
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col span={24}>
        <GroupEventsCard groupId={detail.id} organises={powers.organises} />
      </Col>
      <Col span={24} ref={statsRef}>
        <Card title={t('stats.title')}>
          {!memberView && <Typography.Text type="secondary">{t('stats.membersOnly')}</Typography.Text>}
          {memberView && !stats.data && !stats.isError && <Skeleton active />}
          {stats.isError && <QueryState error={stats.error} onRetry={() => void stats.refetch()} />}
          {stats.data && (
            <Suspense fallback={<Skeleton active />}>
              <GroupStatisticsCharts stats={stats.data} />
            </Suspense>
          )}
        </Card>
      </Col>
      {memberView && (
        <Col span={24}>
          <Suspense fallback={<Card loading />}>
            <VoteLeaderboardCard groupId={detail.id} />
          </Suspense>
        </Col>
      )}
      {memberView && (
        <Col span={24}>
          <NoticesCard groupId={detail.id} canPublish={powers.organises} />
        </Col>
      )}
      {applyMounted && (
        <Suspense fallback={null}>
          <ApplyModal group={applying ? detail : null} onClose={() => setApplying(false)} />
        </Suspense>
      )}
    </Row>
  );
}
