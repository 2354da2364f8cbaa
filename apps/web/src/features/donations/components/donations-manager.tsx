import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, GiftOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { RejectDonationSchema, type Donation } from '@golf/shared/schemas/donation';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { feedback } from '../../../lib/feedback';
import { useOpenFocus } from '../../../lib/use-open-focus';
import { applyFieldErrors, zodRule } from '../../../lib/zod-rule';
import { useAcceptDonation } from '../api/accept-donation';
import { useDonationToPrize } from '../api/donation-to-prize';
import { useDonations } from '../api/get-donations';
import { useRejectDonation } from '../api/reject-donation';
import { DonationStatusTag, donationItem, formatAmount } from './donation-format';
import { useGuardedClose } from '../../../components/use-guarded-close';
import { Image } from '../../../components/lazy-image';
import { useConfirm } from '../../../lib/use-confirm';
import { useScreens } from '../../../lib/use-screens';
import { formatDay } from '../../activities/components/activity-format';
import { useDeleteDonation } from '../api/update-donation';
import { DonationModal } from './donation-modal';
import { useDialogTarget, type DialogProps } from '../../../lib/use-dialog-target';

function RejectModal({ open, onClose, afterClose, activityId, donation }: DialogProps & { activityId: string; donation: Donation }) {
  const { t } = useTranslation('donations');
  const [form] = Form.useForm<{ reason: string }>();
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectDonation();
  const [reasonRef, focusReason] = useOpenFocus<TextAreaRef>();
  const [close, holder] = useGuardedClose(form, {}, onClose);
  const finish = async ({ reason }: { reason: string }) => {
    setError(null);
    try {
      await reject.mutateAsync({ activityId, donationId: donation.id, reason });
      feedback.success(t('manage.rejected'));
      onClose();
    } catch (e) {
      if (!applyFieldErrors(form, e)) setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Modal open={open} afterClose={afterClose} title={t('manage.rejectTitle', { title: donation.title })} okText={t('manage.reject')} okButtonProps={{ danger: true, loading: reject.isPending }} cancelText={t('cancel')} onOk={() => form.submit()} onCancel={close} afterOpenChange={focusReason} destroyOnHidden>
      {holder}
      <Form form={form} layout="vertical" onFinish={(v) => void finish(v)}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Form.Item name="reason" label={t('manage.reason')} extra={t('manage.reasonHint')} rules={[zodRule(RejectDonationSchema.shape.reason)]}>
          <Input.TextArea ref={reasonRef} rows={3} maxLength={500} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** What a sponsorship is: title, the goods or money, the sponsor's message, what it is for, its day and picture. */
function DonationWhat({ d }: { d: Donation }) {
  const { t, i18n } = useTranslation('donations');
  return (
    <div style={{ display: 'flex', gap: 8, maxWidth: 360 }}>
      {d.image && <Image src={d.image} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} alt={d.goods || d.title} />}
      <Space orientation="vertical" size={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography.Text>{d.title}</Typography.Text>
        <Typography.Text type="secondary">{donationItem(t, d, i18n.language)}</Typography.Text>
        {d.content && <Typography.Text type="secondary">{t('manage.message', { message: d.content })}</Typography.Text>}
        {d.declaredAward && <Typography.Text type="secondary">{t('manage.declared', { award: d.declaredAward })}</Typography.Text>}
        {d.implementationDate && <Typography.Text type="secondary">{t('manage.date', { date: formatDay(d.implementationDate, i18n.language) })}</Typography.Text>}
        {d.status === 'rejected' && d.reason && <Typography.Text type="danger">{t('list.reason', { reason: d.reason })}</Typography.Text>}
      </Space>
    </div>
  );
}

function DonationSponsor({ d }: { d: Donation }) {
  const { t } = useTranslation('donations');
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text strong>{d.sponsor ?? t('anonymous')}</Typography.Text>
      {d.anonymous && <Tag>{t('manage.anonymous')}</Tag>}
      <Typography.Text type="secondary" copyable={Boolean(d.contact)}>
        {d.contact}
      </Typography.Text>
    </Space>
  );
}

/** The organiser's donations of an event: record one, accept or reject pending ones, correct or remove any, turn accepted goods into a prize item. */
export function DonationsManager({ activityId }: { activityId: string }) {
  const { t, i18n } = useTranslation('donations');
  const donations = useDonations(activityId);
  const accept = useAcceptDonation();
  const toPrize = useDonationToPrize();
  const remove = useDeleteDonation();
  const [confirm, confirmHolder] = useConfirm();
  const rejecting = useDialogTarget<Donation>();
  // the sponsorship being corrected, or 'new' while one is recorded
  const editing = useDialogTarget<Donation | 'new'>();
  const { md } = useScreens();
  if (!donations.data) return <QueryState error={donations.error} onRetry={() => void donations.refetch()} />;
  const { list, totals } = donations.data;

  const askRemove = (d: Donation) =>
    confirm({
      title: t('manage.removeTitle', { title: d.title }),
      content: t(d.prizeId ? 'manage.removePrizeText' : 'manage.removeText'),
      okText: t('manage.remove'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove
          .mutateAsync({ activityId, donationId: d.id })
          .then(() => feedback.success(t('manage.removed')))
          .catch(() => undefined),
    });

  const actions = (d: Donation) => (
    <Space wrap size={4}>
      {d.status === 'pending' && (
        <>
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined />}
            loading={accept.isPending && accept.variables?.donationId === d.id}
            onClick={() => void accept.mutateAsync({ activityId, donationId: d.id }).then((done) => feedback.success(t(done.prizeId ? 'manage.acceptedGoods' : 'manage.accepted'))).catch(() => undefined)}
          >
            {t('manage.accept')}
          </Button>
          <Button size="small" danger icon={<CloseOutlined />} onClick={() => rejecting.show(d)}>
            {t('manage.reject')}
          </Button>
        </>
      )}
      {d.status === 'accepted' && d.kind === 'goods' && !d.prizeId && (
        <Button
          size="small"
          icon={<GiftOutlined />}
          loading={toPrize.isPending && toPrize.variables?.donationId === d.id}
          onClick={() => void toPrize.mutateAsync({ activityId, donationId: d.id }).then(() => feedback.success(t('manage.prizeCreated'))).catch(() => undefined)}
        >
          {t('manage.toPrize')}
        </Button>
      )}
      {d.prizeId && <Tag color="gold">{t('manage.isPrize')}</Tag>}
      {/* named with the sponsorship: a list of "Edit" and "Remove" told a screen reader nothing */}
      <Button size="small" icon={<EditOutlined />} aria-label={`${t('manage.edit')}: ${d.title}`} onClick={() => editing.show(d)}>
        {t('manage.edit')}
      </Button>
      <Button size="small" danger type="text" icon={<DeleteOutlined />} aria-label={`${t('manage.remove')}: ${d.title}`} loading={remove.isPending && remove.variables?.donationId === d.id} onClick={() => askRemove(d)}>
        {t('manage.remove')}
      </Button>
    </Space>
  );

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {confirmHolder}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary">
          {t('manage.totals', { count: totals.sponsors, money: formatAmount(totals.money, i18n.language), goods: formatAmount(totals.goodsValue, i18n.language) })}
        </Typography.Text>
        <Button icon={<PlusOutlined />} onClick={() => editing.show('new')}>
          {t('manage.record')}
        </Button>
      </div>
      {md ? (
        <Table<Donation>
          rowKey="id"
          size="small"
          pagination={false}
          className="one-line-headers"
          scroll={{ x: 'max-content' }}
          dataSource={list}
          locale={{ emptyText: t('manage.empty') }}
          columns={[
            { title: t('manage.sponsor'), key: 'sponsor', render: (_: unknown, d) => <DonationSponsor d={d} /> },
            { title: t('manage.what'), key: 'what', render: (_: unknown, d) => <DonationWhat d={d} /> },
            { title: t('manage.value'), key: 'value', align: 'right', render: (_: unknown, d) => formatAmount(d.value, i18n.language) },
            { title: t('manage.status'), key: 'status', render: (_: unknown, d) => <DonationStatusTag status={d.status} /> },
            { title: t('manage.actions'), key: 'actions', render: (_: unknown, d) => actions(d) },
          ]}
        />
      ) : list.length === 0 ? (
        <Typography.Text type="secondary">{t('manage.empty')}</Typography.Text>
      ) : (
        // a phone: one card a sponsorship, its status and buttons in view (a table put them off the screen's edge)
        list.map((d) => (
          <Card key={d.id} size="small" data-testid="donation-card">
            <Space orientation="vertical" size={8} style={{ width: '100%' }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <DonationSponsor d={d} />
                <Space orientation="vertical" size={0} align="end">
                  <DonationStatusTag status={d.status} />
                  <Typography.Text>{formatAmount(d.value, i18n.language)}</Typography.Text>
                </Space>
              </div>
              <DonationWhat d={d} />
              {actions(d)}
            </Space>
          </Card>
        ))
      )}
      {rejecting.target !== undefined && <RejectModal key={rejecting.key} {...rejecting.props} activityId={activityId} donation={rejecting.target} />}
      {editing.target !== undefined && (
        <DonationModal key={editing.key} {...editing.props} activityId={activityId} donation={editing.target === 'new' ? undefined : editing.target} />
      )}
    </Space>
  );
}
