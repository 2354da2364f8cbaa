import { MARKED_OPTIONS, type MarkdownReply } from './markdown-options';

/**
 * Markdown to (unsanitised) HTML, parsed in a worker (components/markdown-worker.ts) so that marked's costly first parse
 * is not a long task of the page. Where there is no worker (an older browser, jsdom in unit tests) or it cannot start
 * (its file cannot be downloaded), marked runs on the page instead: the text is always shown.
 */
let worker: Worker | null | undefined;
const waiting = new Map<number, { source: string; resolve: (html: string) => void; reject: (error: Error) => void }>();
let lastId = 0;

async function onPage(source: string): Promise<string> {
  const { marked } = await import('marked');
  return marked.parse(source, MARKED_OPTIONS);
}

function giveUpWorker() {
  worker?.terminate();
  worker = null;
  const left = [...waiting.values()];
  waiting.clear();
  for (const { source, resolve, reject } of left) onPage(source).then(resolve, reject);
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./markdown-worker.ts', import.meta.url), { type: 'module', name: 'markdown' });
    started.onmessage = (event: MessageEvent<MarkdownReply>) => {
      const reply = event.data;
      const request = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('html' in reply) request?.resolve(reply.html);
      else request?.reject(new Error('markdown could not be parsed'));
    };
    started.onerror = giveUpWorker;
    return started;
  } catch {
    return null;
  }
}

/** Rejects when the text cannot be parsed (or marked cannot be loaded): the caller keeps showing its source. */
export function markdownToHtml(source: string): Promise<string> {
  if (worker === undefined) worker = startWorker();
  if (!worker) return onPage(source);
  const running = worker;
  return new Promise((resolve, reject) => {
    const id = ++lastId;
    waiting.set(id, { source, resolve, reject });
    running.postMessage({ id, source });
  });
}
