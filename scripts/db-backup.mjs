// `npm run backup [FILE]` and `npm run restore -- FILE [--force]`: a portable SQL dump of the configured
// database (DATA_DIR's embedded PGlite, or DATABASE_URL's PostgreSQL) and its way back.
// The format and the rules live in apps/server/src/db/backup.ts; this file only reads the command line,
// takes the data folder's lock for the embedded database and prints what happened.
// Exit codes: 0 done, 1 failed, 2 refused (nothing changed).
import fs from 'node:fs';
import path from 'node:path';
import { BackupRefused, readBackup, restoreBackup, writeBackup } from '../apps/server/src/db/backup.ts';
import { configFromEnv } from '../apps/server/src/config.ts';
import { acquireLock, lockHolder } from '../apps/server/src/lib/lock.ts';

const [command, ...rest] = process.argv.slice(2);
// `npm run restore FILE --force` (without "--") hands --force to npm, which passes it on as npm_config_force
const force = rest.includes('--force') || process.env.npm_config_force === 'true';
const file = rest.find((a) => !a.startsWith('--'));
const config = configFromEnv();
const target = config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') };
const where = config.databaseUrl ? `PostgreSQL (${redact(config.databaseUrl)})` : `the embedded database in ${target.pgliteDir}`;

function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

function usage(message) {
  console.error(`${message}\nUsage: npm run backup [FILE]   |   npm run restore -- FILE [--force]`);
  process.exit(2);
}

/** The embedded database cannot be opened by two processes: refuse while a server holds DATA_DIR. */
function lockDataDir() {
  if (config.databaseUrl) return () => {};
  fs.mkdirSync(config.dataDir, { recursive: true });
  const lock = path.join(config.dataDir, 'server.lock');
  const holder = lockHolder(lock);
  if (holder) {
    console.error(
      `A Golf Assistant server (pid ${holder}) is using ${config.dataDir}; the embedded database can only be opened by one process. ` +
        `Stop the server (Ctrl-C or SIGTERM), run the ${command} again, then start the server. Nothing was changed.`,
    );
    process.exit(2);
  }
  return acquireLock(lock);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

try {
  if (command === 'backup') {
    const out = path.resolve(file ?? path.join(config.dataDir, 'backups', `golf-${new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.sql`));
    const release = lockDataDir();
    try {
      const report = await writeBackup(target, out);
      console.log(
        `Backed up ${where}: ${report.tables.length} tables, ${report.rows} rows, ${report.migrations} migrations applied.\n` +
          `Wrote ${report.file} (${kb(report.bytes)}, ${seconds()}). Restore it with: npm run restore -- ${path.relative(process.cwd(), report.file) || report.file}`,
      );
    } finally {
      release();
    }
  } else if (command === 'restore') {
    if (!file) usage('Which backup? Name the file to restore.');
    if (!fs.existsSync(file)) usage(`${file} does not exist.`);
    const sql = readBackup(file);
    const release = lockDataDir();
    try {
      const report = await restoreBackup(sql, target, { force });
      console.log(
        `Restored ${path.resolve(file)} into ${where}: ${report.tables.length} tables, ${report.rows} rows, ${report.migrations} migrations applied (${seconds()}).` +
          (report.replacedTables ? `\nReplaced the ${report.replacedTables} tables that were there (--force).` : '') +
          (report.keptFolder ? `\nThe replaced data folder is kept as ${report.keptFolder}; delete it once you are happy.` : '') +
          '\nStart the server: it applies any newer migrations first.',
      );
    } finally {
      release();
    }
  } else {
    usage(`Unknown command ${command ?? '(none)'}.`);
  }
} catch (e) {
  if (e instanceof BackupRefused) {
    console.error(e.message);
    process.exit(2);
  }
  console.error(`The ${command} failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
