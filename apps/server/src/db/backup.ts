// Backups of either engine in ONE portable format: a plain pg_dump SQL file with INSERT statements
// (`--inserts --rows-per-insert`, no owners, no grants). PGlite is dumped by the WASM pg_dump of
// @electric-sql/pglite-tools, PostgreSQL by the machine's pg_dump. The file holds every schema,
// including drizzle.__drizzle_migrations (the migration journal), so a restored database migrates
// forward at the next start. Because both sides write the same kind of SQL, a PGlite backup restores
// into PostgreSQL and back: PGlite runs the file with exec(), PostgreSQL with psql.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { PGLITE_DURABLE_START_PARAMS } from './client';

/** Where a backup comes from or goes to: a PostgreSQL URL, or a PGlite data folder (DATA_DIR/pglite). */
export type BackupTarget = { url: string } | { pgliteDir: string };

export interface TableCount {
  table: string;
  rows: number;
}

export interface DatabaseSummary {
  tables: TableCount[];
  rows: number;
  /** entries in drizzle.__drizzle_migrations, 0 when the journal is missing */
  migrations: number;
}

export interface BackupReport extends DatabaseSummary {
  file: string;
  bytes: number;
  engine: 'pglite' | 'postgres';
}

export interface RestoreReport extends DatabaseSummary {
  engine: 'pglite' | 'postgres';
  /** tables that were in the target before and were replaced (--force) */
  replacedTables: number;
  /** PGlite only: where the replaced data folder was moved */
  keptFolder?: string;
}

/** A refusal the CLI prints as is (exit code 2), as opposed to a failure. */
export class BackupRefused extends Error {}

const DUMP_ARGS = ['--no-owner', '--no-privileges', '--rows-per-insert=100'];

const SUMMARY_SQL = `
  SELECT table_schema || '.' || table_name AS name
  FROM information_schema.tables
  WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
  ORDER BY 1`;

function quoteName(qualified: string): string {
  return qualified
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');
}

/* ---------------- engines ---------------- */

interface Session {
  query<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

async function openPglite(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create({ dataDir: dir, startParams: PGLITE_DURABLE_START_PARAMS, loadDataDir });
}

function pgliteSession(client: PGlite): Session {
  return {
    query: async <T>(sql: string) => (await client.query<T>(sql)).rows,
    close: () => client.close(),
  };
}

async function pgSession(url: string): Promise<Session> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: () => client.end(),
  };
}

