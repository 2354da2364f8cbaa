import { MARKED_OPTIONS, type MarkdownReply } from './markdown-options';

/**
 * Markdown to (unsanitised) HTML, parsed in a worker (components/markdown-worker.ts) so that marked's costly first parse
 * is not a long task of the page. Where there is no worker (an older browser, jsdom in unit tests) or it cannot start
 * (its file cannot be downloaded), marked runs on the page instead: the text is always shown.
 */
let worker: Worker | null | undefined;
const waiting = new Map<number, { source: string; resolve: (html: string) => void }>();
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
  for (const { source, resolve } of left) void onPage(source).then(resolve);
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./markdown-worker.ts', import.meta.url), { type: 'module', name: 'markdown' });
    started.onmessage = (event: MessageEvent<MarkdownReply>) => {
      const request = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      request?.resolve(event.data.html);
    };
    started.onerror = giveUpWorker;
    return started;
  } catch {
    return null;
  }
}

export function markdownToHtml(source: string): Promise<string> {
  if (worker === undefined) worker = startWorker();
  if (!worker) return onPage(source);
  const running = worker;
  return new Promise((resolve) => {
    const id = ++lastId;
    waiting.set(id, { source, resolve });
    running.postMessage({ id, source });
  });
}
