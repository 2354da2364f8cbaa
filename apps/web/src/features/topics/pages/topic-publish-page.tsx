import { TopicContentSchema, TopicTitleSchema } from '@golf/shared/schemas/topic';
import { Alert, Button, Card, Form, Input, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/zod-rule';
import { MarkdownEditor } from '../../../components/posts/markdown-editor';
import { MyGroupSelect } from '../../../components/posts/my-group-select';
import { useTopic } from '../api/get-topic';
import { useSaveTopic } from '../api/save-topic';
import { topicPath } from '../components/topic-tags';

interface TopicForm {
  groupId: string;
  title: string;
  content: string;
}

const digits = (v: string | null) => (v && /^\d+$/.test(v) ? v : '');

/** `/dashboard/topic/publish?groupId=` (new) or `?id=` (edit my topic within 30 minutes). */
export function TopicPublishPage() {
  const { t } = useTranslation('topics');
  const [params] = useSearchParams();
  const id = digits(params.get('id'));
  const existing = useTopic(id);
  if (id && !existing.data) {
    return existing.isError ? <Alert type="error" showIcon title={t('list.failed')} description={existing.error.message} /> : <Skeleton active />;
  }
  const tp = existing.data;
  return <TopicFormCard id={id} initial={{ groupId: tp?.groupId ?? digits(params.get('groupId')), title: tp?.title ?? '', content: tp?.content ?? '' }} />;
}

function TopicFormCard({ id, initial }: { id: string; initial: TopicForm }) {
  const { t } = useTranslation('topics');
  const navigate = useNavigate();
  const [form] = Form.useForm<TopicForm>();
  const save = useSaveTopic();
  const [error, setError] = useState<string | null>(null);

  const submit = (values: TopicForm) => {
    setError(null);
    save.mutate(id ? { id, title: values.title, content: values.content } : values, {
      onSuccess: (topic) => {
        feedback.success(t('publish.success'));
        navigate(topicPath(topic.id));
      },
      onError: (e) => {
        if (!applyFieldErrors(form, e)) setError(e.message);
      },
    });
  };

  return (
    <Card title={id ? t('publish.editTitle') : t('publish.title')}>
      <Form<TopicForm> form={form} layout="vertical" initialValues={initial} onFinish={submit} style={{ maxWidth: 820 }} scrollToFirstError>
        <Form.Item name="groupId" label={t('publish.group')} rules={[{ required: true, message: t('publish.groupRequired') }]}>
          <MyGroupSelect disabled={Boolean(id)} />
        </Form.Item>
        <Form.Item name="title" label={t('publish.titleLabel')} rules={[zodRule(TopicTitleSchema)]} required>
          <Input maxLength={100} showCount placeholder={t('publish.titlePlaceholder')} />
        </Form.Item>
        <Form.Item name="content" label={t('publish.content')} rules={[zodRule(TopicContentSchema)]} required>
          <MarkdownEditor placeholder={t('publish.contentPlaceholder')} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="topic-submit">
            {id ? t('publish.save') : t('publish.submit')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
