import { AppstoreOutlined, CalendarOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Input, Row, Segmented, Select, Space, Tabs } from 'antd';
import type { ActivityListQuery, ActivityView } from '@golf/shared/schemas/activity';
import type { Dayjs } from 'dayjs';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMyGroups } from '../../../lib/my-groups';
import { ActivityList } from '../components/activity-list';
import { idParam } from '../../../lib/id-param';
import { PageLoading } from '../../../app/layout/page-loading';
import { lazyPart } from '../../../lib/lazy-part';
import { DateField } from '../../../components/date-field';
import { useScreens } from '../../../lib/use-screens';

// the month calendar (antd Calendar) loads when it is first chosen; the list of cards is what the page opens with
const ActivityCalendar = lazyPart(() => import('../components/activity-calendar').then((m) => m.ActivityCalendar), { tell: true });

const VIEWS: ActivityView[] = ['upcoming', 'registering', 'mine', 'past'];
const PAGE_SIZE = 12;

/** `/dashboard/activity/index`: events as tabs (upcoming, open, mine, past) or a calendar; filter by group and month, search. */
export function ActivityIndexPage() {
  const { t } = useTranslation('activities');
  const screens = useScreens();
  const [params, setParams] = useSearchParams();
  const view = (VIEWS.includes(params.get('view') as ActivityView) ? params.get('view') : 'upcoming') as ActivityView;
  const [mode, setMode] = useState<'list' | 'calendar'>('list');
  const [groupId, setGroupId] = useState<string | undefined>(() => idParam(params.get('groupId')) || undefined);
  const [month, setMonth] = useState<Dayjs | null>(null);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const groups = useMyGroups();
  const organises = groups.data?.list.some((g) => g.myRole === 'owner' || g.myRole === 'organiser');

  const query: ActivityListQuery = {
    view,
    groupId,
    keyword: keyword || undefined,
    from: month ? month.startOf('month').format('YYYY-MM-DD') : undefined,
    to: month ? month.endOf('month').format('YYYY-MM-DD') : undefined,
    page,
    pageSize: PAGE_SIZE,
  };

  return (
    <Card
      title={t('index.title')}
      extra={
        <Space>
          <Segmented
            value={mode}
            onChange={(value) => setMode(value as 'list' | 'calendar')}
            options={[
              { value: 'list', icon: <AppstoreOutlined />, title: t('index.cards'), label: screens.sm ? t('index.cards') : undefined },
              { value: 'calendar', icon: <CalendarOutlined />, title: t('index.calendar'), label: screens.sm ? t('index.calendar') : undefined },
            ]}
            aria-label={t('index.viewMode')}
          />
          {organises && (
            <Link to="/activity/create">
              <Button type="primary" icon={<PlusOutlined />} data-testid="new-event">
                {screens.sm ? t('index.create') : t('index.createShort')}
              </Button>
            </Link>
          )}
        </Space>
      }
      styles={{ body: { paddingTop: 12 } }}
    >
      <Row gutter={[8, 8]} style={{ marginBottom: 4 }}>
        <Col xs={12} md={6}>
          <Select
            allowClear
            placeholder={t('index.allGroups')}
            loading={groups.isPending}
            value={groupId}
            onChange={(value) => {
              setGroupId(value);
              setPage(1);
            }}
            options={(groups.data?.list ?? []).map((g) => ({ value: g.id, label: g.name }))}
            style={{ width: '100%' }}
            aria-label={t('index.group')}
          />
        </Col>
        {mode === 'list' && (
          <Col xs={12} md={6}>
            <DateField
              picker="month"
              value={month}
              onChange={(value) => {
                setMonth(value);
                setPage(1);
              }}
              placeholder={t('index.anyMonth')}
              aria-label={t('index.month')}
              style={{ width: '100%' }}
              inputReadOnly
            />
          </Col>
        )}
        <Col xs={24} md={8}>
          <Input.Search
            allowClear
            placeholder={t('index.search')}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage(1);
            }}
          />
        </Col>
      </Row>
      {mode === 'calendar' ? (
        <Suspense fallback={<PageLoading />}>
          <ActivityCalendar filters={{ groupId, keyword: keyword || undefined }} />
        </Suspense>
      ) : (
        <>
          <Tabs
            activeKey={view}
            size="small"
            tabBarGutter={screens.sm ? 24 : 14}
            onChange={(key) => {
              setParams({ view: key }, { replace: true });
              setPage(1);
            }}
            items={VIEWS.map((v) => ({ key: v, label: t(`views.${v}`) }))}
          />
          <ActivityList query={query} onPage={setPage} empty={organises && view === 'upcoming' ? t('empty.upcomingOrganiser') : t(`empty.${view}`)} />
        </>
      )}
    </Card>
  );
}
