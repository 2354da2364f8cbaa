import type { FastifyServerOptions } from 'fastify';

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
