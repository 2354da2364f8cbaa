import axios, { type AxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import { feedback } from './feedback';
import { i18n } from './i18n';
import { interpretResponse, type RawResponse } from './interpret-response';
import { progress } from './progress';
import { getToken, logoutLocally } from './session';

const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '',
  timeout: 5000,
  validateStatus: () => true,
});

export interface RequestOptions {
  /** the caller shows the error itself (e.g. on a form): no toast */
  silent?: boolean;
}

async function request<T>(config: AxiosRequestConfig, options: RequestOptions = {}): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || 'zh-CN' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let raw: RawResponse;
  progress.start();
  try {
    const response = await http.request({ ...config, headers: { ...headers, ...(config.headers as object) } });
    raw = { status: response.status, body: response.data };
  } catch {
    raw = {};
  } finally {
    progress.done();
  }
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
  delete: <T>(url: string, options?: RequestOptions) => request<T>({ method: 'DELETE', url }, options),
};
