import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@golf/shared/envelope';
import { loginFailures } from '../src/db/schema';
import { failureKey, FREE_FAILURES } from '../src/modules/auth/login-limit';
import { body, buildUser, PASSWORD } from './factories';
import { buildTestApp } from './helpers';
import { trustProxyOf } from '../src/config';

describe('rate limits', async () => {
  const { app } = await buildTestApp({ rateLimit: true });

  it('throttles logins per address with 429 code 42900 and the wait in the caller language', async () => {
    // a different name each time: the per-account lock (five in a row) is not what this test is about
    const attempt = (i = 99) =>
      app.inject({
        method: 'POST',
        url: '/api/user/auth',
        payload: { username: `nobody${i}`, password: 'Wrong123' },
        headers: { 'accept-language': 'en-US' },
        remoteAddress: '203.0.113.7',
      });
    for (let i = 0; i < 20; i++) expect((await attempt(i)).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(body(limited)).toMatchObject({ code: ErrorCode.rateLimited, data: null });
    expect(body(limited).msg).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(limited.headers['retry-after']).toBeDefined();

    // another address is not affected
    const other = await app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { username: 'nobody', password: 'Wrong123' },
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(401);
  });

  it('locks an account after five failures in a row, even for the right password, in the caller language', async () => {
    const user = await buildUser(app);
    const account = failureKey(user.id, user.username);
    await app.db.insert(loginFailures).values(Array.from({ length: FREE_FAILURES }, () => ({ account })));
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { username: user.email, password: PASSWORD },
      headers: { 'accept-language': 'ja-JP' },
      remoteAddress: '198.51.100.1',
    });
    expect(res.statusCode).toBe(429);
    expect(body(res).code).toBe(ErrorCode.rateLimited);
    expect(body(res).msg).toContain('ログインの失敗が多すぎます');
  });

  it('counts a wrong password against the account', async () => {
    const user = await buildUser(app);
    const account = failureKey(user.id, user.username);
    await app.db.insert(loginFailures).values(Array.from({ length: FREE_FAILURES - 1 }, () => ({ account })));
    const attempt = (password: string) =>
      app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: user.username, password }, remoteAddress: '198.51.100.2' });
    expect((await attempt('Wrong123')).statusCode).toBe(401);
    expect((await attempt(PASSWORD)).statusCode).toBe(429);
  });
});

describe('the address a throttle counts by', async () => {
  const login = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], i: number) =>
    app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { username: `ghost${i}`, password: 'Wrong123' },
      remoteAddress: '198.51.100.9',
      // a client reached directly writes what it likes here: a new address on every try
      headers: { 'x-forwarded-for': `192.0.2.${i}` },
    });

  it('is the connection’s by default: a new X-Forwarded-For on every request does not reset it', async () => {
    const { app } = await buildTestApp({ rateLimit: true });
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await login(app, i)).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('is the forwarded one behind a proxy the operator names (TRUST_PROXY)', async () => {
    const { app } = await buildTestApp({ rateLimit: true, trustProxy: ['198.51.100.9'] });
    for (let i = 0; i < 25; i++) expect((await login(app, i)).statusCode).toBe(401);
  });

  it('reads TRUST_PROXY as off, any, a number of hops or a list of addresses', () => {
    expect([undefined, '', 'false'].map(trustProxyOf)).toEqual([false, false, false]);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.1, 172.16.0.0/12')).toEqual(['10.0.0.1', '172.16.0.0/12']);
  });
});
