import { DeleteOutlined, EditOutlined, EyeOutlined, PushpinFilled } from '@ant-design/icons';
import { Button, Card, Popconfirm, Progress, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state';
import { feedback } from '../../../lib/feedback';
import { Markdown } from '../../../components/markdown';
import { formatDateTime } from '../../activities/components/activity-format';
import { messagesQueryOptions } from '../../messages/api/get-messages';
import { useDeleteNotice } from '../api/delete-notice';
import { useNotice } from '../api/get-notice';
import { noticeListQueryOptions } from '../api/get-notices';
import { Heading } from '../../../components/heading';
import { idParam } from '../../../lib/id-param';
import { useTitleSubject } from '../../../lib/document-title';

/** `/dashboard/notice/detail?id=`: the notice rendered safely; opening it marks it read; organisers see receipts. */
export function NoticeDetailPage() {
  const { t, i18n } = useTranslation('notices');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const notice = useNotice(id);
  useTitleSubject(notice.data?.title);
  const remove = useDeleteNotice();
  const navigate = useNavigate();
  const client = useQueryClient();
  const loaded = notice.isSuccess;

  // the server marked it (and its message) read: refresh the badges
  useEffect(() => {
    if (!loaded) return;
    void client.invalidateQueries({ queryKey: noticeListQueryOptions().queryKey });
    void client.invalidateQueries({ queryKey: messagesQueryOptions().queryKey });
    void client.invalidateQueries({ queryKey: ['workplace'] });
  }, [loaded, client]);

  if (!id) return <QueryState error={new Error(t('detail.missing'))} onRetry={() => navigate('/dashboard/notice')} />;
  if (!notice.data) return <QueryState error={notice.error} onRetry={() => void notice.refetch()} />;
  const n = notice.data;

  return (
    <Card>
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <Space wrap>
          {n.pinned && (
            <Tag color="gold" icon={<PushpinFilled />}>
              {t('pinned')}
            </Tag>
          )}
          <Heading level={2} size={3} style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="notice-title">
            {n.title}
          </Heading>
        </Space>
        <Typography.Text type="secondary">
          <Link to={`/dashboard/group/detail?id=${n.groupId}`}>{n.groupName}</Link>
          {n.activityId && (
            <>
              {' · '}
              <Link to={`/dashboard/activity/detail?id=${n.activityId}`}>{n.activityTitle}</Link>
            </>
          )}
          {' · '}
          {n.author?.nickname ?? t('detail.unknownAuthor')} · {formatDateTime(n.createdAt, i18n.language)}
          {n.updatedAt !== n.createdAt && ` · ${t('detail.edited')}`}
        </Typography.Text>
        {n.receipts && (
          <div style={{ maxWidth: 360 }} data-testid="notice-receipts">
            <Typography.Text>
              <EyeOutlined /> {t('detail.receipts', { read: n.receipts.read, members: n.receipts.members })}
            </Typography.Text>
            <Progress aria-label={t('detail.receipts', { read: n.receipts.read, members: n.receipts.members })} percent={n.receipts.members ? Math.round((n.receipts.read / n.receipts.members) * 100) : 0} size="small" />
          </div>
        )}
        <div data-testid="notice-content">
          <Markdown source={n.content} />
        </div>
        <Space wrap>
          <Link to={`/dashboard/notice?groupId=${n.groupId}`}>
            <Button>{t('detail.back')}</Button>
          </Link>
          {n.canManage && (
            <>
              <Link to={`/dashboard/notice/publish?id=${n.id}`}>
                <Button icon={<EditOutlined />}>{t('detail.edit')}</Button>
              </Link>
              <Popconfirm
                title={t('detail.deleteConfirm')}
                okText={t('detail.delete')}
                cancelText={t('cancel')}
                onConfirm={() =>
                  remove.mutate(n.id, {
                    onSuccess: () => {
                      feedback.success(t('detail.deleted'));
                      navigate(`/dashboard/notice?groupId=${n.groupId}`);
                    },
                  })
                }
              >
                <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
                  {t('detail.delete')}
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      </Space>
    </Card>
  );
}
