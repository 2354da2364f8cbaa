import { Radio, Typography } from 'antd';
// antd's TextArea alone, not the Input family (Search, Password and their icons)
import TextArea, { type TextAreaRef } from 'antd/es/input/TextArea';
import { useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from './markdown';

/**
 * A markdown text being written (an event description, a notice, a topic, a reply): a text area and, a press away, the
 * preview rendered exactly as the text will be shown. For antd Form.Item (value, onChange, id). `toolbar` sits beside
 * the write/preview switch (the posts' picture upload), `hint` under the field. Its own words are in `common`
 * (`markdown.*`), which every page has.
 */
export function MarkdownField({
  value = '',
  onChange,
  id,
  placeholder,
  rows = 6,
  maxLength,
  showCount = false,
  toolbar,
  hint,
  areaRef,
  ...aria
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  placeholder?: string;
  rows?: number;
  maxLength: number;
  showCount?: boolean;
  toolbar?: ReactNode;
  hint?: ReactNode;
  areaRef?: Ref<TextAreaRef>;
  /** what antd's Form.Item tells the field (aria-invalid, aria-describedby for its error, aria-required): for the text area */
  [aria: `aria-${string}`]: string | boolean | undefined;
}) {
  const { t } = useTranslation('common');
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, marginBottom: 8 }}>
        <Radio.Group
          size="small"
          optionType="button"
          value={mode}
          onChange={(e) => setMode(e.target.value === 'preview' ? 'preview' : 'write')}
          options={[
            { value: 'write', label: t('markdown.write') },
            { value: 'preview', label: t('markdown.preview') },
          ]}
        />
        {toolbar}
      </div>
      {mode === 'write' ? (
        <TextArea
          id={id}
          ref={areaRef}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          autoSize={{ minRows: rows, maxRows: 24 }}
          placeholder={placeholder}
          // a paste past the limit is kept whole (maxLength would cut it without a word): the count shows from 90 % of
          // the limit, red past it, and the form's check says what to shorten
          count={{ max: maxLength, show: showCount || value.length >= maxLength * 0.9 }}
          {...aria}
        />
      ) : (
        <div style={{ minHeight: rows * 22, padding: 8, border: '1px dashed rgba(128,128,128,0.4)', borderRadius: 6 }}>
          {value.trim() ? <Markdown source={value} /> : <Typography.Text type="secondary">{t('markdown.empty')}</Typography.Text>}
        </div>
      )}
      {hint && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      )}
    </div>
  );
}
