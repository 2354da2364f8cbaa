import { CloseCircleOutlined, EditOutlined, UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Typography } from 'antd';
import type { Activity } from '@golf/shared/schemas/activity';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { feedback } from '../../../lib/feedback';
import { sessionUserQueryOptions, useSessionUser } from '../../../lib/session-user';
import { useCancelRegistration } from '../api/cancel-registration';
import { useSignUp } from '../api/sign-up';
import { useUpdateMyRegistration } from '../api/update-my-registration';
import { formatDateTime } from './activity-format';
import { MyStatusTag } from './status-tags';
import { useOpenedOnce } from '../../../lib/use-opened-once';

// the form with its zod schema is loaded when the member first signs up or edits the memo, not with the event page
const RemarkModal = lazy(() => import('./remark-modal').then((m) => ({ default: m.RemarkModal })));
// and the cancel confirmation (antd's Modal) when the member first cancels, from the same chunk: a chunk of its own made
// the bundler re-split antd's shared code and added ~2 KB gzip to the entry of every page
const CancelConfirm = lazy(() => import('./remark-modal').then((m) => ({ default: m.CancelConfirm })));

/** Why the caller cannot sign up now, or null when they can. */
function blockedReason(activity: Activity, t: (k: string, p?: Record<string, unknown>) => string, language: string): string | null {
  switch (activity.status) {
    case 'draft':
      return t('blocked.draft');
    case 'closed':
      return new Date(activity.regtime).getTime() <= Date.now()
        ? t('blocked.deadline', { deadline: formatDateTime(activity.regtime, language) })
        : t('blocked.closed');
    case 'playing':
      return t('blocked.playing');
    case 'finished':
      return t('blocked.finished');
    case 'cancelled':
      return t('blocked.cancelled');
    default:
      return null;
  }
}

/** The caller's place in the event and what they can do: sign up, write a memo, cancel. */
export function MyRegistrationCard({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation('activities');
  // 'loading' from the click until the confirmation shows (its code may still be on the way), then 'open'
  const [confirming, setConfirming] = useState<'loading' | 'open' | null>(null);
  const [editing, setEditing] = useState<'signUp' | 'memo' | null>(null);
  // mounted from the first opening on, so it can animate closed
  const modalMounted = useOpenedOnce(editing !== null);
  const signUp = useSignUp();
  const client = useQueryClient();
  const { data: me } = useSessionUser();
  const updateRemark = useUpdateMyRegistration();
  const cancel = useCancelRegistration();
  const mine = activity.myRegistration;
  // no place for a newcomer: every place is taken, or a free one is held for those already waiting (the server puts a
  // sign-up behind them)
  const full = activity.registered >= activity.capacity || activity.waitlisted > 0;
  // my cancellation frees a place for the waiting list only when the organisers have not filled beyond the capacity
  const placeGoesOn = activity.waitlisted > 0 && activity.registered <= activity.capacity;
  const member = activity.myRole !== null;
  const mayJoin = activity.public || member;
  const reason = blockedReason(activity, t, i18n.language);
  const canCancel = mine && ['registering', 'closed', 'draft'].includes(activity.status);
  // in play, over or cancelled: signing up or changing the memo will never be possible again, so no button offers it
  const over = ['playing', 'finished', 'cancelled'].includes(activity.status);

  const submitSignUp = async (remark: string, sex?: 'M' | 'F') => {
    const result = await signUp.mutateAsync({ activityId: activity.id, input: { remark, ...(sex ? { sex } : {}) } });
    // the profile took the sex given: the next sign-up does not ask again
    if (sex) void client.invalidateQueries({ queryKey: sessionUserQueryOptions().queryKey });
    setEditing(null);
    if (result.status === 'registered') feedback.success(t('signUp.success'));
    else feedback.success(t('signUp.waitlisted', { position: result.position ?? '' }));
  };
  const submitRemark = async (remark: string) => {
    await updateRemark.mutateAsync({ activityId: activity.id, input: { remark } });
    setEditing(null);
    feedback.success(t('memo.success'));
  };
  const confirmCancel = () => setConfirming('loading');

  return (
    <Card size="small" title={t('detail.myPlace')} extra={<MyStatusTag registration={mine} />} data-testid="my-registration">
      {confirming && (
        <Suspense fallback={null}>
          <CancelConfirm
            title={t('cancelSignUp.confirm')}
            content={mine?.status === 'registered' && placeGoesOn ? t('cancelSignUp.hintWaiting') : t('cancelSignUp.hint')}
            okText={t('cancelSignUp.ok')}
            cancelText={t('cancelSignUp.keep')}
            onOk={async () => {
              await cancel.mutateAsync(activity.id);
              feedback.success(t('cancelSignUp.success'));
            }}
            onOpen={() => setConfirming('open')}
            onClose={() => setConfirming(null)}
          />
        </Suspense>
      )}
      {mine ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text data-testid="my-status-text">
            {activity.status === 'finished'
              ? mine.status === 'registered'
                ? t('detail.playedText')
                : t('blocked.finished')
              : activity.status === 'cancelled'
                ? t('blocked.cancelled')
                : mine.status === 'registered'
                  ? t('detail.registeredText')
                  : t('detail.waitlistedText', { position: mine.position ?? '?' })}
          </Typography.Text>
          {mine.remark && (
            <Typography.Text type="secondary">
              {t('detail.myRemark')}
              {t('common:colon')}
              {mine.remark}
            </Typography.Text>
          )}
          {!over && (
            <Space wrap>
              <Button icon={<EditOutlined />} onClick={() => setEditing('memo')} disabled={!canCancel}>
                {t(mine.remark ? 'actions.editMemo' : 'actions.memo')}
              </Button>
              {canCancel && (
                <Button danger icon={<CloseCircleOutlined />} onClick={confirmCancel} loading={cancel.isPending || confirming === 'loading'}>
                  {t('actions.cancel')}
                </Button>
              )}
            </Space>
          )}
          {!canCancel && !over && reason && <Typography.Text type="secondary">{reason}</Typography.Text>}
        </Space>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {!mayJoin && (
            <Alert
              type="info"
              showIcon
              title={t('blocked.notMember', { group: activity.group.name })}
              action={
                <Link to={`/dashboard/group/detail?id=${activity.groupId}`}>
                  <Button size="small">{t('blocked.applyToGroup')}</Button>
                </Link>
              }
            />
          )}
          {mayJoin && reason && <Alert type={over ? 'info' : 'warning'} showIcon title={reason} />}
          {mayJoin && !reason && full && <Alert type="warning" showIcon title={t('blocked.full')} />}
          {!over && (
            <Button
              type="primary"
              size="large"
              block
              icon={<UserAddOutlined />}
              disabled={!mayJoin || Boolean(reason)}
              onClick={() => setEditing('signUp')}
              data-testid="sign-up"
            >
              {full ? t('actions.joinWaitingList') : t('actions.signUp')}
            </Button>
          )}
        </Space>
      )}
      {modalMounted && (
        <Suspense fallback={null}>
          <RemarkModal
            open={editing !== null}
            mode={editing ?? 'signUp'}
            initialRemark={mine?.remark ?? ''}
            hint={editing === 'signUp' && full ? t('blocked.full') : undefined}
            waitingList={editing === 'signUp' && full}
            askSex={editing === 'signUp' && me?.sex === null}
            pending={signUp.isPending || updateRemark.isPending}
            onSubmit={editing === 'memo' ? submitRemark : submitSignUp}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}
