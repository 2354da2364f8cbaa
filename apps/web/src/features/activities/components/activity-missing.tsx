import { Alert, Button, Result, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivitySummary } from '@golf/shared/schemas/activity';
import { useActivitySummary } from '../api/get-activity-summary';
import { useGroup } from '../../groups/api/get-group';

const ApplyModal = lazy(() => import('../../groups/components/apply-modal').then((m) => ({ default: m.ApplyModal })));

/**
 * No such event, or not allowed to see it: what happened and the way on. An event of a committee the visitor is not a
 * member of (a shared link opened by a newcomer) offers to join the committee there and then: joined, the event shows.
 */
export function ActivityMissing({ forbidden, message, activityId, offerJoin = false }: { forbidden: boolean; message?: string; activityId?: string | null; offerJoin?: boolean }) {
  const { t } = useTranslation('activities');
  const summary = useActivitySummary(offerJoin && activityId ? activityId : undefined);
  const toList = (
    <Link to="/dashboard/activity/index">
      <Button type={offerJoin ? 'default' : 'primary'}>{t('missing.toList')}</Button>
    </Link>
  );
  if (forbidden && offerJoin && summary.data) return <MembersOnly summary={summary.data} toList={toList} />;
  return (
    <Result
      status={forbidden ? 403 : 404}
      title={t(forbidden ? 'missing.forbiddenTitle' : 'missing.title')}
      subTitle={forbidden ? (message ?? t('missing.forbiddenText')) : t('missing.text')}
      extra={toList}
    />
  );
}

function MembersOnly({ summary, toList }: { summary: ActivitySummary; toList: ReactNode }) {
  const { t } = useTranslation('activities');
  const client = useQueryClient();
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState(false);
  const { group } = summary;
  // an application sent before (from here or the committee's page) is still waiting: no second one to offer
  const detail = useGroup(group.id);
  const pending = applied || detail.data?.myApplication === 'pending';
  return (
    <Result
      status={403}
      title={t('missing.membersOnlyTitle', { group: group.name })}
      subTitle={t('missing.membersOnlyText', { group: group.name, title: summary.title })}
      extra={
        <Space wrap size={[8, 12]} style={{ justifyContent: 'center' }}>
          {pending ? (
            <Alert type="success" showIcon title={t('missing.applied', { group: group.name })} style={{ textAlign: 'start' }} />
          ) : (
            <Button type="primary" onClick={() => setApplying(true)} data-testid="join-committee">
              {t(group.joinApproval ? 'missing.apply' : 'missing.join', { group: group.name })}
            </Button>
          )}
          {toList}
        </Space>
      }
    >
      {applying && (
        <Suspense fallback={null}>
          <ApplyModal
            group={group}
            activityId={summary.id}
            onClose={() => setApplying(false)}
            // joined: the event reads again and shows; else the organisers decide and the member is told
            onDone={(status) => (status === 'joined' ? void client.invalidateQueries({ queryKey: ['activities'] }) : setApplied(true))}
          />
        </Suspense>
      )}
    </Result>
  );
}
