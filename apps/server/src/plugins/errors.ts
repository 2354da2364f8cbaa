import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorCode, type FieldError } from '@golf/shared/envelope';
import { issuesToFieldErrors } from '@golf/shared/zod-i18n';
import { ZodError, type z } from 'zod';
import { AppError } from '../lib/errors';

function summary(fields: FieldError[]): string {
  return fields
    .slice(0, 3)
    .map((f) => (f.path ? `${f.path}: ${f.message}` : f.message))
    .join('; ');
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
        data: error.fields ? { fields: error.fields } : null,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((v) => {
        const issue = v.params.issue as z.core.$ZodIssue;
        const [f] = issuesToFieldErrors([issue], t);
        const prefix = error.validationContext && error.validationContext !== 'body' ? `${error.validationContext}.` : '';
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
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({
      code: ErrorCode.notFound,
      msg: request.t('errors.routeNotFound', { url: request.url.split('?')[0] }),
      data: null,
    });
  });
});
