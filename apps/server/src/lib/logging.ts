import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets (mailed links `/user/reset?token=…`, `/user/activate?token=…`). */
const SECRET_PARAMS = /([?&](?:token|access_token|credential|code|password)=)[^&#]*/gi;

/** The URL as it may appear in the log: secret query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The server's pino options: no request headers are logged at all (so neither `Authorization` nor cookies);
 * the paths below are redacted anyway should a log line carry them; URLs lose secret query values.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        'body.password',
        'body.oldPassword',
        'body.token',
        'body.credential',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host ?? request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/** A request taking this long is logged at warn, whatever its answer. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One log line per request, when it has been answered, instead of Fastify's two ("incoming request"
 * and "request completed" at info, which cost about a quarter of the API's throughput): failures at
 * error, slow requests at warn, client errors and every write at info, successful reads (GET/HEAD
 * below 400) at debug. The line carries the request through the redacting `req` serializer above.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.trace({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    const line = { req: request, res: reply, responseTime };
    if (error) return reply.log.error({ ...line, err: error }, 'request errored');
    const read = request.method === 'GET' || request.method === 'HEAD';
    const level = status >= 500 ? 'error' : responseTime >= SLOW_REQUEST_MS ? 'warn' : status >= 400 || !read ? 'info' : 'debug';
    reply.log[level](line, 'request completed');
  }
}
