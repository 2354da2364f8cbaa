/**
 * The answer envelope of every API call and the error codes the server uses.
 * `code` 0 is success; any other code carries a message in the caller's language.
 */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const ErrorCode = {
  ok: 0,
  /** the spec's special code: the client shows `[ code: -32000 ] {msg}` */
  rpc: -32000,
  validation: 40000,
  badRequest: 40001,
  unauthenticated: 40100,
  /** wrong user name or password: the only 401 that does not log the client out */
  wrongCredentials: 40101,
  notActivated: 40102,
  accountDisabled: 40103,
  forbidden: 40300,
  notFound: 40400,
  conflict: 40900,
  tooLarge: 41300,
  unsupportedMedia: 41500,
  unprocessable: 42200,
  rateLimited: 42900,
  internal: 50000,
  /** the server is shutting down: retry in a moment */
  unavailable: 50300,
  notConfigured: 50100,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface FieldError {
  path: string;
  message: string;
}

/** Lists answer `{ list, total }`. */
export interface Page<T> {
  list: T[];
  total: number;
}
