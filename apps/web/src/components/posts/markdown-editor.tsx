import { PictureOutlined } from '@ant-design/icons';
import { POST_IMAGE_MAX_BYTES } from '@golf/shared/schemas/post-limits';
import { Button, Upload } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownField } from '../markdown-field';
import { feedback } from '../../lib/feedback';
import { useUploadPostImage } from './upload-post-image';

const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * Markdown content for notices, topics and replies: the markdown field (write and preview) with picture upload, which
 * inserts a markdown image link where the cursor is. For antd Form.Item.
 */
export function MarkdownEditor({
  value = '',
  onChange,
  rows = 8,
  placeholder,
  id,
  ...aria
}: {
  value?: string;
  onChange?: (value: string) => void;
  rows?: number;
  placeholder?: string;
  id?: string;
  /** what antd's Form.Item tells the field (aria-invalid, aria-describedby for its error): passed on to the text area */
  [aria: `aria-${string}`]: string | boolean | undefined;
}) {
  const { t } = useTranslation('posts');
  const area = useRef<TextAreaRef>(null);
  const upload = useUploadPostImage();
  // the text as it is now: an upload takes seconds on a phone, and what is typed meanwhile must be in the text the
  // picture's link is inserted into (built from the text of the upload's start, it threw that typing away)
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const insert = (text: string) => {
    const current = latest.current;
    const el = area.current?.resizableTextArea?.textArea;
    const at = el ? Math.min(el.selectionStart, current.length) : current.length;
    const before = current.slice(0, at);
    const gap = before && !before.endsWith('\n') ? '\n' : '';
    const next = `${before}${gap}${text}\n${current.slice(at)}`;
    latest.current = next;
    onChange?.(next);
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
    <MarkdownField
      {...aria}
      id={id}
      areaRef={area}
      value={value}
      onChange={onChange}
      rows={rows}
      placeholder={placeholder}
      maxLength={20000}
      toolbar={
        <Upload accept={TYPES.join(',')} showUploadList={false} beforeUpload={beforeUpload} disabled={upload.isPending}>
          <Button size="small" icon={<PictureOutlined />} loading={upload.isPending}>
            {t('editor.image')}
          </Button>
        </Upload>
      }
      hint={t('editor.hint')}
    />
  );
}
