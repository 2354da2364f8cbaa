import type { RawResponse } from './interpret-response';

/** One HTTP call as lib/http.ts asks for it. */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** query parameters; undefined and null ones are left out */
  params?: object;
  /** a JSON body, or a FormData (multipart: the browser writes its content type) */
  data?: unknown;
  headers?: Record<string, string>;
  /** a file download: the body is a Blob unless the server answers with JSON (an error envelope) */
  blob?: boolean;
  /** milliseconds until the call (body included) is given up */
  timeout: number;
}

/** `url` with `params` as its query string (arrays repeat the key). */
export function withParams(url: string, params?: object): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      query.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const search = query.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/**
 * Sends one call with the platform's fetch and reads the whole answer: the status and the body (JSON when it parses,
 * else the text; a Blob for a successful download). Never throws: no answer in time, or none at all, is `{}`.
 */
export async function send(request: TransportRequest, base = ''): Promise<RawResponse> {
  const headers: Record<string, string> = { ...request.headers };
  let body: BodyInit | undefined;
  if (request.data instanceof FormData) body = request.data;
  else if (request.data !== undefined) {
    body = JSON.stringify(request.data);
    headers['Content-Type'] = 'application/json';
  }
  try {
    const response = await fetch(base + withParams(request.url, request.params), {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(request.timeout),
    });
    const json = (response.headers.get('content-type') ?? '').includes('json');
    if (request.blob && response.ok && !json) return { status: response.status, body: await response.blob() };
    const text = await response.text();
    return { status: response.status, body: parsed(text, !request.blob) };
  } catch {
    return {};
  }
}

function parsed(text: string, keepText: boolean): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return keepText ? text : undefined;
  }
}
