import { ArrowUpOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, UserAddOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Activity, Player } from '@golf/shared/schemas/activity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useExportPlayers } from '../api/export-players';
import { usePlayers } from '../api/get-players';
import { useRemovePlayer } from '../api/remove-player';
import { useUpdatePlayer } from '../api/update-player';
import { CapacityBar } from './capacity-bar';
import { AddGuestModal, AddMemberModal, EditPlayerModal } from './player-modals';
import { useConfirm } from '../../../lib/use-confirm';
import { useScreens } from '../../../lib/use-screens';
import { formatHandicap } from '../../../lib/handicap';
import { useListFormat } from '../../../lib/use-list-format';

/** The organiser's participants tab: add members and guests, edit, remove, move up from the waiting list, export. */
export function PlayersManager({ activity }: { activity: Activity }) {
  const { t } = useTranslation('activities');
  const screens = useScreens();
  const [openConfirm, holder] = useConfirm();
  const players = usePlayers(activity.id);
  const remove = useRemovePlayer();
  const update = useUpdatePlayer();
  const exportList = useExportPlayers();
  const [adding, setAdding] = useState<'member' | 'guest' | null>(null);
  const [editing, setEditing] = useState<Player | null>(null);
  const list = players.data?.list.filter((p) => p.status !== 'withdrawn') ?? [];
  const noSex = list.filter((p) => p.status === 'registered' && !p.sex);
  const listFormat = useListFormat();
  // the members entered, who may bring a guest
  const hosts = list.flatMap((p) => (p.userId ? [{ userId: p.userId, name: p.name }] : []));
  const full = activity.registered >= activity.capacity;

  const promote = (player: Player) => {
    const run = async (force: boolean) => {
      try {
        await update.mutateAsync({ activityId: activity.id, playerId: player.id, changes: { status: 'registered', ...(force ? { force } : {}) } });
        feedback.success(t('players.promoted', { name: player.name }));
      } catch (e) {
        feedback.error(e instanceof Error ? e.message : String(e)); // the update call is silent (forms show their errors)
      }
    };
    if (!full) return void run(false);
    openConfirm({ title: t('players.promoteFullTitle'), content: t('players.promoteFullText', { capacity: activity.capacity }), okText: t('players.promoteAnyway'), cancelText: t('cancelButton'), onOk: () => run(true) });
  };
  const doExport = () =>
    void exportList
      .mutateAsync({ activityId: activity.id, filename: `${activity.title}-${activity.acdate}.xlsx` })
      .then(() => feedback.success(t('players.exported')), () => undefined);

  const columns: ColumnsType<Player> = [
    {
      title: t('players.name'),
      dataIndex: 'name',
      // a set width: without one the pinned name took the phone's width and left ~30 px for the columns between
      width: 120,
      fixed: 'left',
      render: (name: string, p) => (
        <Space orientation="vertical" size={0}>
          <span>
            {name} {p.isGuest && <Tag>{t('players.guest')}</Tag>}
            {/* the account was disabled: a place its member cannot use, for the organisers to free */}
            {p.accountDisabled && (
              <Tooltip title={t('players.accountDisabledHint')}>
                <Tag color="error" data-testid="player-account-disabled">
                  {t('players.accountDisabled')}
                </Tag>
              </Tooltip>
            )}
          </span>
          {p.isGuest && p.contact && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {p.contact}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('players.status'),
      dataIndex: 'status',
      width: 110,
      render: (s: Player['status'], p) =>
        s === 'registered' ? <Tag color="success">{t('myStatus.registered')}</Tag> : <Tag color="warning">{t('players.waitingAt', { position: p.position ?? '?' })}</Tag>,
    },
    { title: t('players.sex'), dataIndex: 'sex', width: 70, render: (s: Player['sex']) => (s ? t(`sex.${s}`) : '–') },
    { title: t('players.handicap'), dataIndex: 'handicap', width: 90, render: (h: number | null) => formatHandicap(h) },
    { title: t('players.division'), dataIndex: 'division', width: 100, render: (d: string) => d || '–' },
    { title: t('players.team'), dataIndex: 'team', width: 100, render: (d: string) => d || '–' },
    {
      title: t('players.remark'),
      dataIndex: 'remark',
      ellipsis: { showTitle: false },
      render: (r?: string) => (r ? <Tooltip title={r}>{r}</Tooltip> : '–'),
    },
    {
      title: t('players.actions'),
      key: 'actions',
      width: 112,
      // in reach on a phone, where the table scrolls sideways
      fixed: 'right',
      render: (_v, p) => (
        <Space size={0}>
          <Button type="text" icon={<EditOutlined />} aria-label={t('players.edit')} title={t('players.edit')} onClick={() => setEditing(p)} />
          {p.status === 'waitlisted' && (
            <Button type="text" icon={<ArrowUpOutlined />} aria-label={t('players.promote')} title={t('players.promote')} onClick={() => promote(p)} />
          )}
          <Popconfirm
            title={t('players.removeConfirm', { name: p.name })}
            description={p.status === 'registered' ? t('players.removeHint') : undefined}
            okText={t('players.remove')}
            okButtonProps={{ danger: true }}
            cancelText={t('cancelButton')}
            onConfirm={() =>
              remove.mutateAsync({ activityId: activity.id, playerId: p.id }).then(() => feedback.success(t('players.removed', { name: p.name })), () => undefined)
            }
          >
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('players.remove')} title={t('players.remove')} />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {holder}
      <CapacityBar registered={activity.registered} capacity={activity.capacity} waitlisted={activity.waitlisted} status={activity.status} />
      <Space wrap>
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding('member')}>
          {t('players.addMember')}
        </Button>
        <Button icon={<UsergroupAddOutlined />} onClick={() => setAdding('guest')}>
          {t('players.addGuest')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={doExport} loading={exportList.isPending}>
          {t('players.export')}
        </Button>
      </Space>
      {players.isError && (
        <Alert
          type="error"
          showIcon
          title={t('players.loadFailed')}
          description={players.error.message}
          action={<Button size="small" onClick={() => void players.refetch()}>{t('retry')}</Button>}
        />
      )}
      {/* a player without a sex on record plays the men's tee and counts with the men (results, best-of-sex prizes) */}
      {noSex.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('players.noSex', { count: noSex.length, names: listFormat(noSex.slice(0, 5).map((p) => p.name)) + (noSex.length > 5 ? ' …' : '') })}
          data-testid="players-no-sex"
        />
      )}
      <Table<Player>
        rowKey="id"
        size={screens.md ? 'middle' : 'small'}
        loading={players.isPending || players.isFetching}
        columns={columns}
        dataSource={list}
        pagination={list.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 900 }}
        data-testid="players-manage-table"
      />
      <AddMemberModal activity={activity} players={list} open={adding === 'member'} onClose={() => setAdding(null)} />
      <AddGuestModal activity={activity} hosts={hosts} open={adding === 'guest'} onClose={() => setAdding(null)} />
      <EditPlayerModal activity={activity} hosts={hosts} player={editing} onClose={() => setEditing(null)} />
    </Space>
  );
}
