import { CloseOutlined } from '@ant-design/icons';
import type { Reply } from '@golf/shared/schemas/topic';
import { Alert, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, usePreloadedSchemas, zodRule } from '../../../lib/zod-rule';
import { topicContentSchema } from './lazy-schemas';
import { MarkdownEditor } from '../../../components/posts/markdown-editor';
import { UnsavedGuard, unsavedTexts } from '../../../components/unsaved-guard';
import { useUnsavedForm } from '../../../components/use-unsaved-form';
import { useSaveReply } from '../api/save-reply';

const EMPTY = { content: '' };

/** Writing a reply (optionally quoting one). What was typed stays on an error, and leaving the page before sending it asks first. */
export function ReplyForm({
  topicId,
  quote,
  onClearQuote,
  onDone,
}: {
  topicId: string;
  quote: Pick<Reply, 'id' | 'author' | 'content'> | null;
  onClearQuote?: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation('topics');
  const { t: tp } = useTranslation('posts');
  const [form] = Form.useForm<{ content: string }>();
  usePreloadedSchemas(topicContentSchema);
  const save = useSaveReply();
  const [error, setError] = useState<string | null>(null);
  const { dirty, saved } = useUnsavedForm(form, EMPTY);

  const submit = ({ content }: { content: string }) => {
    setError(null);
    save.mutate(
      { topicId, content, quoteReplyId: quote?.id },
      {
        onSuccess: () => {
          feedback.success(t('reply.success'));
          form.resetFields();
          onClearQuote?.();
          // onDone may leave the page (the reply page goes back to the topic): after the guard has seen the empty form
          saved(EMPTY, onDone);
        },
        onError: (e) => {
          if (!applyFieldErrors(form, e)) setError(e.message);
        },
      },
    );
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={EMPTY} data-testid="reply-form">
      <UnsavedGuard dirty={dirty} texts={unsavedTexts(tp)} />
      {quote && (
        <Alert
          type="info"
          style={{ marginBottom: 8 }}
          title={
            <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <Typography.Text ellipsis style={{ flex: 1, minWidth: 0, maxWidth: 480 }}>
                {t('reply.quoting', { name: quote.author?.nickname ?? '' })}
                {t('common:colon')}
                {quote.content}
              </Typography.Text>
              {onClearQuote && <Button size="small" type="text" icon={<CloseOutlined />} onClick={onClearQuote} aria-label={t('reply.clearQuote')} style={{ marginInlineStart: 'auto' }} />}
            </div>
          }
        />
      )}
      <Form.Item name="content" label={t('reply.label')} rules={[zodRule(topicContentSchema)]} required>
        <MarkdownEditor rows={4} placeholder={t('reply.placeholder')} />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="reply-submit">
        {t('reply.submit')}
      </Button>
    </Form>
  );
}
