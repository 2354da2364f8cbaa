// npm run backup / npm run restore: a seeded database goes through a backup file and back into a fresh
// database, and EVERY table (row count + md5 of its ordered rows) and sequence must come back the same.
// On PGlite in the `server` project; on PostgreSQL — and across engines, PGlite ⇄ PostgreSQL — in
// `server-pg` (TEST_DATABASE_URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BackupRefused, readBackup, restoreBackup, writeBackup } from '../src/db/backup';
import { openDatabase, PGLITE_DURABLE_START_PARAMS } from '../src/db/client';
import { backupCli, emptyCluster, emptyPgDatabase, fingerprint, pgliteQuery, pgQuery, seedDatabase } from './db-compare';

const onPg = !!process.env.TEST_DATABASE_URL;

async function pgliteFingerprint(dir: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ dataDir: dir, startParams: PGLITE_DURABLE_START_PARAMS });
  try {
    return await fingerprint(pgliteQuery(client));
  } finally {
    await client.close();
  }
}

async function pgFingerprint(url: string) {
  const c = await pgQuery(url);
  try {
    return await fingerprint(c.query);
  } finally {
    await c.close();
  }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-backup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

// A new PGlite cluster costs an initdb (about 4 s of CPU): only the command-line restore pays it, the
// other restores start from global setup's empty cluster. Generous limits for a loaded machine.
describe.runIf(!onPg)('backup and restore on PGlite', { timeout: 120_000 }, () => {
  const dataA = path.join(tmp, 'a');
  const dataB = path.join(tmp, 'b');
  const file = path.join(tmp, 'backup.sql');
  let original: Awaited<ReturnType<typeof fingerprint>>;

  beforeAll(async () => {
    fs.mkdirSync(dataA);
    const template = inject('pgliteTemplate'); // a migrated folder's dump: skips initdb
    const database = await openDatabase({ dataDir: path.join(dataA, 'pglite'), loadDataDir: new Blob([fs.readFileSync(template)]) });
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      await seedDatabase(database, (sql) => client.exec(sql));
    } finally {
      await database.close();
    }
    original = await pgliteFingerprint(path.join(dataA, 'pglite'));
  }, 120_000);

  it('the seeded database has data in the tables that matter', () => {
    for (const table of ['users', 'groups', 'activities', 'players', 'scores', 'flights', 'prizes', 'prize_rules', 'topic_replies', 'vote_tickets']) {
      expect(original[`public.${table}`], table).toMatchObject({ rows: expect.any(Number) });
      expect((original[`public.${table}`] as { rows: number }).rows, table).toBeGreaterThan(0);
    }
    expect((original['drizzle.__drizzle_migrations'] as { rows: number }).rows).toBeGreaterThan(10);
  });

  it('npm run backup writes a dump that npm run restore brings back into a new DATA_DIR, every table identical', async () => {
    const backup = backupCli(['backup', file], { DATA_DIR: dataA });
    expect(backup.out).toMatch(/Backed up the embedded database .*: 2\d tables, \d+ rows, \d+ migrations applied/);
    expect(backup.status).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^-- Golf Assistant backup[^\n]*\n-- engine: pglite;/);

    const restore = backupCli(['restore', file], { DATA_DIR: dataB });
    expect(restore.out).toContain(`Restored ${file} into the embedded database in ${path.join(dataB, 'pglite')}`);
    expect(restore.status).toBe(0);
    expect(await pgliteFingerprint(path.join(dataB, 'pglite'))).toEqual(original);
  });

  it('refuses to restore over a database with data (exit 2, nothing changed) and while a server holds the lock', async () => {
    const refused = backupCli(['restore', file], { DATA_DIR: dataB });
    expect(refused.status).toBe(2);
    expect(refused.out).toMatch(/already holds a database \(2\d tables, \d+ rows\); nothing was changed.*--force/);

    fs.writeFileSync(path.join(dataB, 'server.lock'), String(process.ppid)); // a live process that is not the CLI
    try {
      for (const args of [['restore', file, '--force'], ['backup', path.join(tmp, 'never.sql')]]) {
        const locked = backupCli(args, { DATA_DIR: dataB });
        expect(locked.status, args[0]).toBe(2);
        expect(locked.out).toContain(`A Golf Assistant server (pid ${process.ppid}) is using ${dataB}`);
      }
      expect(fs.existsSync(path.join(tmp, 'never.sql'))).toBe(false);
    } finally {
      fs.rmSync(path.join(dataB, 'server.lock'));
    }
    expect(fs.readdirSync(dataB).filter((f) => f.startsWith('pglite.'))).toEqual([]);
  });

  it('--force replaces the database and keeps the old folder; a broken file changes nothing', async () => {
    const dir = path.join(dataB, 'pglite');
    await expect(restoreBackup('-- PostgreSQL database dump\nCREATE TABLE x (a int);\nSELECT * FROM missing_table;', { pgliteDir: dir }, { force: true, emptyCluster: emptyCluster() })).rejects.toThrow(
      /missing_table/,
    );
    expect(fs.readdirSync(dataB).filter((f) => f.startsWith('pglite.'))).toEqual([]);

    const report = await restoreBackup(readBackup(file), { pgliteDir: dir }, { force: true, emptyCluster: emptyCluster() });
    expect(report.replacedTables).toBeGreaterThan(20);
    expect(report.keptFolder).toMatch(/pglite\.before-restore-\d{8}T\d{6}Z$/);
    expect(await pgliteFingerprint(dir)).toEqual(original);
    expect(await pgliteFingerprint(report.keptFolder!)).toEqual(original);
  });

  it('refuses a file that is not a dump, and a COPY-format dump the embedded database cannot read', async () => {
    fs.writeFileSync(path.join(tmp, 'notes.txt'), 'hello');
    expect(() => readBackup(path.join(tmp, 'notes.txt'))).toThrow(BackupRefused);
    await expect(
      restoreBackup('-- PostgreSQL database dump\nCOPY public.users (id) FROM stdin;\n1\n\\.\n', { pgliteDir: path.join(tmp, 'c', 'pglite') }),
    ).rejects.toThrow(/COPY/);
  });
});

