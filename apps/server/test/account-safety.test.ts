import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@golf/shared/envelope';
import { loginFailures, users, userTokens } from '../src/db/schema';
import { beginAttempt, failureKey, FREE_FAILURES, LOCK_MAX_MS } from '../src/modules/auth/login-limit';
import { issueUserToken, ACTIVATION_TTL_MS } from '../src/modules/auth/user-tokens';
import { createSession } from '../src/modules/auth/sessions';
import { buildApp } from '../src/app';
import { bearer, body, buildUser, PASSWORD } from './factories';
import { buildTestApp } from './helpers';

const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

describe('account safety', async () => {
  // the per-address throttle stays off here (buildTestApp's default): this file is about the per-account lock
  const { app, smtp, config } = await buildTestApp();
  const login = (username: string, password: string, lang = 'en-US') =>
    app.inject({ method: 'POST', url: '/api/user/auth', payload: { username, password }, headers: { 'accept-language': lang } });
  const info = (token: string) => app.inject({ method: 'POST', url: '/api/user/info', headers: bearer(token) });
  /** the clock knob: moves an account's recorded failures `ms` into the past instead of sleeping through a lock */
  const timePasses = (account: string, ms: number) =>
    app.db
      .update(loginFailures)
      .set({ createdAt: sql`${loginFailures.createdAt} - make_interval(secs => ${ms / 1000})` })
      .where(eq(loginFailures.account, account));

  it('locks after five wrong passwords in a row for 1 minute, doubling per further failure, refusing even the right password', async () => {
    const user = await buildUser(app);
    const account = failureKey(user.id, user.username);
    for (let i = 0; i < FREE_FAILURES; i++) expect((await login(user.username, 'Wrong123')).statusCode).toBe(401);

    const locked = await login(user.email, PASSWORD); // by email too: the lock is the account's
    expect(locked.statusCode).toBe(429);
    expect(body(locked)).toMatchObject({ code: ErrorCode.rateLimited, data: null });
    expect(body(locked).msg).toBe('Too many failed logins for this account. Please try again in 60 seconds, or reset your password with "Forgot password".');
    expect(body(await login(user.username, PASSWORD, 'zh-CN')).msg).toContain('60 秒后再试');
    expect(body(await login(user.username, PASSWORD, 'ja-JP')).msg).toContain('60 秒後にもう一度');

    await timePasses(account, 61_000);
    expect((await login(user.username, 'Wrong123')).statusCode).toBe(401); // the sixth: 2 minutes
    expect(body(await login(user.username, PASSWORD)).msg).toContain('try again in 2 minutes');
    await timePasses(account, 121_000);
    expect((await login(user.username, 'Wrong123')).statusCode).toBe(401); // the seventh: 4 minutes
    expect(body(await login(user.username, PASSWORD)).msg).toContain('try again in 4 minutes');

    await timePasses(account, 241_000);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(200);
    // the right password ended the streak: five more tries before the next lock
    for (let i = 0; i < FREE_FAILURES - 1; i++) expect((await login(user.username, 'Wrong123')).statusCode).toBe(401);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(200);
  });

  it('caps the lock at 30 minutes and forgets a streak after a day', async () => {
    const user = await buildUser(app);
    const account = failureKey(user.id, user.username);
    await app.db.insert(loginFailures).values(Array.from({ length: 40 }, () => ({ account })));
    expect(body(await login(user.username, PASSWORD)).msg).toContain(`try again in ${LOCK_MAX_MS / 60_000} minutes`);
    await timePasses(account, 24 * 60 * 60 * 1000 + 1000);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(200);
  });

  it('answers a name without an account with the same lock, so the lock reveals no account', async () => {
    for (let i = 0; i < FREE_FAILURES; i++) expect((await login('nobody-here', 'Wrong123')).statusCode).toBe(401);
    const res = await login('nobody-here', 'Wrong123');
    expect(res.statusCode).toBe(429);
    expect(body(res).msg).toContain('try again in 60 seconds');
  });

  it('lets exactly five of a burst of parallel guesses through, burst after burst', async () => {
    // eight bursts: a race shows in some bursts only (the 6th guess got through about 1 burst in 60 on PostgreSQL while
    // attempts counted their rows by id without taking turns)
    for (let burst = 0; burst < 8; burst++) {
      const user = await buildUser(app);
      const answers = await Promise.all(Array.from({ length: 12 }, () => login(user.username, 'Wrong123')));
      const statuses = answers.map((a) => a.statusCode).sort();
      // the messages carry what a failure needs to be understood
      const rows = await app.db.select({ id: loginFailures.id, at: loginFailures.createdAt }).from(loginFailures).where(eq(loginFailures.account, failureKey(user.id, user.username)));
      const seen = `burst ${burst}: statuses ${statuses.join(',')}; failures kept ${JSON.stringify(rows)}; now ${new Date().toISOString()}`;
      expect(statuses.filter((s) => s === 401).length, seen).toBe(FREE_FAILURES);
      expect(statuses.filter((s) => s === 429).length, seen).toBe(12 - FREE_FAILURES);
      expect((await login(user.username, PASSWORD)).statusCode, seen).toBe(429);
    }
  });

  it('an attempt stamped a moment before the failures of parallel attempts is not locked while they are fewer than five', async () => {
    // parallel requests take their clocks at different moments: the 4th may see three failures stamped after its own start
    const account = failureKey(987_654, 'parallel');
    const later = new Date(Date.now() + 5);
    for (let i = 0; i < FREE_FAILURES - 1; i++) await app.db.insert(loginFailures).values({ account, createdAt: later });
    const attempt = await beginAttempt(app.db, account, new Date(later.getTime() - 5));
    expect(attempt.lockedForMs).toBe(0);
    // its failure stays counted: the next attempt finds five and is locked for a minute
    expect((await app.db.select().from(loginFailures).where(eq(loginFailures.account, account))).length).toBe(FREE_FAILURES);
    expect((await beginAttempt(app.db, account, later)).lockedForMs).toBe(60_000 - 5); // a minute from the last failure
  });

  it('keeps the lock in the database, so a second server on the same database (or a restarted one) refuses too', async () => {
    const user = await buildUser(app);
    for (let i = 0; i < FREE_FAILURES; i++) await login(user.username, 'Wrong123');
    const second = await buildApp({ config, database: { db: app.db, kind: 'pglite', close: async () => {} }, logger: false });
    try {
      const res = await second.inject({ method: 'POST', url: '/api/user/auth', payload: { username: user.username, password: PASSWORD } });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('ends the lock and every session when the password is reset from the mailed link', async () => {
    const user = await buildUser(app);
    const second = body(await login(user.username, PASSWORD)).data.token as string;
    for (let i = 0; i < FREE_FAILURES; i++) await login(user.username, 'Wrong123');
    expect((await login(user.username, PASSWORD)).statusCode).toBe(429);

    await app.inject({ method: 'POST', url: '/api/user/reset/request', payload: { email: user.email } });
    const link = (await smtp.waitFor(user.email)).link;
    expect((await app.inject({ method: 'POST', url: '/api/app/user/reset', payload: { token: tokenOf(link), password: 'Fresh123' } })).statusCode).toBe(200);
    for (const token of [user.token, second]) expect((await info(token)).statusCode).toBe(401);
    expect((await login(user.username, 'Fresh123')).statusCode).toBe(200);
  });

  it('uses a reset token once, refuses it expired, and a newer link retires the older one', async () => {
    const user = await buildUser(app);
    const reset = (token: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/app/user/reset', payload: { token, password }, headers: { 'accept-language': 'en-US' } });
    const first = await issueUserToken(app.db, user, 'reset', 60 * 60 * 1000);
    const second = await issueUserToken(app.db, user, 'reset', 60 * 60 * 1000);
    expect((await reset(first, 'Other123')).statusCode).toBe(400);
    expect((await reset(second, 'Other123')).statusCode).toBe(200);
    const again = await reset(second, 'Third123');
    expect(again.statusCode).toBe(400);
    expect(body(again).msg).toContain('request a new link');

    const late = await issueUserToken(app.db, user, 'reset', 60 * 60 * 1000);
    await app.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(userTokens.userId, user.id));
    expect((await reset(late, 'Third123')).statusCode).toBe(400);
    // an activation token is no reset token
    const activation = await issueUserToken(app.db, user, 'activation', ACTIVATION_TTL_MS);
    expect((await reset(activation, 'Third123')).statusCode).toBe(400);
    expect((await login(user.username, 'Other123')).statusCode).toBe(200);
  });

  it('ends the other sessions on a password change and keeps the one that changed it', async () => {
    const user = await buildUser(app);
    const other = body(await login(user.username, PASSWORD)).data.token as string;
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: { oldPassword: PASSWORD, password: 'Changed1' },
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect((await info(other)).statusCode).toBe(401);
    expect((await info(user.token)).statusCode).toBe(200);
  });

  it("answers a disabled user's existing token with 401, and any session it still has", async () => {
    const admin = await buildUser(app, { role: 'admin' });
    const victim = await buildUser(app);
    const patch = (disabled: boolean) =>
      app.inject({ method: 'PATCH', url: `/api/manager/members/${victim.id}`, payload: { disabled }, headers: bearer(admin.token) });
    expect((await patch(true)).statusCode).toBe(200);
    expect((await info(victim.token)).statusCode).toBe(401);
    // even a session that outlived the disabling (written afterwards, straight into the database) is refused
    const leftover = await createSession(app.db, victim.id, 1);
    expect((await info(leftover)).statusCode).toBe(401);
    expect(body(await login(victim.username, PASSWORD)).code).toBe(ErrorCode.accountDisabled);
    const [row] = await app.db.select({ disabled: users.disabled }).from(users).where(eq(users.id, victim.id));
    expect(row.disabled).toBe(true);
  });
});
