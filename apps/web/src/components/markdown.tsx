import { lazy, Suspense } from 'react';
import { MarkdownSource } from './markdown-source';

// DOMPurify (and marked, in its worker: markdown-parse.ts) are loaded when the first markdown text is shown, not with every page or form
const MarkdownRender = lazy(() => import('./markdown-render').then((m) => ({ default: m.MarkdownRender })));

/**
 * A text written in markdown (an event description, a notice, a topic, a reply), rendered to HTML and sanitised with
 * DOMPurify (see markdown-render.tsx).
 * Until the renderer has loaded and the text is parsed, the source is shown as plain text, so nothing jumps to empty.
 */
export function Markdown({ source }: { source: string }) {
  return (
    <Suspense fallback={<MarkdownSource source={source} />}>
      <MarkdownRender source={source} />
    </Suspense>
  );
}
