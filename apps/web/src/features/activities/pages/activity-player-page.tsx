import { Avatar, Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Player } from '@golf/shared/schemas/activity';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useActivity } from '../api/get-activity';
import { usePlayers } from '../api/get-players';
import { detailPath } from '../components/activity-format';
import { ActivityLoadState } from '../components/activity-load-state';
import { CapacityBar } from '../components/capacity-bar';
import { Heading } from '../../../components/heading';
import { idParam } from '../../../lib/id-param';
import { useScreens } from '../../../lib/use-screens';
import { BackLink } from '../../../components/back-link';
import { useTitleSubject } from '../../../lib/document-title';
import { formatHandicap } from '../../../lib/handicap';

/** `/dashboard/activity/player?id=`: who plays and who waits — names, division, team; no contact data. */
export function ActivityPlayerPage() {
  const { t } = useTranslation('activities');
  const screens = useScreens();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const activity = useActivity(id);
  useTitleSubject(activity.data?.title);
  const players = usePlayers(id);
  if (!activity.data) return <ActivityLoadState id={id} query={activity} />;
  if (!players.data) return <ActivityLoadState id={id} query={players} />;
  const phone = !screens.md;
  const registered = players.data.list.filter((p) => p.status === 'registered');
  const waiting = players.data.list.filter((p) => p.status === 'waitlisted').sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

  const name: ColumnsType<Player>[number] = {
    title: t('players.name'),
    dataIndex: 'name',
    render: (value: string, p) => (
      <Space size={8}>
        {!phone && <Avatar size="small" src={p.avatar || undefined}>{value.slice(0, 1)}</Avatar>}
        <span>
          {value}
          {p.isGuest && <Tag style={{ marginInlineStart: 6 }}>{t('players.guest')}</Tag>}
          {phone && (p.division || p.team) && (
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[p.division, p.team].filter(Boolean).join(' · ')}
              </Typography.Text>
            </div>
          )}
        </span>
      </Space>
    ),
  };
  const columns: ColumnsType<Player> = [
    { title: '#', key: 'index', width: 44, render: (_v, _p, i) => i + 1 },
    name,
    { title: t('players.sex'), dataIndex: 'sex', width: 64, render: (s: Player['sex']) => (s ? t(`sex.${s}`) : '–') },
    { title: t('players.handicap'), dataIndex: 'handicap', width: 80, render: (h: number | null) => formatHandicap(h) },
    ...(phone
      ? []
      : [
          { title: t('players.division'), dataIndex: 'division', render: (d: string) => d || '–' },
          { title: t('players.team'), dataIndex: 'team', render: (d: string) => d || '–' },
        ]),
  ];

  return (
    <Card
      title={
        <Space>
          <BackLink to={detailPath(activity.data.id)} label={t('players.back')} />
          <span style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{t('players.title', { title: activity.data.title })}</span>
        </Space>
      }
    >
      <CapacityBar registered={players.data.registered} capacity={players.data.capacity} waitlisted={players.data.waitlisted} status={activity.data.status} />
      <Table<Player>
        style={{ marginTop: 12 }}
        rowKey="id"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={registered}
        loading={players.isFetching}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('players.none')} /> }}
        data-testid="players-registered"
      />
      <Heading level={2} size={5} style={{ marginTop: 24 }}>
        {t('players.waitingList', { count: waiting.length })}
      </Heading>
      {waiting.length === 0 ? (
        <Typography.Text type="secondary">{t('players.noWaiting')}</Typography.Text>
      ) : (
        <Table<Player>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={waiting}
          columns={[{ title: '#', dataIndex: 'position', width: 44 }, name, columns[3]]}
          data-testid="players-waiting"
        />
      )}
      <div style={{ marginTop: 16 }}>
        <Link to={detailPath(activity.data.id)}>
          <Button>{t('players.back')}</Button>
        </Link>
      </div>
    </Card>
  );
}
