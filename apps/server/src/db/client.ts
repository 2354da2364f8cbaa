import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { deferUntilCommit } from '../lib/after-commit';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The connection inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: a query that may run inside a caller's transaction or on its own. */
export type Conn = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The migrations folder: beside the sources in development, copied beside dist/ in the build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle'), path.resolve(here, 'drizzle')]) {
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error('migrations folder not found');
}

/**
 * Memory settings for the PostgreSQL inside PGlite. Its shared memory and every allocation live in
 * the process's WASM heap, which only grows: initdb writes the server default shared_buffers = 128MB,
 * and PostgreSQL writes the whole pool at start (the heap grew to 189 MB, 151 MB of it resident,
 * before the first query; with 16MB: 128 MB reserved, ~30 MB resident, also under the bench load). 16MB holds the hot pages of a club's database; the rest is read through
 * the operating system's file cache. maintenance_work_mem (64MB by default) bounds CREATE INDEX and
 * VACUUM in a migration, so it cannot grow the heap for good either. work_mem (4MB) and temp_buffers
 * (8MB) stay at their defaults.
 */
export const PGLITE_MEMORY_PARAMS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

/** PGlite 0.5's defaultStartParams minus "-F" (which turns fsync off), plus the memory settings. */
export const PGLITE_DURABLE_START_PARAMS = [
  '--single', '-O', '-j',
  '-c', 'search_path=public', '-c', 'exit_on_error=false', '-c', 'log_checkpoints=false',
  '-c', 'max_worker_processes=0', '-c', 'max_parallel_workers=0', '-c', 'max_parallel_workers_per_gather=0',
  '-c', 'io_method=sync', '-c', 'max_parallel_maintenance_workers=0',
  ...PGLITE_MEMORY_PARAMS,
];

/**
 * PGlite runs each statement synchronously on the event loop, and the end of one hands its lock to the next waiting
 * statement through a promise: under load the chain of statements never left the microtask queue, and the server read
 * no new request until the whole backlog, with every statement it led to, was through. Each statement (or transaction)
 * now starts on the event loop's next turn: those queued together run together, then the server reads what has
 * arrived, then the statements they led to. Statements inside a transaction run on without a pause (it holds PGlite's
 * lock). `npm run bench -- api`, PGlite, 50 connections (docs/performance-log.md): p99 list 2.0 → 1.1–1.2 s, detail
 * 1.1 s → 650–700 ms, results 500 → 350–390 ms, sign-up 2.2 s → 800–830 ms, for up to 10% fewer requests per second; a
 * request for a static file arriving meanwhile waited 1.2–1.6 s before, 0.3–0.5 s now.
 */
export function takeTurns<T extends { query: (...args: never[]) => Promise<unknown>; transaction: (...args: never[]) => Promise<unknown> }>(client: T): T {
  for (const name of ['query', 'transaction'] as const) {
    const run = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      await nextTurn();
      return run(...args);
    };
  }
  return client;
}

export interface OpenOptions {
  /** postgres://… ; when absent PGlite is used */
  url?: string;
  /** PGlite data folder; absent means in memory */
  dataDir?: string;
  /** a PGlite data dump to start from (tests clone a migrated database) */
  loadDataDir?: Blob;
  migrate?: boolean;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection that the server ends (restart, failover, an administrator's terminate) emits
    // 'error' on the pool; unhandled, it would crash the process. The pool drops that connection and
    // opens a new one on the next query, so a warning is all it needs — none once we are closing.
    let closing = false;
    pool.on('error', (err) => {
      if (!closing) console.warn(`PostgreSQL: an idle connection was lost (${err.message}); it will be replaced`);
    });
    const db = deferUntilCommit(drizzle(pool, { schema }) as unknown as Db);
    if (opts.migrate !== false) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(db as never, { migrationsFolder: migrationsFolder() });
    }
    return {
      db,
      kind: 'postgres',
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    // fsync stays on for a data folder: PGlite's default start parameters without "-F",
    // so an acknowledged write survives an OS crash or power loss, not only a killed process.
    // In memory (tests) PGlite's defaults stay (fsync off: nothing to flush). Both get the memory settings.
    startParams: opts.dataDir ? PGLITE_DURABLE_START_PARAMS : [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS],
  });
  const db = deferUntilCommit(drizzle(takeTurns(client), { schema }) as unknown as Db);
  if (opts.migrate !== false) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: migrationsFolder() });
  }
  return { db, kind: 'pglite', close: () => client.close() };
}
