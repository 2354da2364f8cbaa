import { Spin, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A list of items with a title and a description, looking like antd's List with List.Item.Meta, for cards on
 * pages that must load fast: antd's List always brings its Pagination, and with it Select (~34 KB gzip together).
 * Use antd's List where paging, actions or a grid is needed.
 */
export function PlainList({ loading, empty, children, ...rest }: { loading?: boolean; empty: ReactNode; children: ReactNode[]; 'data-testid'?: string }) {
  const { token } = theme.useToken();
  return (
    <Spin spinning={Boolean(loading)}>
      {children.length === 0 ? (
        <div style={{ padding: '16px 0', textAlign: 'center', color: token.colorTextDescription, minHeight: loading ? 54 : undefined }}>{loading ? null : empty}</div>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} {...rest}>
          {children}
        </ul>
      )}
    </Spin>
  );
}

export function PlainListItem({ title, description, last, ...rest }: { title: ReactNode; description?: ReactNode; last?: boolean; 'data-testid'?: string }) {
  const { token } = theme.useToken();
  return (
    <li style={{ padding: '12px 0', borderBlockEnd: last ? undefined : `${token.lineWidth}px solid ${token.colorSplit}` }} {...rest}>
      <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, marginBlockEnd: description ? 4 : 0 }}>{title}</div>
      {description && <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{description}</div>}
    </li>
  );
}
