// Upgrades: a database of the previous release (fixtures/release-0010.sql: schema at migration 0010, the
// demo seed and the release extras, made by `npm run db:fixture -- --upto 10`) is restored, then opened
// the way the server starts — every later migration applies — and every row survives: each table's row
// count and the md5 of its rows over the columns it had before are unchanged. Then the app works on it:
// fixture users log in, the finished event's results, prizes and the flights read back.
// At each release, make a new fixture (README, "Backups") and point FIXTURE at it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { configFromEnv } from '../src/config';
import { readBackup, restoreBackup } from '../src/db/backup';
import { migrationsFolder, openDatabase, PGLITE_DURABLE_START_PARAMS, type Database } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/demo/context';
import { emptyCluster, emptyPgDatabase, fingerprint, pgliteQuery, pgQuery, tableColumns, type Query } from './db-compare';
import { bearer, body } from './factories';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/release-0010.sql');
/** Columns a later migration changes on purpose, as `schema.table` → columns left out of the comparison. */
const CHANGED_ON_PURPOSE: Record<string, string[]> = {};
const onPg = !!process.env.TEST_DATABASE_URL;
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-upgrade-'));
let database: Database;
let app: App;
let before: Awaited<ReturnType<typeof fingerprint>>;
let columns: Record<string, string[]>;
let fixtureMigrations: number;
let query: Query;
let drop = async () => {};

async function snapshot(q: Query) {
  columns = await tableColumns(q);
  for (const [table, changed] of Object.entries(CHANGED_ON_PURPOSE)) columns[table] = columns[table].filter((c) => !changed.includes(c));
  before = await fingerprint(q, columns);
  fixtureMigrations = (before['drizzle.__drizzle_migrations'] as { rows: number }).rows;
}

beforeAll(async () => {
  const sql = readBackup(FIXTURE);
  if (onPg) {
    const db = await emptyPgDatabase();
    drop = db.drop;
    await restoreBackup(sql, { url: db.url });
    const c = await pgQuery(db.url);
    await snapshot(c.query);
    await c.close();
    database = await openDatabase({ url: db.url }); // the server's start: applies the newer migrations
    const pool = (database.db as unknown as { $client: { query(sql: string): Promise<{ rows: unknown[] }> } }).$client;
    query = async <T>(text: string) => (await pool.query(text)).rows as T[];
  } else {
    const dir = path.join(tmp, 'pglite');
    await restoreBackup(sql, { pgliteDir: dir }, { emptyCluster: emptyCluster() });
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ dataDir: dir, startParams: PGLITE_DURABLE_START_PARAMS });
    await snapshot(pgliteQuery(client));
    await client.close();
    database = await openDatabase({ dataDir: dir });
    query = pgliteQuery((database.db as unknown as { $client: PGlite }).$client);
  }
  const config = { ...configFromEnv({}), dataDir: tmp, logLevel: 'silent', rateLimit: false, appUrl: 'http://localhost:3000' };
  app = await buildApp({ config, database, logger: false });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe(`upgrade from the previous release's database (${path.basename(FIXTURE)}) on ${onPg ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('the fixture is the previous release: fewer migrations than now, real data', () => {
    expect(fixtureMigrations).toBe(11); // 0000 … 0010
    expect(journal.entries.length).toBeGreaterThan(fixtureMigrations);
    for (const table of ['users', 'activities', 'players', 'scores', 'flights', 'prize_rules', 'topic_replies', 'vote_tickets']) {
      expect((before[`public.${table}`] as { rows: number }).rows, table).toBeGreaterThan(0);
    }
  });

  it('applies every later migration: the journal lists all of them', async () => {
    const [row] = await query<{ n: string | number }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
    expect(Number(row.n)).toBe(journal.entries.length);
  });

  it('keeps every row: same count and the same values in every column each table had', async () => {
    const after = await fingerprint(query, columns);
    for (const [table, print] of Object.entries(before)) {
      if (table === 'drizzle.__drizzle_migrations') continue; // gains rows by design; checked above
      expect(after[table], table).toEqual(print);
    }
  });

  it('the app works on it: fixture users log in and read results, prizes and flights', async () => {
    const login = async (username: string, password: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username, password } });
      expect(res.statusCode, username).toBe(200);
      return body(res).data.token as string;
    };
    const admin = await login('admin', 'Admin123');
    const member = await login('li.wei', DEMO_PASSWORD);
    expect(admin).not.toBe(member);

    const [champ] = await query<{ id: string | number }>(`SELECT id FROM activities WHERE title = 'Club Championship'`);
    const results = await app.inject({ method: 'GET', url: `/api/activities/${champ.id}/results`, headers: bearer(member) });
    expect(results.statusCode).toBe(200);
    const ranked = (body(results).data.list as Array<{ rank: number | null; gross: number | null }>).filter((r) => r.rank !== null);
    expect(ranked.length).toBeGreaterThan(5);
    expect(ranked.some((r) => r.rank === 1 && r.gross !== null)).toBe(true);

    const rules = await app.inject({ method: 'GET', url: `/api/activities/${champ.id}/prize-rules`, headers: bearer(member) });
    expect(rules.statusCode, rules.body).toBe(200);
    expect(JSON.stringify(body(rules).data)).toContain('nearestPin');

    const [medal] = await query<{ id: string | number }>(`SELECT id FROM activities WHERE title = 'Monthly Medal'`);
    const flights = await app.inject({ method: 'GET', url: `/api/activities/${medal.id}/flights`, headers: bearer(admin) });
    expect(flights.statusCode, flights.body).toBe(200);
    expect(JSON.stringify(body(flights).data)).toContain('07:40');
  });
});
