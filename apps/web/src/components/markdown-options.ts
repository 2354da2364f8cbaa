/** how every markdown text is parsed, in the worker or, where there is none, on the page (components/markdown-parse.ts) */
export const MARKED_OPTIONS = { async: false, gfm: true, breaks: true } as const;

export interface MarkdownRequest {
  id: number;
  source: string;
}

/** the HTML, or `failed` when marked threw on the text */
export type MarkdownReply = { id: number; html: string } | { id: number; failed: true };
