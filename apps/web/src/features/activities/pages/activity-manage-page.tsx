import { EditOutlined, TrophyOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tabs, Tag, Typography } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import type { ActivityUpdateInput } from '@golf/shared/schemas/activity';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { isApiError } from '../../../lib/api-error';
import { useConfirm } from '../../../lib/use-confirm';
import { useActivity } from '../api/get-activity';
import { useUpdateActivity } from '../api/update-activity';
import { formatDays } from '../components/activity-format';
import { ActivityLoadState } from '../components/activity-load-state';
import { activityFormValues } from '../components/activity-values';
import { lazyPart } from '../../../lib/lazy-part';
import { ActivityStatusTag } from '../components/status-tags';
import { LazyTab } from '../../../components/lazy-tab';
import { Heading } from '../../../components/heading';
import { idParam } from '../../../lib/id-param';
import { loadNamespaces } from '../../../lib/i18n';
import { useTitleSubject } from '../../../lib/document-title';

// Every tab is loaded when it is first opened (antd renders a pane only once it is active), so the page's download is
// the header; a tab's code and translations come with it (issue 10 budget). The tab named in the URL starts loading
// with the page, while the event is fetched (the effect in the page), so the basic form, the tab most often opened,
// arrives beside the event rather than after it.
const TAB_CODE = {
  basic: () => import('../components/activity-form'),
  players: () => import('../components/players-manager'),
  flights: () => import('../../flights/components/flights-board'),
  vote: () => import('../../vote/components/vote-settings-form'),
  course: () => import('../components/course-tab'),
  sponsors: () => import('../../donations/components/donations-manager'),
  prize: () => import('../../prizes/components/prize-board'),
  bonus: () => import('../../prizes/components/prize-board'),
  awards: () => import('../../prizes/components/awards-list'),
};
// the translations each of those tabs brings (the page itself needs only 'activities'; activity-manage-page.test.ts
// checks the list against what the tabs' modules ask for)
const TAB_NAMESPACE: Record<keyof typeof TAB_CODE, string> = {
  basic: 'activities',
  players: 'activities',
  flights: 'flights',
  vote: 'vote',
  course: 'activities',
  sponsors: 'donations',
  prize: 'prizes',
  bonus: 'prizes',
  awards: 'prizes',
};
// the status buttons with their confirmations, downloaded beside the page's own code from the moment it loads (not in
// it, which keeps the page's first download small); should the part fail to download, the page works without them
const StatusActions = lazyPart(() => import('../components/status-actions').then((m) => m.StatusActions));
StatusActions.preload();
const ActivityForm = lazy(() => TAB_CODE.basic().then((m) => ({ default: m.ActivityForm })));
const PlayersManager = lazy(() => TAB_CODE.players().then((m) => ({ default: m.PlayersManager })));
const FlightsBoard = lazy(() => TAB_CODE.flights().then((m) => ({ default: m.FlightsBoard })));
const VoteSettingsForm = lazy(() => TAB_CODE.vote().then((m) => ({ default: m.VoteSettingsForm })));
const CourseTab = lazy(() => TAB_CODE.course().then((m) => ({ default: m.CourseTab })));
const DonationsManager = lazy(() => TAB_CODE.sponsors().then((m) => ({ default: m.DonationsManager })));
const PrizeBoardView = lazy(() => TAB_CODE.prize().then((m) => ({ default: m.PrizeBoardView })));
const AwardsList = lazy(() => TAB_CODE.awards().then((m) => ({ default: m.AwardsList })));


const TABS = ['basic', 'players', 'flights', 'vote', 'course', 'sponsors', 'prize', 'bonus', 'awards'] as const;

