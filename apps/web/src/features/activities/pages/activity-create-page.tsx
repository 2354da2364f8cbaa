import { Button, Card, Typography } from 'antd';
import type { ActivityInput } from '@golf/shared/schemas/activity';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { feedback } from '../../../lib/feedback';
import { useCreateActivity } from '../api/create-activity';
import { useActivity } from '../api/get-activity';
import { CopyActivityForm } from '../components/copy-activity-form';
import { ActivityLoadState } from '../components/activity-load-state';
import { useMyGroups } from '../../../lib/my-groups';
import { managePath } from '../components/activity-format';
import { ActivityForm } from '../components/activity-form';
import { newActivityValues } from '../components/activity-values';
import { Result } from '../../../components/lazy-result';

/** `/activity/create?groupId=`: a new event (a draft) of a group the caller organises; `?from=`: a copy of an earlier one. */
export function ActivityCreatePage() {
  const { t } = useTranslation('activities');
  // the copy's texts, in a namespace of their own: the event's other pages (its management) do not download them
  const { t: tc } = useTranslation('copy');
  const [params] = useSearchParams();
  const groups = useMyGroups(true);
  const create = useCreateActivity();
  // `?from=`: a copy of that event, on a day the organiser picks
  const fromId = params.get('from');
  const source = useActivity(fromId);
  if (fromId) {
    if (!source.data) return <QueryState error={source.error} onRetry={() => void source.refetch()} />;
    // only the event's organisers may copy it (the server refuses the others): say so before a day is picked
    if (!source.data.canManage) return <ActivityLoadState id={fromId} query={source} forbidden />;
    return (
      <Card title={tc('title')}>
        <CopyActivityForm source={source.data} />
      </Card>
    );
  }
  if (!groups.data) return <QueryState error={groups.error} onRetry={() => void groups.refetch()} />;
  const organised = groups.list;
  if (organised.length === 0) {
    return (
      <Result
        status="info"
        title={t('create.noGroupTitle')}
        subTitle={t('create.noGroupText')}
        extra={
          <Link to="/dashboard/group/index?create=1">
            <Button type="primary">{t('create.toGroups')}</Button>
          </Link>
        }
      />
    );
  }
  const wanted = params.get('groupId');
  const groupId = organised.find((g) => g.id === wanted)?.id ?? (organised.length === 1 ? organised[0].id : undefined);
  const handicapType = organised.find((g) => g.id === groupId)?.defaultHandicapSystem.type;

  // the form opens the new event's management once it has marked itself saved (its unsaved guard lets go first)
  const submit = async (input: ActivityInput) => {
    const activity = await create.mutateAsync(input);
    feedback.success(t('create.created'));
    return managePath(activity.id);
  };

  return (
    <Card title={t('create.title')}>
      <Typography.Paragraph type="secondary">{tc('howTo')}</Typography.Paragraph>
      <ActivityForm
        initialValues={{ ...newActivityValues(groupId), handicapType }}
        groups={organised}
        submitText={t('create.submit')}
        pending={create.isPending}
        onSubmit={submit}
      />
    </Card>
  );
}
