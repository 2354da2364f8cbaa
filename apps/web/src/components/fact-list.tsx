import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * Label–value lines, looking like antd's small one-column Descriptions, for the first screens of the event page and
 * the workplace. antd's Descriptions watches the screen's breakpoints for its responsive columns, and its observer
 * sets state as it mounts, so it rendered a second time inside the page's commit (on a phone, the event page's second
 * pass). A `<dl>` has no such cost. Use antd's Descriptions where columns change with the screen or borders are wanted.
 */
export function FactList({ children, ...rest }: { children: ReactNode; 'data-testid'?: string }) {
  return (
    <dl style={{ display: 'flex', flexDirection: 'column', gap: 8, margin: 0 }} {...rest}>
      {children}
    </dl>
  );
}

export function Fact({ label, children, ...rest }: { label: ReactNode; children: ReactNode; 'data-testid'?: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', alignItems: 'baseline' }} {...rest}>
      {/* the label keeps its line, as antd's did; only a very long one wraps, so the value keeps room on a narrow phone */}
      <dt style={{ flex: 'none', maxWidth: '60%', color: token.colorTextTertiary }}>
        {label}
        {/* the colon antd draws after its labels, with its spacing */}
        <span aria-hidden="true" style={{ position: 'relative', top: -0.5, marginInline: `${token.marginXXS / 2}px ${token.marginXS}px` }}>
          :
        </span>
      </dt>
      <dd style={{ flex: 1, minWidth: '1em', margin: 0, color: token.colorText, overflowWrap: 'break-word', wordBreak: 'break-word' }}>{children}</dd>
    </div>
  );
}
