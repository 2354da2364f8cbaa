import { CopyOutlined, DeleteOutlined, EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import dayjs from 'dayjs';
import type { Activity, ActivityStatus } from '@golf/shared/schemas/activity';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { useChangeActivityStatus } from '../api/change-status';
import { useDeleteActivity } from '../api/delete-activity';
import { copyPath, detailPath, formatDay } from './activity-format';
import { useConfirm } from '../../../lib/use-confirm';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useQueryClient } from '@tanstack/react-query';
import { resultsQueryOptions } from '../../results/api/get-results';
import { useUnsavedOnPage } from '../../../components/unsaved-guard';
import { formatStamp } from '../../../lib/format-time';

// the link and QR code members sign up from, as on the event's own page
const ShareModal = lazy(() => import('./share-modal').then((m) => ({ default: m.ShareModal })));

/** The label of a move to `to` from the event's status ("open registration", "reopen", "close", …). */
function moveKey(from: ActivityStatus, to: ActivityStatus): string {
  if (to === 'registering') return from === 'closed' ? 'move.reopen' : 'move.open';
  return `move.${to}`;
}

/** Lifecycle buttons of an organiser (only the moves allowed now), the member view and the share link, copy, delete (drafts). */
export function StatusActions({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation('activities');
  const navigate = useNavigate();
  const [openConfirm, holder] = useConfirm();
  const client = useQueryClient();
  const change = useChangeActivityStatus();
  const remove = useDeleteActivity();
  const [sharing, setSharing] = useState(false);
  const shareMounted = useOpenedOnce(sharing);
  const unsaved = useUnsavedOnPage();
  // sign-up still has time to run (an event past its deadline is answered closed): closing it is not the next step, the
  // deadline does it
  const deadlineAhead = activity.status === 'registering';

  // a move uses the event as saved: changes typed in a tab and not saved (a capacity, a deadline) are asked about first
  const move = (status: ActivityStatus) => {
    if (!unsaved) return moveNow(status);
    openConfirm({
      title: t('move.unsavedTitle'),
      content: t('move.unsavedText', { action: t(moveKey(activity.status, status)) }),
      okText: t('move.unsavedAnyway'),
      cancelText: t('move.unsavedBack'),
      // going back to save them is the safe choice
      autoFocusButton: 'cancel',
      onOk: () => moveNow(status),
    });
  };

  const moveNow = (status: ActivityStatus) => {
    const run = async () => {
      await change.mutateAsync({ id: activity.id, status });
      feedback.success(t(`moved.${status}`));
    };
    if (status === 'cancelled') {
      openConfirm({
        title: t('confirmCancelEvent.title'),
        content: t('confirmCancelEvent.text', { count: activity.registered + activity.waitlisted }),
        okText: t('confirmCancelEvent.ok'),
        okButtonProps: { danger: true },
        cancelText: t('confirmCancelEvent.keep'),
        onOk: run,
      });
    } else if (status === 'closed' && deadlineAhead) {
      // closing before the deadline turns members away who still count on it: asked, with the deadline it replaces
      openConfirm({
        title: t('move.closedConfirm'),
        content: t('move.closedEarly', { deadline: formatStamp(activity.regtime, i18n.language) }),
        okText: t('move.closed'),
        cancelText: t('cancelButton'),
        onOk: run,
      });
    } else if (status === 'finished' || status === 'playing') {
      // starting before the event's day ends sign-up and the vote early: said before it happens
      const early = status === 'playing' && dayjs().format('YYYY-MM-DD') < activity.acdate;
      const ask = (content?: string) =>
        openConfirm({
          title: t(`${moveKey(activity.status, status)}Confirm`),
          content,
          okText: t(moveKey(activity.status, status)),
          cancelText: t('cancelButton'),
          onOk: run,
        });
      if (status === 'playing') ask(early ? t('move.playingEarly', { date: formatDay(activity.acdate, i18n.language) }) : undefined);
      // finishing with cards not complete leaves their players unranked: the confirmation names them (read at the press;
      // should the results not come, it asks without the names)
      else {
        void client
          .fetchQuery(resultsQueryOptions(activity.id))
          .then((results) => {
            const open = results.list.filter((r) => r.status === 'incomplete' || r.status === 'noCard');
            const names = open.slice(0, 8).map((r) => (r.status === 'noCard' ? t('move.noCardName', { name: r.name }) : t('move.holesName', { name: r.name, holes: r.holesPlayed })));
            return open.length > 0 ? t('move.finishedOpen', { count: open.length, names: names.join(t('move.nameSeparator')) + (open.length > 8 ? t('move.andMore', { count: open.length - 8 }) : '') }) : undefined;
          })
          .catch(() => undefined)
          .then(ask);
      }
    } else {
      void run().catch(() => undefined);
    }
  };

  return (
    <Space wrap>
      {holder}
      {activity.nextStatuses
        .filter((s) => s !== 'cancelled')
        .map((status) => (
          <Button key={status} type={status === 'closed' && deadlineAhead ? 'default' : 'primary'} loading={change.isPending && change.variables?.status === status} onClick={() => move(status)} data-testid={`move-${status}`}>
            {t(moveKey(activity.status, status))}
          </Button>
        ))}
      <Link to={detailPath(activity.id)}>
        <Button icon={<EyeOutlined />}>{t('manage.memberView')}</Button>
      </Link>
      {/* a draft is seen by nobody yet, and a cancelled event takes no sign-ups */}
      {activity.status !== 'draft' && activity.status !== 'cancelled' && (
        <Button icon={<ShareAltOutlined />} onClick={() => setSharing(true)} data-testid="manage-share">
          {t('actions.share')}
        </Button>
      )}
      {shareMounted && (
        <Suspense fallback={null}>
          <ShareModal activityId={activity.id} title={activity.title} open={sharing} onClose={() => setSharing(false)} />
        </Suspense>
      )}
      {/* the copy is made on the new-event page, which asks for the new event's day */}
      <Link to={copyPath(activity.id)}>
        <Button icon={<CopyOutlined />}>{t('manage.copy')}</Button>
      </Link>
      {activity.nextStatuses.includes('cancelled') && (
        <Button danger onClick={() => move('cancelled')}>
          {t('move.cancelled')}
        </Button>
      )}
      {activity.status === 'draft' && (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() =>
            openConfirm({
              title: t('manage.deleteConfirm'),
              okText: t('manage.delete'),
              okButtonProps: { danger: true },
              cancelText: t('cancelButton'),
              onOk: async () => {
                await remove.mutateAsync(activity.id);
                feedback.success(t('manage.deleted'));
                navigate('/dashboard/activity/index', { replace: true });
              },
            })
          }
        >
          {t('manage.delete')}
        </Button>
      )}
    </Space>
  );
}
