import fp from 'fastify-plugin';
import { ErrorCode } from '@golf/shared/envelope';
import { AppError } from '../lib/errors';

const NUL = '\u0000';

/** The path to the first string (or object key) holding a NUL character, or null. */
export function nulPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key];
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Before validation: a body left out altogether is an empty one. PostgreSQL cannot store a NUL
 * character in text or jsonb: such a request used to fail in the database with a 500. It is refused
 * as a 400 naming the field, wherever it hides (body, query string, path).
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    // a request sent without any body reads as an empty object: a body whose fields are all optional (a sign-up
    // without a remark, approving an application) need not be sent, and one with required fields names them
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    const parts: Array<[string, unknown]> = [
      ['', request.body],
      ['querystring.', request.query],
      ['params.', request.params],
    ];
    for (const [prefix, value] of parts) {
      const path = nulPath(value);
      if (!path) continue;
      const field = prefix + path.join('.');
      const message = request.t('validation.text.nul');
      throw new AppError(400, ErrorCode.validation, 'errors.validation', { fields: field ? `${field}: ${message}` : message }, [{ path: field, message }]);
    }
  });
});