export async function summarise(session: Session): Promise<DatabaseSummary> {
  const names = (await session.query<{ name: string }>(SUMMARY_SQL)).map((r) => r.name);
  const tables: TableCount[] = [];
  for (const name of names) {
    const [row] = await session.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${quoteName(name)}`);
    tables.push({ table: name, rows: Number(row.n) });
  }
  const migrations = tables.find((t) => t.table === 'drizzle.__drizzle_migrations')?.rows ?? 0;
  return { tables, rows: tables.reduce((sum, t) => sum + t.rows, 0), migrations };
}

/** Table and row counts of a target (opens and closes it). */
export async function summariseTarget(target: BackupTarget): Promise<DatabaseSummary> {
  if ('url' in target) {
    const session = await pgSession(target.url);
    try {
      return await summarise(session);
    } finally {
      await session.close();
    }
  }
  if (!pgliteFolderExists(target.pgliteDir)) return { tables: [], rows: 0, migrations: 0 };
  const client = await openPglite(target.pgliteDir);
  try {
    return await summarise(pgliteSession(client));
  } finally {
    await client.close();
  }
}

function pgliteFolderExists(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/** PostgreSQL client tools: PG_BINDIR (e.g. /usr/lib/postgresql/16/bin) when set, else the PATH. */
function pgTool(name: 'pg_dump' | 'psql'): string {
  return process.env.PG_BINDIR ? path.join(process.env.PG_BINDIR, name) : name;
}

/** The URL without its password (given to the tools through PGPASSWORD, so it never shows in `ps`). */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}), PGOPTIONS: '-c client_min_messages=warning' } };
}

function runTool(tool: 'pg_dump' | 'psql', args: string[], url: string, input?: string): Promise<string> {
  const { dbname, env } = toolConnection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(pgTool(tool), [...args, `--dbname=${dbname}`], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        e.code === 'ENOENT'
          ? new Error(
              `${tool} was not found. Backups of PostgreSQL need the PostgreSQL client tools (Debian/Ubuntu: apt-get install postgresql-client), ` +
                'of the server’s major version or newer; set PG_BINDIR to their folder if they are not on the PATH.',
            )
          : e,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`${tool} failed (exit ${code}): ${Buffer.concat(err).toString('utf8').trim()}`));
    });
    child.stdin.on('error', () => {}); // the tool may exit before reading everything; its exit code says why
    child.stdin.end(input ?? '');
  });
}

/* ---------------- the format ---------------- */

/**
 * Makes a pg_dump file run on either engine: drops psql's \restrict/\unrestrict lines (PGlite's
 * exec() knows no psql meta-commands) and settings an older server does not know (pg_dump 17+ writes
 * `SET transaction_timeout`, which PostgreSQL 15 and 16 refuse).
 */
export function portableSql(sql: string): string {
  return sql
    .split('\n')
    .filter((line) => !/^\\(un)?restrict\b/.test(line) && !/^SET transaction_timeout = /.test(line))
    .join('\n');
}

/** The dump of a target as SQL text, with a header saying where and when it was taken. */
export async function dumpDatabase(target: BackupTarget): Promise<{ sql: string; summary: DatabaseSummary; engine: 'pglite' | 'postgres' }> {
  let body: string;
  let summary: DatabaseSummary;
  let engine: 'pglite' | 'postgres';
  if ('url' in target) {
    engine = 'postgres';
    body = await runTool('pg_dump', DUMP_ARGS, target.url);
    summary = await summariseTarget(target);
  } else {
    engine = 'pglite';
    if (!pgliteFolderExists(target.pgliteDir)) throw new BackupRefused(`There is no embedded database in ${target.pgliteDir}: check DATA_DIR.`);
    const client = await openPglite(target.pgliteDir);
    try {
      summary = await summarise(pgliteSession(client));
      body = await pgliteDumpBody(client);
    } finally {
      await client.close();
    }
  }
  return { sql: backupHeader(engine, summary) + body, summary, engine };
}

async function pgliteDumpBody(client: PGlite): Promise<string> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  return (await pgDump({ pg: client, args: DUMP_ARGS })).text();
}

function backupHeader(engine: 'pglite' | 'postgres', summary: DatabaseSummary): string {
  return (
    `-- Golf Assistant backup (portable pg_dump SQL with INSERTs; restore with npm run restore)\n` +
    `-- engine: ${engine}; taken: ${new Date().toISOString()}; tables: ${summary.tables.length}; rows: ${summary.rows}; migrations: ${summary.migrations}\n`
  );
}

/** The backup SQL of an open PGlite (an in-memory one too: the upgrade fixture is made this way). */
export async function dumpPglite(client: PGlite): Promise<string> {
  const summary = await summarise(pgliteSession(client));
  return backupHeader('pglite', summary) + (await pgliteDumpBody(client));
}

/** Writes a backup file (gzip when it ends in .gz); the file appears complete or not at all. */
export async function writeBackup(target: BackupTarget, file: string): Promise<BackupReport> {
  const { sql, summary, engine } = await dumpDatabase(target);
  const data = file.endsWith('.gz') ? gzipSync(sql) : Buffer.from(sql, 'utf8');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
  return { ...summary, file, bytes: data.length, engine };
}

export function readBackup(file: string): string {
  const data = fs.readFileSync(file);
  const text = (data[0] === 0x1f && data[1] === 0x8b ? gunzipSync(data) : data).toString('utf8');
  if (!/^-- (Golf Assistant backup|PostgreSQL database dump)/m.test(text.slice(0, 2000))) {
    throw new BackupRefused(`${file} is not a pg_dump SQL file (nor a Golf Assistant backup); nothing was changed.`);
  }
  return text;
}

/* ---------------- restore ---------------- */

async function dropEverything(session: Session): Promise<string> {
  // Our own objects only (tables, views, sequences, types, functions in our schemas): works for a
  // role that owns them without owning the database or the public schema.
  const schemas = await session.query<{ name: string }>(`
    SELECT nspname AS name FROM pg_namespace
    WHERE nspname NOT IN ('public', 'pg_catalog', 'information_schema', 'pg_toast') AND nspname NOT LIKE 'pg_temp_%' AND nspname NOT LIKE 'pg_toast_temp_%'`);
  const relations = await session.query<{ name: string; kind: string }>(`
    SELECT quote_ident(c.relname) AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')`);
  const types = await session.query<{ name: string }>(`
    SELECT quote_ident(t.typname) AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r', 'c') AND (t.typrelid = 0 OR (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c')`);
  const functions = await session.query<{ sig: string }>(`
    SELECT p.oid::regprocedure::text AS sig FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'`);
  const dropKind: Record<string, string> = { r: 'TABLE', p: 'TABLE', v: 'VIEW', m: 'MATERIALIZED VIEW', S: 'SEQUENCE', f: 'FOREIGN TABLE' };
  return [
    ...schemas.map((s) => `DROP SCHEMA IF EXISTS ${quoteName(s.name)} CASCADE;`),
    ...relations.map((r) => `DROP ${dropKind[r.kind]} IF EXISTS public.${r.name} CASCADE;`),
    ...types.map((t) => `DROP TYPE IF EXISTS public.${t.name} CASCADE;`),
    ...functions.map((f) => `DROP FUNCTION IF EXISTS ${f.sig} CASCADE;`),
  ].join('\n');
}

function refuseNonEmpty(where: string, before: DatabaseSummary): never {
  throw new BackupRefused(
    `${where} already holds a database (${before.tables.length} tables, ${before.rows} rows); nothing was changed. ` +
      'Restore into an empty database, or add --force to replace it' +
      (where.startsWith('PostgreSQL') ? ' (take a backup of it first).' : ' (its folder is kept beside it as pglite.before-restore-…).'),
  );
}

function stamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

/**
 * Restores a backup's SQL into a target. Refuses a target that already has tables unless `force`.
 * PostgreSQL: the drop of the old objects and the whole file run in ONE transaction through psql, so a
 * failed restore changes nothing. PGlite: the file is restored into a new folder beside the old one,
 * which is swapped in only when the restore succeeded; a replaced folder is kept, not deleted.
 */
export async function restoreBackup(
  sql: string,
  target: BackupTarget,
  opts: {
    force?: boolean;
    /** PGlite: dumpDataDir() of a new, empty cluster to start from instead of an initdb (about 4 s of CPU; tests) */
    emptyCluster?: Blob;
  } = {},
): Promise<RestoreReport> {
  const portable = portableSql(sql);
  if ('url' in target) {
    const session = await pgSession(target.url);
    let drop = '';
    let before: DatabaseSummary;
    try {
      before = await summarise(session);
      if (before.tables.length > 0) {
        if (!opts.force) refuseNonEmpty('PostgreSQL database', before);
        drop = await dropEverything(session);
      }
    } finally {
      await session.close();
    }
    await runTool('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '-v', 'ON_ERROR_STOP=1', '--output=/dev/null'], target.url, `${drop}\n${portable}`);
    return { ...(await summariseTarget(target)), engine: 'postgres', replacedTables: before.tables.length };
  }

  if (/^COPY .* FROM stdin;$/m.test(portable)) {
    throw new BackupRefused(
      'This dump stores its rows with COPY (pg_dump without --inserts), which the embedded database cannot read. ' +
        'Take the backup with npm run backup, or pg_dump --inserts; nothing was changed.',
    );
  }
  const dir = target.pgliteDir;
  const before = await summariseTarget(target);
  if (before.tables.length > 0 && !opts.force) refuseNonEmpty(`The embedded database in ${dir}`, before);
  const restoring = `${dir}.restoring-${stamp()}`;
  fs.rmSync(restoring, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  let summary: DatabaseSummary;
  const client = await openPglite(restoring, opts.emptyCluster);
  try {
    await client.exec(portable);
    summary = await summarise(pgliteSession(client));
    await client.close();
  } catch (e) {
    await client.close().catch(() => {});
    fs.rmSync(restoring, { recursive: true, force: true });
    throw e;
  }
  let keptFolder: string | undefined;
  if (fs.existsSync(dir)) {
    if (before.tables.length > 0) {
      keptFolder = `${dir}.before-restore-${stamp()}`;
      fs.renameSync(dir, keptFolder);
    } else {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  fs.renameSync(restoring, dir);
  return { ...summary, engine: 'pglite', replacedTables: before.tables.length, keptFolder };
}
