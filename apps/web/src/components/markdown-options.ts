/** how every markdown text is parsed, in the worker or, where there is none, on the page (components/markdown-parse.ts) */
export const MARKED_OPTIONS = { async: false, gfm: true, breaks: true } as const;

export interface MarkdownRequest {
  id: number;
  source: string;
}

export interface MarkdownReply {
  id: number;
  html: string;
}
