import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { ErrorCode } from '@golf/shared/envelope';
import type { Config } from '../config';
import { AppError } from './errors';

/** Per-address throttle for one route (`config` of the route); off when `config.rateLimit` is false. */
export function throttle(config: Config, max: number, timeWindow = 60_000): FastifyContextConfig {
  return { rateLimit: config.rateLimit ? { max, timeWindow } : false };
}

/** "45 seconds" / "3 minutes" in the caller's language. */
export function waitText(request: Pick<FastifyRequest, 't'>, ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 120
    ? request.t('duration.seconds', { n: seconds })
    : request.t('duration.minutes', { n: Math.ceil(seconds / 60) });
}

/** @fastify/rate-limit's errorResponseBuilder: its 429 goes through our error handler. */
export function rateLimitError(request: FastifyRequest, context: { statusCode: number; ttl: number }): AppError {
  return new AppError(context.statusCode, context.statusCode === 429 ? ErrorCode.rateLimited : ErrorCode.forbidden, 'errors.rateLimited', {
    after: waitText(request, context.ttl),
  });
}
