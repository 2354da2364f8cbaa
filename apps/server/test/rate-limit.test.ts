import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@golf/shared/envelope';
import { loginFailures } from '../src/db/schema';
import { failureKey, FREE_FAILURES } from '../src/modules/auth/login-limit';
import { body, buildUser, PASSWORD } from './factories';
import { buildTestApp } from './helpers';

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
