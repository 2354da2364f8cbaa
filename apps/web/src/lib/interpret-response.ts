import { ErrorCode, type FieldError } from '@golf/shared/envelope';

/** What came back from one HTTP call; `status` is absent when no response arrived. */
export interface RawResponse {
  status?: number;
  body?: unknown;
}

export interface ResponseFailure {
  kind: 'error';
  status?: number;
  code?: number;
  message: string;
  fields: FieldError[];
  /** HTTP 401 other than "wrong user name or password": the client logs out */
  logout: boolean;
  /** the envelope's `data` of a failure (e.g. a 409's current values, an upload's row errors) */
  data?: unknown;
}

export type Interpretation<T> = { kind: 'success'; data: T } | ResponseFailure;

type Translate = (key: string, params?: Record<string, unknown>) => string;

interface EnvelopeLike {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

function isEnvelopeLike(body: unknown): body is EnvelopeLike {
  return typeof body === 'object' && body !== null && !(body instanceof Blob) && ('code' in body || 'msg' in body || 'data' in body);
}

function fieldsOf(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null || !('fields' in data)) return [];
  const fields = (data as { fields: unknown }).fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is FieldError => typeof f === 'object' && f !== null && typeof f.path === 'string' && typeof f.message === 'string',
  );
}

/**
 * The spec's reading of the envelope (§8), as a pure function:
 * code 0, 200 or absent is success; -32000 shows `[ code: -32000 ] {msg}`; any other code
 * carries the server's message; HTTP 401 logs out unless it is the wrong-credentials answer;
 * no response gives a generic "retry later" message.
 */
export function interpretResponse<T>(raw: RawResponse, t: Translate): Interpretation<T> {
  if (raw.status === undefined) {
    return { kind: 'error', message: t('common:http.noResponse'), fields: [], logout: false };
  }
  const status = raw.status;
  const envelope = isEnvelopeLike(raw.body) ? raw.body : undefined;
  const code = typeof envelope?.code === 'number' ? envelope.code : undefined;
  const msg = typeof envelope?.msg === 'string' && envelope.msg ? envelope.msg : undefined;
  const fields = fieldsOf(envelope?.data);

  if (status === 401) {
    const wrongCredentials = code === ErrorCode.wrongCredentials;
    return {
      kind: 'error',
      status,
      code,
      message: msg ?? t('common:http.sessionExpired'),
      fields,
      logout: !wrongCredentials,
    };
  }
  const codeIsSuccess = code === undefined || code === 0 || code === 200;
  if (status < 400 && codeIsSuccess) {
    return { kind: 'success', data: (envelope ? envelope.data : raw.body) as T };
  }
  if (code === ErrorCode.rpc) {
    return { kind: 'error', status, code, message: `[ code: ${ErrorCode.rpc} ] ${msg ?? ''}`.trimEnd(), fields, logout: false };
  }
  return {
    kind: 'error',
    status,
    code,
    message: msg ?? t('common:http.failed', { status }),
    fields,
    logout: false,
    data: envelope?.data ?? undefined,
  };
}
