import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { bearer, buildUser } from './factories';

/** The production logger at `level`, writing into `lines`. */
async function appLoggingAt(level: string) {
  const lines: string[] = [];
  const { app } = await buildTestApp({ logLevel: level }, { logStream: { write: (line) => void lines.push(line) } });
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
