import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

/**
 * A text written in markdown (event description, notice, topic, reply), rendered to HTML and sanitised with DOMPurify
 * (no scripts, no event handlers, no raw HTML that could run); links open in a new tab.
 */
export function MarkdownRender({ source }: { source: string }) {
  const html = useMemo(() => {
    const raw = marked.parse(source, { async: false, gfm: true, breaks: true });
    const clean = DOMPurify.sanitize(raw, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
    const doc = new DOMParser().parseFromString(clean, 'text/html');
    doc.querySelectorAll('a[href]').forEach((a) => {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer nofollow');
    });
    return doc.body.innerHTML;
  }, [source]);
  // html is DOMPurify's output of the markdown: safe to insert
  return <div className="activity-markdown" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
