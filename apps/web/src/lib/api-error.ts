import type { FieldError } from '@golf/shared/envelope';
import type { ResponseFailure } from './interpret-response';

/** A failed API call, as the envelope reading saw it. */
export class ApiError extends Error {
  readonly status?: number;
  readonly code?: number;
  readonly fields: FieldError[];
  /** the failure envelope's `data`, for answers that carry more than a message (409 current values, upload row errors) */
  readonly data: unknown;

  constructor(failure: ResponseFailure) {
    super(failure.message);
    this.name = 'ApiError';
    this.status = failure.status;
    this.code = failure.code;
    this.fields = failure.fields;
    this.data = failure.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
