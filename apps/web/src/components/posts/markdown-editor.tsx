import { PictureOutlined } from '@ant-design/icons';
import { POST_IMAGE_MAX_BYTES } from '@golf/shared/schemas/post-limits';
import { Button, Input, Segmented, Typography, Upload } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown';
import { feedback } from '../../lib/feedback';
import { useUploadPostImage } from './upload-post-image';

const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * Markdown content for notices, topics and replies: a text area with picture upload (inserts a markdown
 * image link where the cursor is) and a preview rendered exactly as the post will be. For antd Form.Item.
 */
export function MarkdownEditor({
  value = '',
  onChange,
  rows = 8,
  placeholder,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  rows?: number;
  placeholder?: string;
  id?: string;
}) {
  const { t } = useTranslation('posts');
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const area = useRef<TextAreaRef>(null);
  const upload = useUploadPostImage();

  const insert = (text: string) => {
    const el = area.current?.resizableTextArea?.textArea;
    const at = el ? el.selectionStart : value.length;
    const before = value.slice(0, at);
    const gap = before && !before.endsWith('\n') ? '\n' : '';
    onChange?.(`${before}${gap}${text}\n${value.slice(at)}`);
  };

  const beforeUpload = (file: File) => {
    if (!TYPES.includes(file.type)) {
      feedback.error(t('editor.wrongType'));
      return false;
    }
    if (file.size > POST_IMAGE_MAX_BYTES) {
      feedback.error(t('editor.tooLarge', { max: '5 MB' }));
      return false;
    }
    upload.mutate(file, {
      onSuccess: ({ url }) => insert(`![${file.name.replace(/[[\]]/g, '')}](${url})`),
      onError: (e) => feedback.error(e.message),
    });
    return false;
  };

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, marginBottom: 8 }}>
        <Segmented
          size="small"
          value={mode}
          onChange={(v) => setMode(v === 'preview' ? 'preview' : 'write')}
          options={[
            { value: 'write', label: t('editor.write') },
            { value: 'preview', label: t('editor.preview') },
          ]}
        />
        <Upload accept={TYPES.join(',')} showUploadList={false} beforeUpload={beforeUpload} disabled={upload.isPending}>
          <Button size="small" icon={<PictureOutlined />} loading={upload.isPending}>
            {t('editor.image')}
          </Button>
        </Upload>
      </div>
      {mode === 'write' ? (
        <Input.TextArea
          id={id}
          ref={area}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          autoSize={{ minRows: rows, maxRows: 24 }}
          placeholder={placeholder}
          maxLength={20000}
        />
      ) : (
        <div style={{ minHeight: rows * 22, padding: 8, border: '1px dashed rgba(128,128,128,0.4)', borderRadius: 6 }}>
          {value.trim() ? <Markdown source={value} /> : <Typography.Text type="secondary">{t('editor.empty')}</Typography.Text>}
        </div>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('editor.hint')}
      </Typography.Text>
    </div>
  );
}
