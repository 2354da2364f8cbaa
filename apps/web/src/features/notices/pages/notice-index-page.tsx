import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Pagination, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useNotices } from '../api/get-notices';
import { MyGroupSelect } from '../../../components/posts/my-group-select';
import { useMyGroups } from '../../../lib/my-groups';
import { NoticeList } from '../components/notice-list';
import { noticePublishPath } from '../components/notices-card';
import { idParam } from '../../../lib/id-param';

const PAGE_SIZE = 10;

/** `/dashboard/notice?groupId=&activityId=&keyword=&page=`: the notices of my groups, pinned first, with search. */
export function NoticeIndexPage() {
  const { t } = useTranslation('notices');
  const [params, setParams] = useSearchParams();
  const groupId = idParam(params.get('groupId'));
  const activityId = idParam(params.get('activityId'));
  const keyword = params.get('keyword') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const notices = useNotices({ groupId: groupId || undefined, activityId: activityId || undefined, keyword: keyword || undefined, page, pageSize: PAGE_SIZE });
  const organised = useMyGroups(true).list;
  const publishGroup = groupId ? organised.find((g) => g.id === groupId) : organised.length === 1 ? organised[0] : undefined;

  const set = (next: Record<string, string | undefined>) => {
    const merged = { groupId, activityId, keyword, page: '1', ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)) as Record<string, string>);
  };

  return (
    <Card
      title={
        <Space wrap>
          {t('list.title')}
          {notices.data && notices.data.unread > 0 && <Tag color="blue" data-testid="notice-unread-count">{t('list.unreadCount', { count: notices.data.unread })}</Tag>}
        </Space>
      }
      extra={
        (publishGroup || (!groupId && organised.length > 0)) && (
          <Link to={publishGroup ? noticePublishPath(publishGroup.id, activityId || undefined) : '/dashboard/notice/publish'}>
            <Button type="primary" icon={<PlusOutlined />}>
              {t('publish.action')}
            </Button>
          </Link>
        )
      }
    >
      <Space wrap style={{ marginBottom: 12, width: '100%' }}>
        {!activityId && <MyGroupSelect value={groupId} onChange={(v) => set({ groupId: v })} allowAll />}
        {activityId && (
          <Tag closable onClose={() => set({ activityId: undefined })}>
            {t('filter.eventOnly')}
          </Tag>
        )}
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          allowClear
          placeholder={t('filter.keyword')}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
          style={{ width: 260, maxWidth: '100%' }}
          enterButton
        />
      </Space>
      {notices.isError && (
        <Alert
          type="error"
          showIcon
          title={t('list.failed')}
          description={notices.error.message}
          action={<Button size="small" onClick={() => void notices.refetch()}>{t('retry')}</Button>}
        />
      )}
      <NoticeList notices={notices.data?.list ?? []} loading={notices.isFetching && !notices.data} />
      {(notices.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={page}
          pageSize={PAGE_SIZE}
          total={notices.data?.total ?? 0}
          showSizeChanger={false}
          onChange={(p) => set({ page: String(p) })}
          size="small"
        />
      )}
    </Card>
  );
}
