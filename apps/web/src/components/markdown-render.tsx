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

// Raw HTML in a text keeps its structure but none of its looks: without `style` and `class` (the app's own classes, such
// as antd's dialog wrapper, are as strong as a style), no text can cover the page with a fake screen of its own, hide
// the buttons that moderate it, or dress a link up as the app's.
const sanitize = (html: string) =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style', 'class'] });

/** The HTML of texts rendered so far (source → sanitised HTML): a text shown again (back to an event) renders at once. */
const rendered = new Map<string, string>();
const REMEMBERED = 500;
function remember(source: string, html: string) {
  rendered.set(source, html);
  if (rendered.size > REMEMBERED) rendered.delete(rendered.keys().next().value as string);
}

/**
 * A text written in markdown (event description, notice, topic, reply), parsed in a worker (markdown-parse.ts),
 * rendered to HTML and sanitised with DOMPurify (no scripts, no event handlers, no raw HTML that could run); links open
 * in a new tab. Until its HTML is ready the source shows as plain text (never the HTML of another text); a text that
 * cannot be parsed stays so.
 */
export function MarkdownRender({ source }: { source: string }) {
  const [shown, setShown] = useState<{ source: string; html: string } | null>(() => {
    const html = rendered.get(source);
    return html === undefined ? null : { source, html };
  });
  useEffect(() => {
    // shown before: the render takes it from the remembered HTML
    if (rendered.has(source)) return;
    let current = true;
    markdownToHtml(source).then(
      (raw) => {
        const html = sanitize(raw);
        remember(source, html);
        if (current) setShown({ source, html });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [source]);
  const html = shown?.source === source ? shown.html : rendered.get(source);
  if (html === undefined) return <MarkdownSource source={source} />;
  // html is DOMPurify's output of the markdown: safe to insert
  return <div className="activity-markdown" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
