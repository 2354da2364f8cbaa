import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { markdownToHtml } from './markdown-parse';
import { MarkdownSource } from './markdown-source';

// links in a text open in a new tab, without giving that page a handle on this one
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

const sanitize = (html: string) =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });

/**
 * A text written in markdown (event description, notice, topic, reply), parsed in a worker (markdown-parse.ts),
 * rendered to HTML and sanitised with DOMPurify (no scripts, no event handlers, no raw HTML that could run); links open
 * in a new tab. While a changed text (a preview being typed) is parsed, the previous rendering stays.
 */
export function MarkdownRender({ source }: { source: string }) {
  const [rendered, setRendered] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void markdownToHtml(source).then((html) => {
      if (current) setRendered(sanitize(html));
    });
    return () => {
      current = false;
    };
  }, [source]);
  if (rendered === null) return <MarkdownSource source={source} />;
  // rendered is DOMPurify's output of the markdown: safe to insert
  return <div className="activity-markdown" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: rendered }} />;
}