describe.runIf(onPg)('backup and restore on PostgreSQL, and across engines', { timeout: 120_000 }, () => {
  const drops: Array<() => Promise<void>> = [];
  let source: string;
  let original: Awaited<ReturnType<typeof fingerprint>>;
  const file = path.join(tmp, 'pg-backup.sql.gz');

  beforeAll(async () => {
    const db = await emptyPgDatabase();
    drops.push(db.drop);
    source = db.url;
    const database = await openDatabase({ url: source });
    try {
      const pool = (database.db as unknown as { $client: { query(sql: string): Promise<unknown> } }).$client;
      await seedDatabase(database, (sql) => pool.query(sql));
    } finally {
      await database.close();
    }
    original = await pgFingerprint(source);
  }, 120_000);
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('npm run backup (pg_dump, gzip) and npm run restore (psql) into an empty database: every table identical', async () => {
    const backup = backupCli(['backup', file], { DATABASE_URL: source });
    expect(backup.status, backup.out).toBe(0);
    expect(backup.out).toMatch(/Backed up PostgreSQL \(postgres:\/\/golf:\*\*\*@/);
    expect(backup.out).not.toContain(':golf@');
    expect(readBackup(file)).toMatch(/-- engine: postgres;/);

    const target = await emptyPgDatabase();
    drops.push(target.drop);
    const restore = backupCli(['restore', file], { DATABASE_URL: target.url });
    expect(restore.status, restore.out).toBe(0);
    expect(restore.out).toMatch(/2\d tables, \d+ rows, \d+ migrations applied/);
    expect(await pgFingerprint(target.url)).toEqual(original);

    const refused = backupCli(['restore', file], { DATABASE_URL: target.url });
    expect(refused.status).toBe(2);
    expect(refused.out).toMatch(/already holds a database/);

    // --force: the old objects are dropped and the file restored in one transaction
    const forced = await restoreBackup(readBackup(file), { url: target.url }, { force: true });
    expect(forced.replacedTables).toBeGreaterThan(20);
    expect(await pgFingerprint(target.url)).toEqual(original);
    // a failing file rolls back the drop too
    await expect(restoreBackup('-- PostgreSQL database dump\nSELECT * FROM missing_table;', { url: target.url }, { force: true })).rejects.toThrow(/missing_table/);
    expect(await pgFingerprint(target.url)).toEqual(original);
  });

  it('a PostgreSQL backup restores into PGlite, and a backup of that PGlite restores into PostgreSQL: still identical', async () => {
    const dir = path.join(tmp, 'from-pg', 'pglite');
    await restoreBackup(readBackup(file), { pgliteDir: dir }, { emptyCluster: emptyCluster() });
    expect(await pgliteFingerprint(dir)).toEqual(original);

    const back = path.join(tmp, 'from-pglite.sql');
    const report = await writeBackup({ pgliteDir: dir }, back);
    expect(report.engine).toBe('pglite');
    const target = await emptyPgDatabase();
    drops.push(target.drop);
    await restoreBackup(readBackup(back), { url: target.url });
    expect(await pgFingerprint(target.url)).toEqual(original);
  });
});
