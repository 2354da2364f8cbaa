import { Form, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PostForm, PostLoadState, type PostValues } from '../../../components/posts/post-form';
import { idParam } from '../../../lib/id-param';
import { useActivity } from '../../activities/api/get-activity';
import { useNotice } from '../api/get-notice';
import { useSaveNotice } from '../api/save-notice';
import { noticeContentSchema, noticeTitleSchema } from '../components/lazy-schemas';
import { noticePath } from '../components/notice-list';

interface NoticeValues extends PostValues {
  pinned: boolean;
}

/** `/dashboard/notice/publish?groupId=&activityId=` (new) or `?id=` (edit): organisers only. */
export function NoticePublishPage() {
  const { t } = useTranslation('notices');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const existing = useNotice(id);
  const save = useSaveNotice();
  const n = existing.data;
  const activityId = n ? (n.activityId ?? '') : idParam(params.get('activityId'));
  // a new notice of an event: the event named by its title (usually read already by the page it came from)
  const event = useActivity(!n && activityId ? activityId : null);
  if (id && !existing.data) return <PostLoadState t={t} error={existing.error} />;
  const initial: NoticeValues = { groupId: n?.groupId ?? idParam(params.get('groupId')), title: n?.title ?? '', content: n?.content ?? '', pinned: n?.pinned ?? false };

  return (
    <PostForm<NoticeValues>
      key={id}
      t={t}
      editing={Boolean(id)}
      initial={initial}
      titleSchema={noticeTitleSchema}
      contentSchema={noticeContentSchema}
      organisedOnly
      submitTestId="notice-submit"
      saving={save.isPending}
      onSave={async ({ groupId, title, content, pinned }) => {
        const notice = await save.mutateAsync({ id: id || undefined, groupId, activityId: activityId || undefined, title, content, pinned });
        return noticePath(notice.id);
      }}
      afterGroup={
        activityId ? (
          <Form.Item label={t('publish.event')}>
            <Tag color="blue">{n?.activityTitle ?? event.data?.title ?? t('publish.thisEvent')}</Tag>
          </Form.Item>
        ) : null
      }
    >
      <Form.Item name="pinned" label={t('publish.pinned')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </PostForm>
  );
}
