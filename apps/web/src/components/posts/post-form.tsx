import { Alert, Button, Card, Form, Input, Skeleton, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../lib/feedback';
import { applyFieldErrors, usePreloadedSchemas, zodRule, type SchemaSource } from '../../lib/zod-rule';
import { UnsavedGuard, unsavedTexts } from '../unsaved-guard';
import { useUnsavedForm } from '../use-unsaved-form';
import { MarkdownEditor } from './markdown-editor';
import { MyGroupSelect } from './my-group-select';

/** What every post form holds; a feature's form may add fields (a notice: pinned). */
export interface PostValues {
  groupId: string;
  title: string;
  content: string;
}

/** the t of the feature's namespace (notices or topics): its `publish.*`, `list.failed` and `cancel` keys */
type FeatureTexts = (key: string) => string;

/** The publish page while the post being edited loads: a skeleton, or why it could not be loaded. */
export function PostLoadState({ t, error }: { t: FeatureTexts; error: Error | null }) {
  return error ? <Alert type="error" showIcon title={t('list.failed')} description={error.message} /> : <Skeleton active />;
}

/**
 * Writing or editing a notice or a topic: group, title, markdown content, the feature's own fields (`afterGroup`,
 * `children` after the content), publish and cancel. `onSave` stores the post and answers its path, opened once saved;
 * what was typed stays when the server refuses (field errors under their fields, others above the buttons), and leaving
 * the page before it is saved asks first (a menu link, cancel, back).
 */
export function PostForm<T extends PostValues>({
  t,
  editing,
  initial,
  titleSchema,
  contentSchema,
  organisedOnly = false,
  submitTestId,
  saving,
  onSave,
  afterGroup,
  children,
}: {
  t: FeatureTexts;
  editing: boolean;
  initial: T;
  /** loaders of the shared schemas (zod comes when the form mounts, not with the page) */
  titleSchema: SchemaSource;
  contentSchema: SchemaSource;
  /** only the groups I organise (notices) rather than all of mine (topics) */
  organisedOnly?: boolean;
  submitTestId: string;
  saving: boolean;
  onSave: (values: T) => Promise<string>;
  afterGroup?: ReactNode;
  children?: ReactNode;
}) {
  const { t: tp } = useTranslation('posts');
  const navigate = useNavigate();
  const [form] = Form.useForm<T>();
  usePreloadedSchemas(titleSchema, contentSchema);
  const [error, setError] = useState<string | null>(null);
  const { dirty, saved } = useUnsavedForm(form, initial);

  const submit = async (values: T) => {
    setError(null);
    const sent = form.getFieldsValue(true) as T;
    try {
      const path = await onSave(values);
      // an edit is saved, not published again
      feedback.success(editing ? tp('saved') : t('publish.success'));
      saved(sent, () => {
        navigate(path);
      });
    } catch (e) {
      if (!applyFieldErrors(form, e)) setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Card title={editing ? t('publish.editTitle') : t('publish.title')}>
      <UnsavedGuard dirty={dirty} texts={unsavedTexts(tp)} />
      <Form<T> form={form} layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)} style={{ maxWidth: 820 }}>
        <Form.Item name="groupId" label={t('publish.group')} rules={[{ required: true, message: t('publish.groupRequired') }]}>
          <MyGroupSelect organisedOnly={organisedOnly} disabled={editing} />
        </Form.Item>
        {afterGroup}
        <Form.Item name="title" label={t('publish.titleLabel')} rules={[zodRule(titleSchema)]} required>
          <Input maxLength={100} showCount placeholder={t('publish.titlePlaceholder')} />
        </Form.Item>
        <Form.Item name="content" label={t('publish.content')} rules={[zodRule(contentSchema)]} required>
          <MarkdownEditor placeholder={t('publish.contentPlaceholder')} />
        </Form.Item>
        {children}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving} data-testid={submitTestId}>
            {editing ? t('publish.save') : t('publish.submit')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
