// `npm run db:fixture [-- --upto NNNN]`: writes apps/server/test/fixtures/release-NNNN.sql, the database of a
// release as the upgrade test (apps/server/test/upgrade.test.ts) needs it: a fresh in-memory PGlite migrated
// only up to migration NNNN (default: the newest one), with the site admin (admin / Admin123), the demo
// seed and apps/server/test/fixtures/release-extras.sql, dumped in the backup format (apps/server/src/db/backup.ts).
// At each release: run it with no argument, commit the new file and point upgrade.test.ts at it, so the
// next release's migrations are tested against this release's data.
// The demo seed of the current code must fit that schema: run it when the release is cut, before newer
// migrations exist (or with --upto the newest one).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { dumpPglite } from '../apps/server/src/db/backup.ts';
import { migrationsFolder } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/demo/seed-demo.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/demo/context.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uptoArg = process.argv.indexOf('--upto');
const source = migrationsFolder();
const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8'));
const upto = uptoArg > 0 ? Number(process.argv[uptoArg + 1]) : journal.entries.at(-1).idx;
const entries = journal.entries.filter((e) => e.idx <= upto);
if (!Number.isInteger(upto) || entries.length === 0 || entries.at(-1).idx !== upto) {
  console.error(`No migration ${process.argv[uptoArg + 1]} in ${source}.`);
  process.exit(2);
}

// drizzle's migrator applies what its journal lists: a copy of the folder with the journal cut at NNNN
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-fixture-'));
fs.mkdirSync(path.join(folder, 'meta'));
fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }, null, 2));
for (const e of entries) fs.copyFileSync(path.join(source, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));


const client = await PGlite.create();
try {
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folder });
  const adminHash = await hashPassword('Admin123');
  const demoHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(users)
      .values({ username: 'admin', email: 'admin@golf-assistant.local', nickname: 'Administrator', passwordHash: adminHash, role: 'admin', emailVerified: true })
      .returning({ id: users.id });
    await seedDemo({ db: tx, adminId: admin.id, passwordHash: demoHash });
  });
  await client.exec(fs.readFileSync(path.join(ROOT, 'apps/server/test/fixtures/release-extras.sql'), 'utf8'));
  const sql = await dumpPglite(client);
  const out = path.join(ROOT, 'apps/server/test/fixtures', `release-${String(upto).padStart(4, '0')}.sql`);
  fs.writeFileSync(out, sql);
  console.log(`Wrote ${path.relative(ROOT, out)} (${(sql.length / 1024).toFixed(1)} KB): schema at ${entries.at(-1).tag}, admin/Admin123 and the demo seed.`);
} finally {
  await client.close();
  fs.rmSync(folder, { recursive: true, force: true });
}
