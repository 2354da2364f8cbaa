import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/client';
import { acquireLock } from './lib/lock';
import { installDrain } from './lib/drain';
import { seed } from './db/seed';

const config = configFromEnv();
if (!config.webDist) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidate = path.resolve(here, '../../web/dist');
  if (fs.existsSync(candidate)) config.webDist = candidate;
}

fs.mkdirSync(config.dataDir, { recursive: true });
const release = config.databaseUrl ? () => {} : acquireLock(path.join(config.dataDir, 'server.lock'));
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
});
const app = await buildApp({ config, database });
await seed(app);
const drain = installDrain(app);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing in-flight requests, then closing`);
  const force = setTimeout(() => {
    app.log.error('shutdown took more than 20 s; exiting');
    process.exit(1);
  }, 20_000);
  force.unref();
  try {
    await drain();
    await app.close();
    await database.close();
  } finally {
    release();
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Golf Assistant is serving on ${config.appUrl} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`);
