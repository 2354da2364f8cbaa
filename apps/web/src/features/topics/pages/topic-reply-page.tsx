import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useTopic } from '../api/get-topic';
import { ReplyForm } from '../components/reply-form';
import { topicPath } from '../components/topic-tags';
import { idParam } from '../../../lib/id-param';
import { useTitleSubject } from '../../../lib/document-title';

/** `/dashboard/topic/reply?id=&quote=`: a full-page reply form (handy on a phone); back to the topic after sending. */
export function TopicReplyPage() {
  const { t } = useTranslation('topics');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = idParam(params.get('id'));
  const topic = useTopic(id);
  useTitleSubject(topic.data?.title);
  if (!id) return <QueryState error={new Error(t('detail.missing'))} onRetry={() => navigate('/dashboard/topic')} />;
  if (!topic.data) return <QueryState error={topic.error} onRetry={() => void topic.refetch()} />;
  const quoteId = params.get('quote');
  const quote = topic.data.replies.list.find((r) => r.id === quoteId) ?? null;
  return (
    <Card title={t('reply.pageTitle')}>
      <Typography.Paragraph>
        <Link to={topicPath(topic.data.id)}>{topic.data.title}</Link>
      </Typography.Paragraph>
      <ReplyForm topicId={topic.data.id} quote={quote} onDone={() => navigate(topicPath(topic.data.id, Math.max(1, Math.ceil((topic.data.replies.total + 1) / 20))))} />
    </Card>
  );
}
