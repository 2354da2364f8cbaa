import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorCode, type FieldError } from '@golf/shared/envelope';
import { issuesToFieldErrors } from '@golf/shared/zod-i18n';
import { ZodError, type z } from 'zod';
import { AppError } from '../lib/errors';
import { translator } from '../lib/i18n';
import { DEFAULT_LOCALE, matchLocale } from '@golf/shared/locales';
import { dbRefusal } from '../lib/db-errors';

function summary(fields: FieldError[]): string {
  return fields
    .slice(0, 3)
    .map((f) => (f.path ? `${f.path}: ${f.message}` : f.message))
    .join('; ');
}

/** The part of the request a validation error is about. */
function source(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

function valueAt(root: unknown, path: string[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * One central error handler: every failure becomes the envelope with a meaningful status,
 * a non-zero code and a message in the caller's language. 5xx details stay in the log.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    const t = request.t.bind(request);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        code: error.code,
        msg: t(error.key, error.params),
        data: error.fields ? { fields: error.fields, ...error.data } : (error.data ?? null),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const prefix = error.validationContext && error.validationContext !== 'body' ? `${error.validationContext}.` : '';
      const fields: FieldError[] = error.validation.map((v) => {
        // fastify-type-provider-zod 7 passes the zod issue spread: keyword = code, params = the rest
        const path = v.instancePath.split('/').filter(Boolean);
        const issue = {
          ...v.params,
          code: v.keyword,
          message: v.message ?? '',
          path,
          // zod leaves the input out of its issues; with it, a wrong type is told apart from a missing field
          input: valueAt(source(request, error.validationContext), path),
        } as unknown as z.core.$ZodIssue;
        const [f] = issuesToFieldErrors([issue], t);
        return { path: prefix + (f?.path ?? ''), message: f?.message ?? t('validation.invalid') };
      });
      return reply
        .status(400)
        .send({ code: ErrorCode.validation, msg: t('errors.validation', { fields: summary(fields) }), data: { fields } });
    }
    if (error instanceof ZodError) {
      const fields = issuesToFieldErrors(error.issues, t);
      return reply
        .status(400)
        .send({ code: ErrorCode.validation, msg: t('errors.validation', { fields: summary(fields) }), data: { fields } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return reply.status(500).send({ code: ErrorCode.internal, msg: t('errors.internal'), data: null });
    }
    const refusal = dbRefusal(error);
    if (refusal) {
      request.log.warn({ err: error }, 'refused by the database');
      return reply.status(refusal.status).send({ code: refusal.status === 409 ? ErrorCode.conflict : ErrorCode.badRequest, msg: t(refusal.key), data: null });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ code: ErrorCode.internal, msg: t('errors.internal'), data: null });
    }
    const byStatus: Record<number, [number, string]> = {
      401: [ErrorCode.unauthenticated, 'errors.unauthenticated'],
      403: [ErrorCode.forbidden, 'errors.forbidden'],
      404: [ErrorCode.notFound, 'errors.notFound'],
      413: [ErrorCode.tooLarge, 'errors.tooLarge'],
      415: [ErrorCode.unsupportedMedia, 'errors.unsupportedMedia'],
      429: [ErrorCode.rateLimited, 'errors.rateLimited'],
    };
    const [code, key] =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? [ErrorCode.badRequest, 'errors.invalidJson']
        : (byStatus[status] ?? [ErrorCode.badRequest, 'errors.badRequest']);
    return reply.status(status).send({ code, msg: t(key, { after: '' }), data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api') && app.hasReplyDecorator('sendFile');
    // the first screen depends on the app's cookie and on whether a browser asks (plugins/web.ts)
    if (wantsPage) return reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept').sendFile(app.pageFile(request));
    return reply.status(404).send({
      code: ErrorCode.notFound,
      msg: request.t('errors.routeNotFound', { url: request.url.split('?')[0] }),
      data: null,
    });
  });
});

/**
 * What Fastify's router refuses before any hook runs (a URL that does not decode, a path segment over its length
 * limit) answers as every other error: 400, the envelope, the message in the caller's language (Fastify's own answer is
 * English, unwrapped and, for the length, 414).
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // no hook has run, and the request here lacks the app's decorations (its language, its t)
  const t = translator(matchLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE);
  request.log.info({ code: error.code }, 'refused by the router');
  void reply.status(400).send({ code: ErrorCode.badRequest, msg: t('errors.badAddress'), data: null });
}
