import { AppstoreOutlined, CalendarOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Input, Segmented, Select, Space, Tabs } from 'antd';
import type { ActivityListQuery, ActivityView } from '@golf/shared/schemas/activity';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMyGroups } from '../api/get-my-groups';
import { ActivityCalendar } from '../components/activity-calendar';
import { ActivityList } from '../components/activity-list';

const VIEWS: ActivityView[] = ['upcoming', 'registering', 'mine', 'past'];
const PAGE_SIZE = 12;

/** `/dashboard/activity/index`: events as tabs (upcoming, open, mine, past) or a calendar; filter by group and month, search. */
export function ActivityIndexPage() {
  const { t } = useTranslation('activities');
  const [params, setParams] = useSearchParams();
  const view = (VIEWS.includes(params.get('view') as ActivityView) ? params.get('view') : 'upcoming') as ActivityView;
  const [mode, setMode] = useState<'list' | 'calendar'>('list');
  const [groupId, setGroupId] = useState<string>();
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
        organises && (
          <Link to="/activity/create">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('index.create')}
            </Button>
          </Link>
        )
      }
      styles={{ body: { paddingTop: 8 } }}
    >
      <Space wrap style={{ width: '100%', marginBottom: 12 }}>
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
          style={{ minWidth: 160 }}
          aria-label={t('index.group')}
        />
        {mode === 'list' && (
          <DatePicker
            picker="month"
            value={month}
            onChange={(value) => {
              setMonth(value);
              setPage(1);
            }}
            placeholder={t('index.anyMonth')}
            aria-label={t('index.month')}
          />
        )}
        <Input.Search
          allowClear
          placeholder={t('index.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          style={{ width: 220 }}
        />
        <Segmented
          value={mode}
          onChange={(value) => setMode(value as 'list' | 'calendar')}
          options={[
            { value: 'list', icon: <AppstoreOutlined />, label: t('index.cards') },
            { value: 'calendar', icon: <CalendarOutlined />, label: t('index.calendar') },
          ]}
        />
      </Space>
      {mode === 'calendar' ? (
        <ActivityCalendar filters={{ groupId, keyword: keyword || undefined }} />
      ) : (
        <>
          <Tabs
            activeKey={view}
            onChange={(key) => {
              setParams({ view: key }, { replace: true });
              setPage(1);
            }}
            items={VIEWS.map((v) => ({ key: v, label: t(`views.${v}`) }))}
          />
          <ActivityList query={query} onPage={setPage} empty={t(`empty.${view}`)} />
        </>
      )}
    </Card>
  );
}
