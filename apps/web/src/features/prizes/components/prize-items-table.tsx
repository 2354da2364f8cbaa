import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, Tag, Tooltip, Typography, type InputRef } from 'antd';
import { checkPrizeQuantity } from '@golf/shared/golf/prize-allocation';
import type { PrizeBoard, PrizeItem } from '@golf/shared/schemas/prize';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useOpenFocus } from '../../../lib/use-open-focus';
import { applyFieldErrors, usePreloadedSchemas, zodRule } from '../../../lib/zod-rule';
import { useCreatePrize } from '../api/create-prize';
import { useDeletePrize } from '../api/delete-prize';
import { useUpdatePrize } from '../api/update-prize';
import { prizeShape } from './lazy-schemas';
import { formatValue } from './prize-format';

interface PrizeValues {
  name: string;
  num: number;
  price?: number | null;
}

/** Remainder as the spec wants it: a number, "full" at zero, and an over-allocated prize reported in red. */
export function RemainderTag({ prize }: { prize: Pick<PrizeItem, 'remainder' | 'status'> }) {
  const { t } = useTranslation('prizes');
  if (prize.status === 'full') return <Tag color="gold">{t('items.full')}</Tag>;
  if (prize.status === 'over') return <Tag color="red">{t('items.over', { count: -prize.remainder })}</Tag>;
  return <Tag color="green">{prize.remainder}</Tag>;
}

function PrizeModal({ activityId, prize, onClose }: { activityId: string; prize: PrizeItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation('prizes');
  const [form] = Form.useForm<PrizeValues>();
  usePreloadedSchemas(prizeShape.name);
  const [error, setError] = useState<string | null>(null);
  const [nameRef, focusName] = useOpenFocus<InputRef>();
  const create = useCreatePrize();
  const update = useUpdatePrize();
  const editing = prize === 'new' ? null : prize;
  const finish = async (values: PrizeValues) => {
    setError(null);
    const input = { name: values.name, num: values.num, price: values.price ?? null };
    try {
      if (editing) await update.mutateAsync({ activityId, prizeId: editing.id, changes: input });
      else await create.mutateAsync({ activityId, input });
      feedback.success(t('items.saved'));
      onClose();
    } catch (e) {
      if (!applyFieldErrors(form, e)) setError(e instanceof Error ? e.message : String(e));
    }
  };
  // the same check as the server: a quantity below what the rules allocate is refused
  const quantityRule = {
    validator: async (_: unknown, value: number | null) => {
      if (!editing || value == null) return;
      const wrong = checkPrizeQuantity({ name: editing.name }, value, editing.allocated);
      if (wrong) throw new Error(t('quantityWrong', wrong.params));
    },
  };
  return (
    <Modal
      open
      title={t(editing ? 'items.edit' : 'items.add')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: create.isPending || update.isPending }}
      onCancel={onClose}
      afterOpenChange={focusName}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={editing ? { name: editing.name, num: editing.num, price: editing.price } : { num: 1 }}
        onFinish={(v) => void finish(v)}
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Form.Item name="name" label={t('items.name')} rules={[zodRule(prizeShape.name)]}>
          <Input ref={nameRef} maxLength={60} autoFocus />
        </Form.Item>
        <Form.Item
          name="num"
          label={t('items.num')}
          extra={editing ? t('items.allocatedHint', { allocated: editing.allocated }) : undefined}
          rules={[zodRule(prizeShape.num), quantityRule]}
        >
          <InputNumber min={0} max={100000} inputMode="numeric" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="price" label={t('items.price')} rules={[zodRule(prizeShape.price)]}>
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The prize items of an event with the allocation helper's numbers; organisers add, edit and delete. */
export function PrizeItemsTable({ activityId, board, canManage }: { activityId: string; board: PrizeBoard; canManage: boolean }) {
  const { t, i18n } = useTranslation('prizes');
  const [editing, setEditing] = useState<PrizeItem | 'new' | null>(null);
  const remove = useDeletePrize();
  const over = board.prizes.filter((p) => p.status === 'over');
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
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('items.add')}
        </Button>
      )}
      <Table<PrizeItem>
        rowKey="id"
        size="small"
        pagination={false}
        className="one-line-headers"
        scroll={{ x: 'max-content' }}
        dataSource={board.prizes}
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
                        <Button type="text" icon={<EditOutlined />} aria-label={t('items.edit')} onClick={() => setEditing(p)} />
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
      {editing && <PrizeModal activityId={activityId} prize={editing} onClose={() => setEditing(null)} />}
    </Space>
  );
}
