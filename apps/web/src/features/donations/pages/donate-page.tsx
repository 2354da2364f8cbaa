import { Button, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Donation } from '@golf/shared/schemas/donation';
import { useDialogTarget } from '../../../lib/use-dialog-target';
import { feedback } from '../../../lib/feedback';
import { useConfirm } from '../../../lib/use-confirm';
import { useDeleteDonation } from '../api/update-donation';
import { DonationModal } from '../components/donation-modal';
import { QueryState } from '../../../components/query-state';
import { useActivity } from '../../activities/api/get-activity';
import { useDonations } from '../api/get-donations';
import { DonationForm } from '../components/donation-form';
import { SponsorList } from '../components/sponsor-list';
import { Result } from '../../../components/lazy-result';
import { Heading } from '../../../components/heading';
import { idParam } from '../../../lib/id-param';
import { useTitleSubject } from '../../../lib/document-title';

/** `/dashboard/activity/donate?id=`: sponsor an event, and the sponsor list with totals. */
export function DonatePage() {
  const { t } = useTranslation('donations');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const activity = useActivity(id);
  useTitleSubject(activity.data?.title);
  const donations = useDonations(id);
  const remove = useDeleteDonation();
  const [confirm, confirmHolder] = useConfirm();
  const editing = useDialogTarget<Donation>();
  if (!id) return <Result status="404" title={t('missingEvent')} extra={<Link to="/dashboard/activity/index"><Button type="primary">{t('toEvents')}</Button></Link>} />;
  if (!activity.data) return <QueryState error={activity.error} onRetry={() => void activity.refetch()} />;
  const a = activity.data;
  const withdraw = (d: Donation) =>
    confirm({
      title: t('list.withdrawTitle', { title: d.title }),
      okText: t('list.withdraw'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove
          .mutateAsync({ activityId: a.id, donationId: d.id })
          .then(() => feedback.success(t('list.withdrawn')))
          .catch(() => undefined),
    });
  // a finished event's sponsorships are recorded by its organisers (goods handed over at the ceremony)
  const closed = a.status === 'cancelled' || (a.status === 'finished' && !a.canManage);
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card>
          <Heading level={2} size={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {/* an event that takes no more sponsorship from this member: its sponsors, not an invitation */}
            {t(closed ? 'page.titleClosed' : 'page.title')}
          </Heading>
          <Link to={`/dashboard/activity/detail?id=${a.id}`}>{a.title}</Link>
          {!closed && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('page.intro')}
            </Typography.Paragraph>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('form.heading')}>
          {closed ? <Typography.Text type="secondary">{t(`page.${a.status}`)}</Typography.Text> : <DonationForm activityId={a.id} recording={a.canManage} />}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('list.heading')}>
          {donations.data ? <SponsorList data={donations.data} onEdit={editing.show} onWithdraw={withdraw} /> : <QueryState error={donations.error} onRetry={() => void donations.refetch()} />}
        </Card>
      </Col>
      {confirmHolder}
      {editing.target !== undefined && <DonationModal key={editing.key} {...editing.props} activityId={a.id} donation={editing.target} />}
    </Row>
  );
}
