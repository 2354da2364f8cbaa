import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import { feedback } from './feedback';
import { i18n } from './i18n';
import { interpretResponse, type RawResponse } from './interpret-response';
import { progress } from './progress';
import { getToken, logoutLocally } from './session';

let client: Promise<AxiosInstance> | undefined;

/** axios loads with the first request rather than with the first screen (the login page's script budget). */
function httpClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(
    ({ default: axios }) => axios.create({ baseURL: import.meta.env.VITE_API_BASE ?? '', timeout: 5000, validateStatus: () => true }),
    (error: unknown) => {
      // a failed download of the script is tried again by the next request
      client = undefined;
      throw error;
    },
  );
  return client;
}

export interface RequestOptions {
  /** the caller shows the error itself (e.g. on a form): no toast */
  silent?: boolean;
}

/** A failed download answers with a JSON envelope inside the blob: read it so the error shows the server's message. */
async function jsonOfBlobError(body: unknown, status: number): Promise<unknown> {
  if (!(body instanceof Blob) || (status < 400 && !body.type.includes('json'))) return body;
  try {
    return JSON.parse(await body.text()) as unknown;
  } catch {
    return undefined;
  }
}

async function request<T>(config: AxiosRequestConfig, options: RequestOptions = {}, attempt = 0): Promise<T> {
  const token = getToken();
  const language = i18n.language || 'zh-CN';
  const headers: Record<string, string> = { 'Accept-Language': language };
  if (token) headers.Authorization = `Bearer ${token}`;
  let raw: RawResponse;
  progress.start();
  try {
    const http = await httpClient();
    const response = await http.request({ ...config, headers: { ...headers, ...(config.headers as object) } });
    raw = { status: response.status, body: await jsonOfBlobError(response.data, response.status) };
  } catch {
    raw = {};
  } finally {
    progress.done();
  }
  // The server translates what it sends (messages, results, errors) into the language asked for. When the user switched
  // language while a read was on its way, its answer is in the old language and would be cached as fresh, after the
  // switch's refetch: read it again in the current one.
  if (config.method === 'GET' && attempt < 2 && (i18n.language || 'zh-CN') !== language) return request<T>(config, options, attempt + 1);
  const result = interpretResponse<T>(raw, (key, params) => i18n.t(key, params));
  if (result.kind === 'success') return result.data;
  if (result.logout && token) logoutLocally();
  if (!options.silent) feedback.error(result.message);
  throw new ApiError(result);
}

export const api = {
  get: <T>(url: string, params?: object, options?: RequestOptions) => request<T>({ method: 'GET', url, params }, options),
  post: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>({ method: 'POST', url, data }, options),
  put: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>({ method: 'PUT', url, data }, options),
  patch: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>({ method: 'PATCH', url, data }, options),
  delete: <T>(url: string, options?: RequestOptions) => request<T>({ method: 'DELETE', url }, options),
  /** a file (xlsx export) fetched with the session's token; longer timeout than the 5 s of API calls */
  download: (url: string, params?: object, options?: RequestOptions) =>
    request<Blob>({ method: 'GET', url, params, responseType: 'blob', timeout: 60_000 }, options),
  /** a multipart upload (spreadsheets): the form as built by the caller, 60 s like downloads */
  upload: <T>(url: string, form: FormData, params?: object, options?: RequestOptions) =>
    request<T>({ method: 'POST', url, data: form, params, timeout: 60_000 }, options),
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
