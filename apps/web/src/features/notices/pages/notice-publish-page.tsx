import { Button, Form, Result, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PostForm, PostLoadState, type PostValues } from '../../../components/posts/post-form';
import { idParam } from '../../../lib/id-param';
import { useMyGroups } from '../../../lib/my-groups';
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
  // a new notice needs a group the user organises: someone who organises none (a link typed or kept) is told so before
  // writing anything, with the topic they may write instead
  const organised = useMyGroups(true);
  if (!id && organised.isSuccess && organised.list.length === 0) {
    return (
      <Result
        status="403"
        title={t('publish.notOrganiserTitle')}
        subTitle={t('posts:groupSelect.noneOrganised')}
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            <Link to="/dashboard/topic/publish">
              <Button type="primary">{t('publish.writeTopic')}</Button>
            </Link>
            <Link to="/dashboard/notice">
              <Button>{t('detail.back')}</Button>
            </Link>
          </Space>
        }
      />
    );
  }
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
