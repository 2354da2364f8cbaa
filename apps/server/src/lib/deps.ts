import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from './mailer';
import { afterCommit } from './after-commit';

/** What a service needs from the app; the Fastify instance satisfies it. */
export interface Deps {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * Sends a mail without making the caller wait (so answers take the same time whether or not a mail goes out).
 * Asked for inside a transaction, it goes out once the transaction commits, and not at all if it rolls back.
 */
export function mailInBackground(deps: Pick<Deps, 'log'>, send: () => Promise<void>): void {
  afterCommit(() => {
    // through a promise, so that a mail failing before it is sent (say, in its translation) is logged like one failing
    // on the way, and never reaches the transaction that has already committed, or the other mails after it
    Promise.resolve()
      .then(send)
      .catch((err: unknown) => deps.log.error({ err }, 'sending a mail failed'));
  });
}