/** `/activity/register?id=&tab=`: the organiser's management of one event — lifecycle, basic info, participants, course. */
export function ActivityManagePage() {
  const { t, i18n } = useTranslation('activities');
  const [params, setParams] = useSearchParams();
  const id = idParam(params.get('id'));
  const tab = TABS.find((k) => k === params.get('tab')) ?? 'basic';
  useEffect(() => {
    void TAB_CODE[tab]();
    void loadNamespaces(TAB_NAMESPACE[tab]);
  }, [tab]);
  const activity = useActivity(id);
  useTitleSubject(activity.data?.title);
  const update = useUpdateActivity();
  const [openConfirm, confirmHolder] = useConfirm();
  if (!activity.data) return <ActivityLoadState id={id} query={activity} />;
  const a = activity.data;
  if (!a.canManage) return <ActivityLoadState id={id} query={activity} forbidden />;

  // other courses for an event with scores saved: the server says what that does and waits for a confirmation; kept
  // back, nothing is saved and the form keeps what was typed
  const confirmCourseChange = (message: string) =>
    new Promise<boolean>((resolve) =>
      openConfirm({
        title: t('manage.courseChangeTitle'),
        content: message,
        okText: t('manage.courseChangeOk'),
        okButtonProps: { danger: true },
        cancelText: t('cancelButton'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
  const save = async (changes: ActivityUpdateInput) => {
    try {
      await update.mutateAsync({ id: a.id, changes });
    } catch (error) {
      if (!(isApiError(error) && (error.data as { confirm?: string } | null)?.confirm === 'courseChange')) throw error;
      if (!(await confirmCourseChange(error.message))) throw new Error(t('manage.courseChangeKept'));
      await update.mutateAsync({ id: a.id, changes: { ...changes, confirmCourseChange: true } });
    }
    feedback.success(t('manage.saved'));
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {confirmHolder}
      <Card>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <Heading level={2} size={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {a.title}
          </Heading>
          <ActivityStatusTag status={a.status} />
          <Tag>{a.group.name}</Tag>
        </div>
        <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
          {formatDays(a, i18n.language)} · {a.teeOffTime} · {t(`statusHint.${a.status}`)}
        </Typography.Paragraph>
        <Suspense fallback={null}>
          <StatusActions activity={a} />
        </Suspense>
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
          // nine tabs: on a phone they wrap onto more lines instead of hiding behind "…"
          className="tabs-wrap"
          activeKey={tab}
          onChange={(key) => setParams({ id: a.id, tab: key }, { replace: true })}
          items={[
            {
              key: 'basic',
              label: t('manage.tabs.basic'),
              children: (
                <LazyTab>
                  <ActivityForm
                    version={a.updatedAt}
                    initialValues={activityFormValues(a)}
                    handicapSystem={a.handicapSystem}
                    initialCourses={a.courses}
                    playStarted={a.status === 'playing' || a.status === 'finished'}
                    drawnHiddenHoles={a.drawnHiddenHoles}
                    submitText={t('manage.save')}
                    pending={update.isPending}
                    onSubmit={({ groupId: _groupId, ...changes }) => save(changes)}
                  />
                </LazyTab>
              ),
            },
            {
              key: 'players',
              label: t('manage.tabs.players', { count: a.registered + a.waitlisted }),
              children: <LazyTab><PlayersManager activity={a} /></LazyTab>,
            },
            { key: 'flights', label: t('manage.tabs.flights'), children: <LazyTab><FlightsBoard activity={a} /></LazyTab> },
            { key: 'vote', label: t('manage.tabs.vote'), children: <LazyTab><VoteSettingsForm activity={a} /></LazyTab> },
            {
              key: 'course',
              label: t('manage.tabs.course'),
              children: <LazyTab><CourseTab activity={a} pending={update.isPending} onSave={(courseIds) => save({ courseIds })} /></LazyTab>,
            },
            { key: 'sponsors', label: t('manage.tabs.sponsors'), children: <LazyTab><DonationsManager activityId={a.id} /></LazyTab> },
            { key: 'prize', label: t('manage.tabs.prize'), children: <LazyTab><PrizeBoardView activityId={a.id} canManage part="items" /></LazyTab> },
            { key: 'bonus', label: t('manage.tabs.bonus'), children: <LazyTab><PrizeBoardView activityId={a.id} canManage part="rules" /></LazyTab> },
            { key: 'awards', label: t('manage.tabs.awards'), children: <LazyTab><AwardsList activityId={a.id} title={a.title} /></LazyTab> },
          ]}
        />
      </Card>
    </Space>
  );
}
