import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PostForm, PostLoadState, type PostValues } from '../../../components/posts/post-form';
import { idParam } from '../../../lib/id-param';
import { useMyGroups } from '../../../lib/my-groups';
import { useTopic } from '../api/get-topic';
import { useSaveTopic } from '../api/save-topic';
import { topicContentSchema, topicTitleSchema } from '../components/lazy-schemas';
import { topicPath } from '../components/topic-tags';

/** `/dashboard/topic/publish?groupId=` (new) or `?id=` (edit my topic within 30 minutes). */
export function TopicPublishPage() {
  const { t } = useTranslation('topics');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const existing = useTopic(id);
  const save = useSaveTopic();
  // a new topic is posted in one of my groups: someone in none is told so before writing anything, with the way to join
  const mine = useMyGroups(false);
  if (!id && mine.isSuccess && mine.list.length === 0) {
    return (
      <Result
        status="info"
        title={t('publish.noGroupTitle')}
        subTitle={t('publish.noGroupText')}
        extra={
          <Link to="/dashboard/group/index">
            <Button type="primary">{t('publish.toGroups')}</Button>
          </Link>
        }
      />
    );
  }
  if (id && !existing.data) return <PostLoadState t={t} error={existing.error} />;
  const tp = existing.data;
  // my topic, whose 30 minutes for changes are over (an old link, the page left open): said before anything is typed
  if (tp && !tp.canEdit) {
    return (
      <Result
        status="info"
        title={t('publish.editClosedTitle')}
        subTitle={t('publish.editClosedText')}
        extra={
          <Link to={topicPath(tp.id)}>
            <Button type="primary">{t('publish.toTopic')}</Button>
          </Link>
        }
      />
    );
  }
  const initial: PostValues = { groupId: tp?.groupId ?? idParam(params.get('groupId')), title: tp?.title ?? '', content: tp?.content ?? '' };

  return (
    <PostForm
      key={id}
      t={t}
      editing={Boolean(id)}
      initial={initial}
      titleSchema={topicTitleSchema}
      contentSchema={topicContentSchema}
      submitTestId="topic-submit"
      saving={save.isPending}
      onSave={async (values) => {
        const topic = await save.mutateAsync(id ? { id, title: values.title, content: values.content } : values);
        return topicPath(topic.id);
      }}
    />
  );
}
