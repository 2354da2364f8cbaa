import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { configFromEnv, type Config } from '../src/config';
import { freshDatabase, startSmtp } from './helpers';
import { bearer, buildUser } from './factories';

/** The production logger at its default level (info), writing into `lines`. */
async function appLoggingAt(level: string) {
  const lines: string[] = [];
  const smtp = await startSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-test-'));
  const config: Config = { ...configFromEnv({}), dataDir, smtpUrl: smtp.url, appUrl: 'http://localhost:3000', logLevel: level, rateLimit: false };
  const database = await freshDatabase();
  const app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const logged = () => lines.map((l) => JSON.parse(l) as { level: number; msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number });
  return { app, lines, logged };
}

describe('request log', async () => {
  const { app, lines, logged } = await appLoggingAt('info');

  it('one line per request at info for writes and client errors; successful reads stay below info', async () => {
    const user = await buildUser(app);
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/activities', headers: bearer(user.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(logged()).toEqual([]);

    expect((await app.inject({ method: 'GET', url: '/api/activities' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/user/info', headers: bearer(user.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user/reset-check?token=Secret123abc' })).statusCode).toBeGreaterThanOrEqual(400);
    const entries = logged();
    expect(entries.map((e) => `${e.level} ${e.req?.method} ${e.res?.statusCode} ${e.msg}`)).toEqual([
      '30 GET 401 request completed',
      '30 POST 200 request completed',
      expect.stringMatching(/^30 GET 4\d\d request completed$/),
    ]);
    expect(entries[0].req?.url).toBe('/api/activities');
    expect(entries[2].req?.url).toBe('/api/user/reset-check?token=[redacted]');
    expect(entries.every((e) => typeof e.responseTime === 'number')).toBe(true);
    expect(lines.join('')).not.toContain(user.token);
  });
});
