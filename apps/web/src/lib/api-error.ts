import type { FieldError } from '@golf/shared/envelope';
import type { ResponseFailure } from './interpret-response';

/** A failed API call, as the envelope reading saw it. */
export class ApiError extends Error {
  readonly status?: number;
  readonly code?: number;
  readonly fields: FieldError[];

  constructor(failure: ResponseFailure) {
    super(failure.message);
    this.name = 'ApiError';
    this.status = failure.status;
    this.code = failure.code;
    this.fields = failure.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
