import { DeleteOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined, MessageOutlined } from '@ant-design/icons';
import type { Reply } from '@golf/shared/schemas/topic';
import { Avatar, Button, Form, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/zod-rule';
import { topicContentSchema } from './lazy-schemas';
import { formatDateTime } from '../../activities/components/activity-format';
import { Markdown } from '../../../components/markdown';
import { MarkdownEditor } from '../../../components/posts/markdown-editor';
import { useDeleteReply } from '../api/delete-reply';
import { useSaveReply } from '../api/save-reply';
import { useGuardedClose } from '../../../components/use-guarded-close';
import { UnsavedGuard, unsavedTexts } from '../../../components/unsaved-guard';

/** One reply: its quote (one level), rendered content, and the actions the caller may take. */
export function ReplyItem({ reply, floor, canModerate, locked, onQuote }: { reply: Reply; floor: number; canModerate: boolean; locked: boolean; onQuote: () => void }) {
  const { t, i18n } = useTranslation('topics');
  const save = useSaveReply();
  const remove = useDeleteReply();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<{ content: string }>();
  const [edited, setEdited] = useState(false);
  const [closeEdit, holder] = useGuardedClose(form, { content: reply.content }, () => {
    setEditing(false);
    setEdited(false);
  });
  // a change in the dialog is asked about before the page is left (back, a link, a reload), as the reply box's is
  const { t: tp } = useTranslation('posts');
  const dirty = editing && edited;

  const saveEdit = ({ content }: { content: string }) =>
    save.mutate(
      { topicId: reply.topicId, id: reply.id, content },
      {
        onSuccess: () => {
          feedback.success(t('reply.saved'));
          setEdited(false);
          setEditing(false);
        },
        onError: (e) => {
          if (!applyFieldErrors(form, e)) feedback.error(e.message);
        },
      },
    );

  return (
    <div data-testid="reply-item" style={{ padding: '12px 0', borderBottom: '1px solid rgba(128,128,128,0.15)' }}>
      <Space size={8} wrap style={{ marginBottom: 6 }}>
        <Avatar size="small" src={reply.author?.avatar || undefined}>
          {reply.author?.nickname.slice(0, 1)}
        </Avatar>
        <Typography.Text strong>{reply.author?.nickname ?? t('detail.unknownAuthor')}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          #{floor} · {formatDateTime(reply.createdAt, i18n.language)}
          {reply.updatedAt !== reply.createdAt && ` · ${t('detail.edited')}`}
        </Typography.Text>
        {reply.hidden && (
          <Tag color="red" icon={<EyeInvisibleOutlined />}>
            {t('tag.hidden')}
          </Tag>
        )}
      </Space>
      {reply.quote && (
        <blockquote style={{ margin: '0 0 8px', padding: '4px 10px', borderLeft: '3px solid rgba(128,128,128,0.4)', color: 'var(--ant-color-text-secondary)' }} data-testid="reply-quote">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('reply.quoted', { name: reply.quote.author })}
          </Typography.Text>
          {/* the quoted reply as it reads (its markdown rendered, as the reply itself is), not its **source** */}
          {reply.quote.hidden && !reply.quote.content ? <div>{t('reply.hiddenContent')}</div> : <Markdown source={reply.quote.content} />}
        </blockquote>
      )}
      {reply.hidden && !reply.content ? (
        <Typography.Text type="secondary">{t('reply.hiddenContent')}</Typography.Text>
      ) : (
        <Markdown source={reply.content} />
      )}
      <Space size={0} wrap>
        {!locked && !reply.hidden && (
          <Button type="link" size="small" icon={<MessageOutlined />} onClick={onQuote}>
            {t('reply.quote')}
          </Button>
        )}
        {reply.canEdit && (
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('detail.edit')}
          </Button>
        )}
        {canModerate && (
          <Button
            type="link"
            size="small"
            icon={reply.hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            loading={save.isPending && !editing}
            onClick={() => save.mutate({ topicId: reply.topicId, id: reply.id, hidden: !reply.hidden }, { onError: (e) => feedback.error(e.message) })}
          >
            {reply.hidden ? t('moderate.show') : t('moderate.hide')}
          </Button>
        )}
        {reply.canDelete && (
          <Popconfirm
            title={t('reply.deleteConfirm')}
            okText={t('detail.delete')}
            cancelText={t('cancel')}
            onConfirm={() => remove.mutate({ topicId: reply.topicId, id: reply.id }, { onSuccess: () => feedback.success(t('reply.deleted')) })}
          >
            <Button type="link" size="small" danger icon={<DeleteOutlined />} loading={remove.isPending}>
              {t('detail.delete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <Modal
        open={editing}
        title={t('reply.editTitle')}
        onCancel={closeEdit}
        onOk={() => form.submit()}
        okText={t('reply.save')}
        cancelText={t('cancel')}
        confirmLoading={save.isPending}
        destroyOnHidden
        width={720}
      >
        {holder}
        {/* Back to the list's other page takes the reply, and the dialog with it, off the screen: it asks first */}
        <UnsavedGuard dirty={dirty} texts={unsavedTexts(tp)} anyChange />
        <Form
          form={form}
          layout="vertical"
          initialValues={{ content: reply.content }}
          onFinish={saveEdit}
          onValuesChange={(_, all: { content?: string }) => setEdited(all.content !== reply.content)}
          preserve={false}
        >
          <Form.Item name="content" rules={[zodRule(topicContentSchema)]}>
            <MarkdownEditor rows={4} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
