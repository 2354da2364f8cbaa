/// <reference lib="webworker" />
// The markdown parser in a worker of its own (components/markdown-parse.ts): marked's first parse compiles its rules,
// ~25 ms, a long task of ~100-300 ms on a slow phone, which here happens beside the page instead of inside its rendering.
import { marked } from 'marked';
import { MARKED_OPTIONS, type MarkdownReply, type MarkdownRequest } from './markdown-options';

self.onmessage = (event: MessageEvent<MarkdownRequest>) => {
  const { id, source } = event.data;
  let reply: MarkdownReply;
  try {
    reply = { id, html: marked.parse(source, MARKED_OPTIONS) };
  } catch {
    reply = { id, failed: true };
  }
  self.postMessage(reply);
};
