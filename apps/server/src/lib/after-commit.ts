import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/client';

/**
 * Work that must wait for the transaction it was asked from: a mail about a row a transaction writes
 * goes out once that row is committed, and never when the transaction rolls back. `deferUntilCommit`
 * makes every `db.transaction(fn)` of a database collect the jobs asked for while `fn` runs; `afterCommit`
 * runs a job at once outside a transaction.
 */
interface Pending {
  jobs: Array<() => void>;
  /** set once the transaction has ended: a job asked for later (work `fn` left running) runs at once */
  ended: boolean;
}

const current = new AsyncLocalStorage<Pending>();

/** Runs `job` when the transaction the caller is inside commits (not at all if it rolls back), or now outside one. */
export function afterCommit(job: () => void): void {
  const pending = current.getStore();
  if (pending && !pending.ended) pending.jobs.push(job);
  else job();
}

/**
 * Wraps `db.transaction` so that the jobs of `afterCommit` wait for the commit. Jobs asked for in a
 * transaction opened inside another (or in a savepoint, `tx.transaction`) wait for the outermost commit
 * (a savepoint that rolls back inside a transaction that commits does not drop them; the code uses none).
 */
export function deferUntilCommit(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const wrapped: Db['transaction'] = async (fn, config) => {
    const pending: Pending = { jobs: [], ended: false };
    let result;
    try {
      result = await transaction((tx) => current.run(pending, () => fn(tx)), config);
    } finally {
      pending.ended = true;
    }
    for (const job of pending.jobs) afterCommit(job);
    return result;
  };
  db.transaction = wrapped;
  return db;
}
