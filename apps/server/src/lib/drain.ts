import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@golf/shared/envelope';

/**
 * Graceful shutdown in two steps. `drain()` first keeps the port open while the requests already
 * started finish, answering any new request with 503 and `Connection: close` (a complete answer the
 * client can retry, instead of a connection reset for requests that were waiting in the socket backlog
 * while the embedded database held the event loop). When nothing has been in flight for `quietMs`
 * (or after `maxMs`), the caller closes the app.
 */
export function installDrain(app: FastifyInstance, { quietMs = 300, maxMs = 5000 } = {}) {
  let draining = false;
  let inFlight = 0;
  let lastActivity = Date.now();

  app.addHook('onRequest', async (request, reply) => {
    lastActivity = Date.now();
    if (draining) {
      reply.header('connection', 'close');
      return reply.status(503).send({ code: ErrorCode.unavailable, msg: request.t('errors.unavailable'), data: null });
    }
    inFlight++;
    reply.raw.once('close', () => {
      inFlight--;
      lastActivity = Date.now();
    });
  });

  return async function drain(): Promise<void> {
    draining = true;
    lastActivity = Date.now();
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}
