import { MessageOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, List, Pagination, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../activities/components/activity-format';
import { MyGroupSelect } from '../../../components/posts/my-group-select';
import { useTopics } from '../api/get-topics';
import { TopicTags, topicPath } from '../components/topic-tags';
import { idParam } from '../../../lib/id-param';

const PAGE_SIZE = 10;

/** `/dashboard/topic?groupId=&keyword=&order=&page=`: topics of my groups, pinned first, newest or most active. */
export function TopicIndexPage() {
  const { t, i18n } = useTranslation('topics');
  const [params, setParams] = useSearchParams();
  const groupId = idParam(params.get('groupId'));
  const keyword = params.get('keyword') ?? '';
  const order = params.get('order') === 'active' ? 'active' : 'newest';
  const page = Number(params.get('page') ?? 1) || 1;
  const topics = useTopics({ groupId: groupId || undefined, keyword: keyword || undefined, order, page, pageSize: PAGE_SIZE });

  const set = (next: Record<string, string | undefined>) => {
    const merged = { groupId, keyword, order, page: '1', ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)) as Record<string, string>);
  };

  return (
    <Card
      title={t('list.title')}
      extra={
        <Link to={`/dashboard/topic/publish${groupId ? `?groupId=${groupId}` : ''}`}>
          <Button type="primary" icon={<PlusOutlined />}>
            {t('publish.action')}
          </Button>
        </Link>
      }
    >
      <Space wrap style={{ marginBottom: 12, width: '100%' }}>
        <MyGroupSelect value={groupId} onChange={(v) => set({ groupId: v })} allowAll />
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          allowClear
          enterButton
          placeholder={t('list.keyword')}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
          style={{ width: 240, maxWidth: '100%' }}
        />
        <Segmented
          value={order}
          onChange={(v) => set({ order: String(v) })}
          options={[
            { value: 'newest', label: t('list.newest') },
            { value: 'active', label: t('list.active') },
          ]}
        />
      </Space>
      {topics.isError && (
        <Alert
          type="error"
          showIcon
          title={t('list.failed')}
          description={topics.error.message}
          action={<Button size="small" onClick={() => void topics.refetch()}>{t('retry')}</Button>}
        />
      )}
      <List
        loading={topics.isPending}
        dataSource={topics.data?.list ?? []}
        locale={{ emptyText: t('list.empty') }}
        renderItem={(topic) => (
          <List.Item
            key={topic.id}
            data-testid="topic-item"
            extra={
              <Typography.Text type="secondary">
                <MessageOutlined /> {topic.replyCount}
              </Typography.Text>
            }
          >
            <List.Item.Meta
              title={
                <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
                  <TopicTags pinned={topic.pinned} locked={topic.locked} hidden={topic.hidden} />
                  <Link to={topicPath(topic.id)} style={{ overflowWrap: 'anywhere' }}>
                    {topic.title}
                  </Link>
                </span>
              }
              description={
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[topic.groupName, topic.author?.nickname, t('list.lastActivity', { time: formatDateTime(topic.lastReplyAt, i18n.language) })].join(' · ')}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      {(topics.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={page}
          pageSize={PAGE_SIZE}
          total={topics.data?.total ?? 0}
          showSizeChanger={false}
          onChange={(p) => set({ page: String(p) })}
          size="small"
        />
      )}
    </Card>
  );
}
