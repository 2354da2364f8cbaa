import { DeleteOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined, LockOutlined, PushpinOutlined, UnlockOutlined } from '@ant-design/icons';
import type { Reply } from '@golf/shared/schemas/topic';
import { Alert, Avatar, Button, Card, Divider, Pagination, Popconfirm, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messagesQueryOptions } from '../../messages/api/get-messages';
import { QueryState } from '../../../components/query-state';
import { feedback } from '../../../lib/feedback';
import { formatDateTime } from '../../activities/components/activity-format';
import { Markdown } from '../../../components/markdown';
import { useDeleteTopic } from '../api/delete-topic';
import { REPLY_PAGE_SIZE, useTopic } from '../api/get-topic';
import { useSaveTopic } from '../api/save-topic';
import { ReplyForm } from '../components/reply-form';
import { ReplyItem } from '../components/reply-item';
import { TopicTags } from '../components/topic-tags';
import { Heading } from '../../../components/heading';
import { idParam } from '../../../lib/id-param';
import { useTitleSubject } from '../../../lib/document-title';
import { usePageWithin } from '../../../lib/use-page-within';

/** `/dashboard/topic/detail?id=&page=`: the topic, its replies (paginated), replying with a quote, moderation. */
export function TopicDetailPage() {
  const { t, i18n } = useTranslation('topics');
  const [params, setParams] = useSearchParams();
  const id = idParam(params.get('id'));
  const page = Number(params.get('page') ?? 1) || 1;
  const topic = useTopic(id, page);
  useTitleSubject(topic.data?.title);
  const save = useSaveTopic();
  const remove = useDeleteTopic();
  const navigate = useNavigate();
  const [quote, setQuote] = useState<Reply | null>(null);
  usePageWithin(page, topic.isPlaceholderData ? undefined : topic.data?.replies.total, REPLY_PAGE_SIZE, (last) => id && setParams({ id, page: String(last) }, { replace: true }));
  // the server marked the messages about its replies read as it was opened: the bell and the workplace follow at once
  const client = useQueryClient();
  const loaded = topic.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    void client.invalidateQueries({ queryKey: messagesQueryOptions().queryKey });
    void client.invalidateQueries({ queryKey: ['workplace'] });
  }, [loaded, id, client]);

  if (!id) return <QueryState error={new Error(t('detail.missing'))} onRetry={() => navigate('/dashboard/topic')} />;
  if (!topic.data) return <QueryState error={topic.error} onRetry={() => void topic.refetch()} />;
  const tp = topic.data;
  // where a reply posted now lands: the last page counting it (a full last page sent the writer to the page before)
  const withMine = Math.max(1, Math.ceil((tp.replies.total + 1) / REPLY_PAGE_SIZE));
  const moderate = (change: { pinned?: boolean; locked?: boolean; hidden?: boolean }) =>
    save.mutate({ id: tp.id, ...change }, { onSuccess: () => feedback.success(t('moderate.done')), onError: (e) => feedback.error(e.message) });

  return (
    <Card>
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
          <TopicTags pinned={tp.pinned} locked={tp.locked} hidden={tp.hidden} />
          <Heading level={2} size={3} style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="topic-title">
            {tp.title}
          </Heading>
        </span>
        <Space size={8} wrap>
          <Avatar size="small" src={tp.author?.avatar || undefined}>
            {tp.author?.nickname.slice(0, 1)}
          </Avatar>
          <Typography.Text type="secondary">
            {tp.author?.nickname ?? t('detail.unknownAuthor')} · <Link to={`/dashboard/topic?groupId=${tp.groupId}`}>{tp.groupName}</Link> ·{' '}
            {formatDateTime(tp.createdAt, i18n.language)}
            {tp.updatedAt !== tp.createdAt && ` · ${t('detail.edited')}`}
          </Typography.Text>
        </Space>
        <div data-testid="topic-content">
          <Markdown source={tp.content} />
        </div>
        <Space wrap size={4}>
          {tp.canEdit && (
            <Link to={`/dashboard/topic/publish?id=${tp.id}`}>
              <Button size="small" icon={<EditOutlined />}>
                {t('detail.edit')}
              </Button>
            </Link>
          )}
          {tp.canModerate && (
            <>
              <Button size="small" icon={<PushpinOutlined />} onClick={() => moderate({ pinned: !tp.pinned })} loading={save.isPending}>
                {tp.pinned ? t('moderate.unpin') : t('moderate.pin')}
              </Button>
              <Button size="small" icon={tp.locked ? <UnlockOutlined /> : <LockOutlined />} onClick={() => moderate({ locked: !tp.locked })}>
                {tp.locked ? t('moderate.unlock') : t('moderate.lock')}
              </Button>
              <Button size="small" icon={tp.hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />} onClick={() => moderate({ hidden: !tp.hidden })}>
                {tp.hidden ? t('moderate.show') : t('moderate.hide')}
              </Button>
            </>
          )}
          {tp.canDelete && (
            <Popconfirm
              title={t('detail.deleteConfirm')}
              okText={t('detail.delete')}
              cancelText={t('cancel')}
              onConfirm={() =>
                remove.mutate(tp.id, {
                  onSuccess: () => {
                    feedback.success(t('detail.deleted'));
                    navigate(`/dashboard/topic?groupId=${tp.groupId}`);
                  },
                })
              }
            >
              <Button size="small" danger icon={<DeleteOutlined />} loading={remove.isPending}>
                {t('detail.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
        <Divider titlePlacement="start" style={{ margin: '8px 0' }}>
          {t('detail.replies', { count: tp.replies.total })}
        </Divider>
        {tp.replies.list.length === 0 && <Typography.Text type="secondary">{t('detail.noReplies')}</Typography.Text>}
        {tp.replies.list.map((reply, i) => (
          <ReplyItem
            key={reply.id}
            reply={reply}
            floor={(page - 1) * REPLY_PAGE_SIZE + i + 1}
            canModerate={tp.canModerate}
            locked={tp.locked}
            onQuote={() => {
              setQuote(reply);
              document.getElementById('reply-box')?.scrollIntoView({ behavior: 'smooth' });
            }}
          />
        ))}
        {tp.replies.total > REPLY_PAGE_SIZE && (
          <Pagination
            style={{ textAlign: 'right' }}
            current={page}
            pageSize={REPLY_PAGE_SIZE}
            total={tp.replies.total}
            showSizeChanger={false}
            size="small"
            onChange={(p) => setParams({ id: tp.id, page: String(p) })}
          />
        )}
        <div id="reply-box" style={{ marginTop: 8 }}>
          {tp.locked ? (
            <Alert type="warning" showIcon title={t('detail.lockedNotice')} />
          ) : (
            <ReplyForm topicId={tp.id} quote={quote} onClearQuote={() => setQuote(null)} onDone={() => page !== withMine && setParams({ id: tp.id, page: String(withMine) })} />
          )}
        </div>
      </Space>
    </Card>
  );
}
