import { lazy, Suspense } from 'react';

// marked and DOMPurify (about 27 KB gzip) are loaded when the first markdown text is shown, not with every page or form
const MarkdownRender = lazy(() => import('./markdown-render').then((m) => ({ default: m.MarkdownRender })));

/**
 * A text written in markdown (an event description, a notice, a topic, a reply), rendered to HTML and sanitised with
 * DOMPurify (see markdown-render.tsx).
 * Until the renderer has loaded, the source is shown as plain text, so nothing jumps to empty.
 */
export function Markdown({ source }: { source: string }) {
  return (
    <Suspense fallback={<div className="activity-markdown" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{source}</div>}>
      <MarkdownRender source={source} />
    </Suspense>
  );
}
