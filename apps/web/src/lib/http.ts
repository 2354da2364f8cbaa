import { ApiError } from './api-error';
import { feedback } from './feedback';
import { i18n } from './i18n';
import { interpretResponse } from './interpret-response';
import { progress } from './progress';
import { getToken, logoutLocally } from './session';
import { send, type TransportRequest } from './transport';

const API_BASE = import.meta.env.VITE_API_BASE ?? '';
/** API calls give up after 5 s; downloads and uploads after 60 s */
const TIMEOUT_MS = 5000;
const FILE_TIMEOUT_MS = 60_000;

export interface RequestOptions {
  /** the caller shows the error itself (e.g. on a form): no toast */
  silent?: boolean;
}

type Call = Omit<TransportRequest, 'timeout' | 'headers'> & { timeout?: number };

async function request<T>(call: Call, options: RequestOptions = {}, attempt = 0): Promise<T> {
  const token = getToken();
  const language = i18n.language || 'zh-CN';
  const headers: Record<string, string> = { 'Accept-Language': language };
  if (token) headers.Authorization = `Bearer ${token}`;
  progress.start();
  const raw = await send({ timeout: TIMEOUT_MS, ...call, headers }, API_BASE).finally(() => progress.done());
  // The server translates what it sends (messages, results, errors) into the language asked for. When the user switched
  // language while a read was on its way, its answer is in the old language and would be cached as fresh, after the
  // switch's refetch: read it again in the current one.
  if (call.method === 'GET' && attempt < 2 && (i18n.language || 'zh-CN') !== language) return request<T>(call, options, attempt + 1);
  const result = interpretResponse<T>(raw, (key, params) => i18n.t(key, params));
  if (result.kind === 'success') return result.data;
  if (result.logout && token) logoutLocally('expired');
  if (!options.silent) feedback.error(result.message);
  throw new ApiError(result);
}

/** The most rows a page of a list may hold (the API's pageSize limit). */
const MAX_PAGE_SIZE = 100;

/**
 * Every row of a paged list (`{ list, total }`) for screens that need the whole of it (an event's players): the first
 * page, then the others at once. The answer's other fields (counts, totals) are the first page's. A list that changed
 * while its pages were read (a total that moved: rows shifted between pages) is read again, up to three times; a row
 * that moved to the next page shows once.
 */
async function getAll<T extends { list: { id: string }[]; total: number }>(url: string, params?: object, options?: RequestOptions, attempt = 1): Promise<T> {
  const page = (n: number) => request<T>({ method: 'GET', url, params: { ...params, page: n, pageSize: MAX_PAGE_SIZE } }, options);
  const first = await page(1);
  const pages = Math.ceil(first.total / MAX_PAGE_SIZE);
  if (pages <= 1) return first;
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => page(i + 2)));
  if (attempt < 3 && rest.some((p) => p.total !== first.total)) return getAll<T>(url, params, options, attempt + 1);
  const seen = new Set<string>();
  const list = [first, ...rest].flatMap((p) => p.list).filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
  return { ...first, list };
}

export const api = {
  get: <T>(url: string, params?: object, options?: RequestOptions) => request<T>({ method: 'GET', url, params }, options),
  getAll,
  post: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>({ method: 'POST', url, data }, options),
  put: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>({ method: 'PUT', url, data }, options),
  patch: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>({ method: 'PATCH', url, data }, options),
  delete: <T>(url: string, options?: RequestOptions) => request<T>({ method: 'DELETE', url }, options),
  /** a file (xlsx export) fetched with the session's token; longer timeout than the 5 s of API calls */
  download: (url: string, params?: object, options?: RequestOptions) =>
    request<Blob>({ method: 'GET', url, params, blob: true, timeout: FILE_TIMEOUT_MS }, options),
  /** a multipart upload (spreadsheets): the form as built by the caller, 60 s like downloads */
  upload: <T>(url: string, form: FormData, params?: object, options?: RequestOptions) =>
    request<T>({ method: 'POST', url, data: form, params, timeout: FILE_TIMEOUT_MS }, options),
};

/** Hands a downloaded blob to the browser as a file. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
