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
  const change = useChangeActivityStatus();
  const remove = useDeleteActivity();
  const [sharing, setSharing] = useState(false);
  const shareMounted = useOpenedOnce(sharing);

  const move = (status: ActivityStatus) => {
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
    } else if (status === 'finished' || status === 'playing') {
      // starting before the event's day ends sign-up and the vote early: said before it happens
      const early = status === 'playing' && dayjs().format('YYYY-MM-DD') < activity.acdate;
      openConfirm({
        title: t(`${moveKey(activity.status, status)}Confirm`),
        content: early ? t('move.playingEarly', { date: formatDay(activity.acdate, i18n.language) }) : undefined,
        okText: t(moveKey(activity.status, status)),
        cancelText: t('cancelButton'),
        onOk: run,
      });
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
          <Button key={status} type="primary" loading={change.isPending && change.variables?.status === status} onClick={() => move(status)} data-testid={`move-${status}`}>
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
