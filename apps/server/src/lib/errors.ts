import { ErrorCode, type ErrorCodeValue, type FieldError } from '@golf/shared/envelope';
import type { Params } from './i18n';

/**
 * An error a caller can act on. `key` is a server catalog key; the error handler
 * translates it into the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCodeValue,
    readonly key: string,
    readonly params: Params = {},
    readonly fields?: FieldError[],
    /** extra answer data a caller can act on (e.g. the current values of a 409, the rows of a 422) */
    readonly data?: Record<string, unknown>,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key = 'errors.badRequest', params?: Params) =>
  new AppError(400, ErrorCode.badRequest, key, params);
export const unauthenticated = (key = 'errors.unauthenticated') => new AppError(401, ErrorCode.unauthenticated, key);
export const forbidden = (key = 'errors.forbidden', params?: Params) => new AppError(403, ErrorCode.forbidden, key, params);
export const notFound = (key = 'errors.notFound', params?: Params) => new AppError(404, ErrorCode.notFound, key, params);
export const conflict = (key = 'errors.conflict', params?: Params) => new AppError(409, ErrorCode.conflict, key, params);
export const unprocessable = (key: string, params?: Params) => new AppError(422, ErrorCode.unprocessable, key, params);
export const tooMany = (key = 'errors.rateLimited', params?: Params) => new AppError(429, ErrorCode.rateLimited, key, params);
export const tooLarge = (key = 'errors.tooLarge', params?: Params) => new AppError(413, ErrorCode.tooLarge, key, params);
export const unsupportedMedia = (key = 'errors.unsupportedMedia', params?: Params) =>
  new AppError(415, ErrorCode.unsupportedMedia, key, params);

/** The same error answering `data` beside its message (a 409's current values, a 422's row errors). */
export const withData = (error: AppError, data: Record<string, unknown>) =>
  new AppError(error.statusCode, error.code, error.key, error.params, error.fields, data);
