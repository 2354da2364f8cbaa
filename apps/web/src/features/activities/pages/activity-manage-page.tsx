import { EditOutlined, TrophyOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tabs, Tag, Typography } from 'antd';
import type { ActivityUpdateInput } from '@golf/shared/schemas/activity';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { useActivity } from '../api/get-activity';
import { FlightsBoard } from '../../flights/components/flights-board';
import { VoteSettingsForm } from '../../vote/components/vote-settings-form';
import { useUpdateActivity } from '../api/update-activity';
import { DonationsManager } from '../../donations/components/donations-manager';
import { AwardsList } from '../../prizes/components/awards-list';
import { PrizeBoardView } from '../../prizes/components/prize-board';
import { formatDays } from '../components/activity-format';
import { ActivityForm } from '../components/activity-form';
import { ActivityLoadState } from '../components/activity-load-state';
import { activityFormValues } from '../components/activity-values';
import { CourseTab } from '../components/course-tab';
import { PlayersManager } from '../components/players-manager';
import { StatusActions } from '../components/status-actions';
import { ActivityStatusTag } from '../components/status-tags';

const TABS = ['basic', 'players', 'flights', 'vote', 'course', 'sponsors', 'prize', 'bonus', 'awards'] as const;

/** `/activity/register?id=&tab=`: the organiser's management of one event — lifecycle, basic info, participants, course. */
export function ActivityManagePage() {
  const { t, i18n } = useTranslation('activities');
  const { t: tp } = useTranslation('prizes');
  const { t: tv } = useTranslation('vote');
  const { t: tf } = useTranslation('flights');
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const tab = TABS.find((k) => k === params.get('tab')) ?? 'basic';
  const activity = useActivity(id);
  const update = useUpdateActivity();
  if (!activity.data) return <ActivityLoadState id={id} query={activity} />;
  const a = activity.data;
  if (!a.canManage) return <ActivityLoadState id={id} query={activity} forbidden />;

  const save = async (changes: ActivityUpdateInput) => {
    await update.mutateAsync({ id: a.id, changes });
    feedback.success(t('manage.saved'));
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {a.title}
          </Typography.Title>
          <ActivityStatusTag status={a.status} />
          <Tag>{a.group.name}</Tag>
        </div>
        <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
          {formatDays(a, i18n.language)} · {a.teeOffTime} · {t(`statusHint.${a.status}`)}
        </Typography.Paragraph>
        <StatusActions activity={a} />
        {(a.status === 'closed' || a.status === 'playing' || a.status === 'finished') && (
          <Space wrap style={{ marginTop: 12 }}>
            <Link to={`/dashboard/activity/scores?id=${a.id}`}>
              <Button icon={<EditOutlined />}>{t('actions.scoreGrid')}</Button>
            </Link>
            <Link to={`/dashboard/activity/result?id=${a.id}`}>
              <Button icon={<TrophyOutlined />}>{t('actions.results')}</Button>
            </Link>
          </Space>
        )}
      </Card>
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ id: a.id, tab: key }, { replace: true })}
          items={[
            {
              key: 'basic',
              label: t('manage.tabs.basic'),
              children: (
                <ActivityForm
                  key={a.updatedAt}
                  initialValues={activityFormValues(a)}
                  handicapSystem={a.handicapSystem}
                  initialCourses={a.courses}
                  submitText={t('manage.save')}
                  pending={update.isPending}
                  onSubmit={({ groupId: _groupId, ...changes }) => save(changes)}
                />
              ),
            },
            { key: 'players', label: t('manage.tabs.players', { count: a.registered + a.waitlisted }), children: <PlayersManager activity={a} /> },
            { key: 'flights', label: tf('tab'), children: <FlightsBoard activity={a} /> },
            { key: 'vote', label: tv('tab'), children: <VoteSettingsForm key={a.updatedAt} activity={a} /> },
            { key: 'course', label: t('manage.tabs.course'), children: <CourseTab activity={a} pending={update.isPending} onSave={(courseIds) => save({ courseIds })} /> },
            { key: 'sponsors', label: tp('tabs.sponsors'), children: <DonationsManager activityId={a.id} /> },
            { key: 'prize', label: tp('tabs.prize'), children: <PrizeBoardView activityId={a.id} canManage part="items" /> },
            { key: 'bonus', label: tp('tabs.bonus'), children: <PrizeBoardView activityId={a.id} canManage part="rules" /> },
            { key: 'awards', label: tp('tabs.awards'), children: <AwardsList activityId={a.id} title={a.title} /> },
          ]}
        />
      </Card>
    </Space>
  );
}
