import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

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

/** PGlite 0.5's defaultStartParams minus "-F" (which turns fsync off). */
export const PGLITE_DURABLE_START_PARAMS = [
  '--single', '-O', '-j',
  '-c', 'search_path=public', '-c', 'exit_on_error=false', '-c', 'log_checkpoints=false',
  '-c', 'max_worker_processes=0', '-c', 'max_parallel_workers=0', '-c', 'max_parallel_workers_per_gather=0',
  '-c', 'io_method=sync', '-c', 'max_parallel_maintenance_workers=0',
];

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
    const db = drizzle(pool, { schema }) as unknown as Db;
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
    ...(opts.dataDir ? { startParams: PGLITE_DURABLE_START_PARAMS } : {}),
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  if (opts.migrate !== false) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: migrationsFolder() });
  }
  return { db, kind: 'pglite', close: () => client.close() };
}
