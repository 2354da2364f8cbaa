import { NoticeContentSchema, NoticeTitleSchema } from '@golf/shared/schemas/notice';
import { Alert, Button, Card, Form, Input, Skeleton, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/zod-rule';
import { useNotice } from '../api/get-notice';
import { useSaveNotice } from '../api/save-notice';
import { MarkdownEditor } from '../../../components/posts/markdown-editor';
import { MyGroupSelect } from '../../../components/posts/my-group-select';
import { noticePath } from '../components/notice-list';

interface NoticeForm {
  groupId: string;
  title: string;
  content: string;
  pinned: boolean;
}

const digits = (v: string | null) => (v && /^\d+$/.test(v) ? v : '');

/** `/dashboard/notice/publish?groupId=&activityId=` (new) or `?id=` (edit): organisers only. */
export function NoticePublishPage() {
  const { t } = useTranslation('notices');
  const [params] = useSearchParams();
  const id = digits(params.get('id'));
  const existing = useNotice(id);
  if (id && !existing.data) {
    return existing.isError ? <Alert type="error" showIcon title={t('list.failed')} description={existing.error.message} /> : <Skeleton active />;
  }
  const n = existing.data;
  return (
    <NoticeFormCard
      id={id}
      activityId={n ? (n.activityId ?? '') : digits(params.get('activityId'))}
      activityTitle={n?.activityTitle ?? null}
      initial={{ groupId: n?.groupId ?? digits(params.get('groupId')), title: n?.title ?? '', content: n?.content ?? '', pinned: n?.pinned ?? false }}
    />
  );
}

function NoticeFormCard({ id, activityId, activityTitle, initial }: { id: string; activityId: string; activityTitle: string | null; initial: NoticeForm }) {
  const { t } = useTranslation('notices');
  const navigate = useNavigate();
  const [form] = Form.useForm<NoticeForm>();
  const save = useSaveNotice();
  const [error, setError] = useState<string | null>(null);

  const submit = (values: NoticeForm) => {
    setError(null);
    save.mutate(
      { id: id || undefined, groupId: values.groupId, activityId: activityId || undefined, title: values.title, content: values.content, pinned: values.pinned },
      {
        onSuccess: (notice) => {
          feedback.success(t('publish.success'));
          navigate(noticePath(notice.id));
        },
        onError: (e) => {
          if (!applyFieldErrors(form, e)) setError(e.message);
        },
      },
    );
  };

  return (
    <Card title={id ? t('publish.editTitle') : t('publish.title')}>
      <Form<NoticeForm> form={form} layout="vertical" initialValues={initial} onFinish={submit} style={{ maxWidth: 820 }} scrollToFirstError>
        <Form.Item name="groupId" label={t('publish.group')} rules={[{ required: true, message: t('publish.groupRequired') }]}>
          <MyGroupSelect organisedOnly disabled={Boolean(id)} />
        </Form.Item>
        {activityId && (
          <Form.Item label={t('publish.event')}>
            <Tag color="blue">{activityTitle ?? t('publish.thisEvent')}</Tag>
          </Form.Item>
        )}
        <Form.Item name="title" label={t('publish.titleLabel')} rules={[zodRule(NoticeTitleSchema)]} required>
          <Input maxLength={100} showCount placeholder={t('publish.titlePlaceholder')} />
        </Form.Item>
        <Form.Item name="content" label={t('publish.content')} rules={[zodRule(NoticeContentSchema)]} required>
          <MarkdownEditor placeholder={t('publish.contentPlaceholder')} />
        </Form.Item>
        <Form.Item name="pinned" label={t('publish.pinned')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="notice-submit">
            {id ? t('publish.save') : t('publish.submit')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}

