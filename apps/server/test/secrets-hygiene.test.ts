import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/logging';
import { bearer, body, buildUser, PASSWORD } from './factories';
import { buildTestApp } from './helpers';

const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

/** Every property name of every 2xx response schema in the OpenAPI document, with where it was found. */
function responseProperties(doc: { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> }) {
  const found: Array<{ route: string; name: string }> = [];
  const walk = (node: unknown, route: string) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, route));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') {
      for (const name of Object.keys(record.properties)) found.push({ route, name });
    }
    for (const value of Object.values(record)) walk(value, route);
  };
  for (const [url, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (status.startsWith('2')) walk(response, `${method.toUpperCase()} ${url}`);
      }
    }
  }
  return found;
}

describe('secrets hygiene', async () => {
  const lines: string[] = [];
  // the production logger (lib/logging.ts) at its most talkative level, writing into `lines`
  const { app, smtp } = await buildTestApp({ logLevel: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });

  it('logs no password, session token, activation or reset token through a whole account flow', async () => {
    const secrets: string[] = [];
    const post = (url: string, payload?: object, token?: string) =>
      app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

    const password = 'Secret4Log';
    secrets.push(password);
    expect((await post('/api/user/register', { username: 'logwatcher', email: 'logwatcher@example.com', password, nickname: 'LW' })).statusCode).toBe(200);
    const activation = tokenOf((await smtp.waitFor('logwatcher@example.com')).link);
    secrets.push(activation);
    // a person opening the mailed link: the page request carries the token in its query string
    await app.inject({ method: 'GET', url: `/user/active?token=${activation}` });
    expect((await post('/api/app/user/confirm', { token: activation })).statusCode).toBe(200);

    const session = body(await post('/api/user/auth', { username: 'logwatcher', password })).data.token as string;
    secrets.push(session);
    expect((await post('/api/user/info', undefined, session)).statusCode).toBe(200);
    expect((await post('/api/user/auth', { username: 'logwatcher', password: 'Wrong4Log' })).statusCode).toBe(401);
    secrets.push('Wrong4Log');

    smtp.mails.length = 0;
    expect((await post('/api/user/reset/request', { email: 'logwatcher@example.com' })).statusCode).toBe(200);
    const reset = tokenOf((await smtp.waitFor('logwatcher@example.com')).link);
    secrets.push(reset);
    await app.inject({ method: 'GET', url: `/user/reset?token=${reset}&lang=en-US` });
    expect((await post('/api/app/user/reset', { token: reset, password: 'Renewed4Log' })).statusCode).toBe(200);
    secrets.push('Renewed4Log');
    const renewed = body(await post('/api/user/auth', { username: 'logwatcher', password: 'Renewed4Log' })).data.token as string;
    secrets.push(renewed);
    await app.inject({ method: 'PUT', url: '/api/user/password', payload: { oldPassword: 'Renewed4Log', password: 'Third4Log' }, headers: bearer(renewed) });
    secrets.push('Third4Log');
    await post('/api/user/logout', undefined, renewed);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20); // the requests were logged …
    expect(log).toContain('/user/reset?token=[redacted]&lang=en-US'); // … with their URLs, secrets cut out
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
    expect(log).not.toMatch(/bearer /i);
    expect(log).not.toContain('$argon2');
  });

  it('redacts secret query values wherever they stand in a URL', () => {
    expect(redactUrl('/user/active?token=abc')).toBe('/user/active?token=[redacted]');
    expect(redactUrl('/x?a=1&token=abc&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
    expect(redactUrl('/x?credential=eyJ.x.y#top')).toBe('/x?credential=[redacted]#top');
    expect(redactUrl('/api/activities?keyword=token')).toBe('/api/activities?keyword=token');
  });

  it('returns no password, hash or mailed token from any endpoint (OpenAPI response schemas)', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const properties = responseProperties(doc);
    expect(properties.length).toBeGreaterThan(200);
    expect(properties.filter((p) => /password|hash|secret|salt/i.test(p.name))).toEqual([]);
    // the one token an answer carries is a new session's bearer token, from the sign-in endpoints
    const tokens = properties.filter((p) => /token/i.test(p.name));
    expect(new Set(tokens.map((p) => `${p.route} ${p.name}`))).toEqual(
      new Set(['POST /api/user/auth token', 'POST /api/user/google token', 'POST /api/google token']),
    );
  });

  it('returns none of them in the answers an account sees (sign-in, info, settings, manager list)', async () => {
    const user = await buildUser(app, { role: 'admin' });
    const answers = [
      await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: user.username, password: PASSWORD } }),
      await app.inject({ method: 'POST', url: '/api/user/info', headers: bearer(user.token) }),
      await app.inject({ method: 'GET', url: '/api/user/settings', headers: bearer(user.token) }),
      await app.inject({ method: 'GET', url: '/api/manager/members?pageSize=100', headers: bearer(user.token) }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toMatch(/password|hash|\$argon2/i);
      expect(answer.body).not.toContain(PASSWORD);
    }
  });
});
