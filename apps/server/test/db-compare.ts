// Helpers of the backup and upgrade tests: whole-database fingerprints, throw-away PostgreSQL databases,
// a seeded database (admin + demo seed + release extras) and the backup command line.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inject, vi } from 'vitest';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import type { Database } from '../src/db/client';
import { seed } from '../src/db/seed';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const EXTRAS_SQL = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/release-extras.sql'), 'utf8');

/** An empty PGlite cluster (global setup's, before the migrations): restores into it skip an initdb. */
export function emptyCluster(): Blob {
  return new Blob([fs.readFileSync(inject('pgliteEmpty'))]);
}

/** Runs one SQL statement and answers its rows, on either engine. */
export type Query = <T>(sql: string) => Promise<T[]>;

export function pgliteQuery(client: PGlite): Query {
  return async <T>(sql: string) => (await client.query<T>(sql)).rows;
}

export async function pgQuery(url: string): Promise<{ query: Query; close: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { query: async <T>(sql: string) => (await client.query(sql)).rows as T[], close: () => client.end() };
}

export interface TablePrint {
  rows: number;
  md5: string;
}

/** Same text for the same data on both engines, whatever the server's defaults. */
const NEUTRAL_SETTINGS = ["SET TimeZone = 'UTC'", "SET DateStyle = 'ISO, MDY'", "SET IntervalStyle = 'postgres'", 'SET extra_float_digits = 1'];

/**
 * Every table of every non-system schema (from information_schema): row count and md5 of its rows
 * as text in a fixed order, plus every sequence's last value. `columns` limits a table to those
 * columns (the upgrade test compares the columns a table had before the migrations).
 */
export async function fingerprint(query: Query, columns?: Record<string, string[]>): Promise<Record<string, TablePrint | string>> {
  for (const s of NEUTRAL_SETTINGS) await query(s);
  const tables = await query<{ name: string }>(`
    SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`);
  const out: Record<string, TablePrint | string> = {};
  for (const { name } of tables) {
    const cols = columns?.[name];
    if (columns && !cols) continue;
    const row = cols ? `ROW(${cols.map((c) => `t.${c}`).join(', ')})::text` : 't::text';
    const [r] = await query<{ n: string | number; h: string }>(
      `SELECT count(*) AS n, md5(coalesce(string_agg(${row}, E'\\n' ORDER BY ${row}), '')) AS h FROM ${name} t`,
    );
    out[name] = { rows: Number(r.n), md5: r.h };
  }
  const sequences = await query<{ name: string }>(`
    SELECT quote_ident(sequence_schema) || '.' || quote_ident(sequence_name) AS name FROM information_schema.sequences ORDER BY 1`);
  for (const { name } of sequences) {
    if (columns) continue;
    const [r] = await query<{ v: string | number | null; c: boolean }>(`SELECT last_value AS v, is_called AS c FROM ${name}`);
    out[`sequence ${name}`] = `${r.v}/${r.c}`;
  }
  return out;
}

/** The columns of every table (quoted), to compare only what existed before a migration. */
export async function tableColumns(query: Query): Promise<Record<string, string[]>> {
  const rows = await query<{ t: string; c: string }>(`
    SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS t, quote_ident(column_name) AS c
    FROM information_schema.columns WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
    ORDER BY table_schema, table_name, ordinal_position`);
  const out: Record<string, string[]> = {};
  for (const r of rows) (out[r.t] ??= []).push(r.c);
  return out;
}

/** An empty PostgreSQL database beside TEST_DATABASE_URL's; dropped by `drop()`. */
export async function emptyPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const { default: pg } = await import('pg');
  const name = `golf_t_${randomBytes(6).toString('hex')}`;
  const admin = async (work: (client: InstanceType<typeof pg.Client>) => Promise<unknown>) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await work(c);
    } finally {
      await c.end();
    }
  };
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin((c) => dropDatabase(c, name)) };
}

/**
 * Drops a test database. WITH (FORCE) ends connections a test left open, but PostgreSQL refuses it ("must be a member of
 * the role whose process is being terminated", seen once in a full run) while a process of another role, such as an
 * autovacuum worker, is in that database; a plain DROP DATABASE makes autovacuum give way, so that is the next try,
 * repeated briefly for a connection that is still closing.
 */
async function dropDatabase(client: { query: (sql: string) => Promise<unknown> }, name: string) {
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return;
  } catch (error) {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (again) {
        if (attempt === 10) throw new Error(`could not drop ${name}: ${String(error)}; then ${String(again)}`);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
  }
}

/**
 * Fills a migrated database as a club's would be: the first-start seed (admin/Admin123 and the demo),
 * then the release extras (flights, prizes, notices, topics, donations, vote tickets).
 */
export async function seedDatabase(database: Database, exec: (sql: string) => Promise<unknown>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-seed-'));
  const config = { ...configFromEnv({}), dataDir, adminUsername: 'admin', adminPassword: 'Admin123', seedDemo: true, logLevel: 'silent', rateLimit: false };
  const app = await buildApp({ config, database, logger: false });
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await app.ready();
    await seed(app);
  } finally {
    log.mockRestore();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await exec(EXTRAS_SQL);
}

/** Runs `npm run backup|restore` the way a user does (tsx on scripts/db-backup.mjs), with its own env. */
export function backupCli(args: string[], env: Record<string, string>): { status: number | null; out: string } {
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/db-backup.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}
