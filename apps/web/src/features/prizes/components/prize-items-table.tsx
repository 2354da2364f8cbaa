import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { PrizeBoard, PrizeItem } from '@golf/shared/schemas/prize';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogTarget } from '../../../lib/use-dialog-target';
import { feedback } from '../../../lib/feedback';
import { lazyPart } from '../../../lib/lazy-part';
import { useDeletePrize } from '../api/delete-prize';
import { formatValue } from './prize-format';

// the form of a prize item (antd Form, Modal, InputNumber) loads when it is first opened
const PrizeModal = lazyPart(() => import('./prize-item-modal').then((m) => m.PrizeModal), { tell: true });

/** Remainder as the spec wants it: a number, "full" at zero, and an over-allocated prize reported in red. */
export function RemainderTag({ prize }: { prize: Pick<PrizeItem, 'remainder' | 'status'> }) {
  const { t } = useTranslation('prizes');
  if (prize.status === 'full') return <Tag color="gold">{t('items.full')}</Tag>;
  if (prize.status === 'over') return <Tag color="red">{t('items.over', { count: -prize.remainder })}</Tag>;
  return <Tag color="green">{prize.remainder}</Tag>;
}

/** The prize items of an event with the allocation helper's numbers; organisers add, edit and delete. */
export function PrizeItemsTable({ activityId, board, canManage }: { activityId: string; board: PrizeBoard; canManage: boolean }) {
  const { t, i18n } = useTranslation('prizes');
  const editing = useDialogTarget<PrizeItem | 'new'>();
  const remove = useDeletePrize();
  const over = board.list.filter((p) => p.status === 'over');
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {over.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={over.map((p) => t('quantityWrong', { prize: p.name, allocated: p.allocated, num: p.num })).join(' ')}
        />
      )}
      {canManage && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => editing.show('new')}>
          {t('items.add')}
        </Button>
      )}
      <Table<PrizeItem>
        rowKey="id"
        size="small"
        pagination={false}
        className="one-line-headers"
        scroll={{ x: 'max-content' }}
        dataSource={board.list}
        locale={{ emptyText: t('items.empty') }}
        rowClassName={(p) => (p.status === 'over' ? 'prize-over' : '')}
        columns={[
          {
            title: t('items.name'),
            dataIndex: 'name',
            render: (name: string, p) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong delete={p.status === 'over'}>
                  {name}
                </Typography.Text>
                {p.source === 'donation' && <Typography.Text type="secondary">{t('items.from', { sponsor: p.sponsor ?? t('anonymous') })}</Typography.Text>}
              </Space>
            ),
          },
          { title: t('items.num'), dataIndex: 'num', align: 'right' },
          { title: t('items.price'), dataIndex: 'price', align: 'right', render: (v: number | null) => formatValue(v, i18n.language) },
          { title: t('items.allocated'), dataIndex: 'allocated', align: 'right' },
          { title: t('items.remainder'), key: 'remainder', render: (_: unknown, p) => <RemainderTag prize={p} /> },
          ...(canManage
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  render: (_: unknown, p: PrizeItem) => (
                    <Space size={0}>
                      <Tooltip title={t('items.edit')}>
                        <Button type="text" icon={<EditOutlined />} aria-label={t('items.edit')} onClick={() => editing.show(p)} />
                      </Tooltip>
                      <Popconfirm
                        title={t('items.deleteConfirm', { name: p.name })}
                        okText={t('delete')}
                        cancelText={t('cancel')}
                        onConfirm={() => remove.mutateAsync({ activityId, prizeId: p.id }).then(() => feedback.success(t('items.deleted')))}
                      >
                        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('delete')} disabled={p.allocated > 0} />
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing.target !== undefined && (
        <Suspense fallback={null}>
          <PrizeModal key={editing.key} {...editing.props} activityId={activityId} prize={editing.target} />
        </Suspense>
      )}
    </Space>
  );
}
