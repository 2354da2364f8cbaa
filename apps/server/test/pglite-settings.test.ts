// The embedded database's PostgreSQL settings as the server opens it (src/db/client.ts): small shared
// memory, so PGlite's WASM heap (which never shrinks) stays small — and fsync still on for a data folder.
// Server peak RSS under `npm run bench -- api` is what these settings are for; the bench measures it,
// this test only guards that the settings reach PostgreSQL. And that its statements take turns with the event loop
// (takeTurns in src/db/client.ts), so the server reads new requests while a backlog is under way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { emptyCluster } from './db-compare';

const onPg = !!process.env.TEST_DATABASE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-pglite-settings-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function settings(database: Database): Promise<Record<string, string>> {
  const rows = (await database.db.execute(
    sql`select name, current_setting(name) as value from unnest(array['shared_buffers', 'maintenance_work_mem', 'wal_buffers', 'fsync', 'synchronous_commit']) as name`,
  )) as unknown as { rows: { name: string; value: string }[] };
  return Object.fromEntries(rows.rows.map((r) => [r.name, r.value]));
}

describe.runIf(!onPg)('PGlite settings', { timeout: 120_000 }, () => {
  it('a data folder (the server): 16MB shared buffers, 16MB maintenance memory, fsync and synchronous commit on', async () => {
    // a data folder started from global setup's empty cluster, as the server opens it (no initdb here)
    const database = await openDatabase({ dataDir: path.join(tmp, 'pglite'), loadDataDir: emptyCluster(), migrate: false });
    try {
      expect(await settings(database)).toEqual({
        shared_buffers: '16MB',
        maintenance_work_mem: '16MB',
        wal_buffers: '512kB', // 1/32 of shared_buffers
        fsync: 'on',
        synchronous_commit: 'on',
      });
    } finally {
      await database.close();
    }
  });

  it('in memory (tests): the same memory settings', async () => {
    const database = await openDatabase({ loadDataDir: emptyCluster(), migrate: false });
    try {
      const s = await settings(database);
      expect(s.shared_buffers).toBe('16MB');
      expect(s.maintenance_work_mem).toBe('16MB');
    } finally {
      await database.close();
    }
  });

  it('a backlog of statements takes turns with the event loop: what arrives meanwhile is read between them', async () => {
    const database = await openDatabase({ loadDataDir: emptyCluster(), migrate: false });
    try {
      // 20 requests of three statements each (a session, a read, a write), all under way at once
      let finished = 0;
      const request = async () => {
        for (let i = 0; i < 3; i++) await database.db.execute(sql`select ${i}::int`);
        finished++;
      };
      const backlog = Array.from({ length: 20 }, request);
      // stands for a new request's bytes on a socket: read on the event loop's next turn. Without turns the whole
      // backlog (60 statements) went through first; with them, every request is still under way when it is read
      const finishedWhenRead = await new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
      expect(finishedWhenRead).toBe(0);
      await Promise.all(backlog);
      expect(finished).toBe(20);
    } finally {
      await database.close();
    }
  });
});
