import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PostForm, PostLoadState, type PostValues } from '../../../components/posts/post-form';
import { idParam } from '../../../lib/id-param';
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
  if (id && !existing.data) return <PostLoadState t={t} error={existing.error} />;
  const tp = existing.data;
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
