import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@golf/shared/envelope';
import { sessions, users, userTokens } from '../src/db/schema';
import { bearer, body, PASSWORD, uniqueName } from './factories';
import { buildTestApp } from './helpers';

const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

describe('register → activate → login → info → logout', async () => {
  const { app, smtp } = await buildTestApp();
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });

  it('walks the whole account life cycle', async () => {
    const username = uniqueName('Walker');
    const email = `${username.toLowerCase()}@example.com`;
    const reg = await post('/api/user/register', { username, email, nickname: 'Walker', password: PASSWORD }, { 'accept-language': 'en-US' });
    expect(reg.statusCode).toBe(200);
    expect(body(reg).data.id).toMatch(/^\d+$/);

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Activate your Golf Assistant account');
    // the link names the mail's language: opened on another device, the page speaks it too
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/user\/active\?token=[\w-]{40,}&lang=en-US$/);

    const early = await post('/api/user/auth', { username, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(body(early).code).toBe(ErrorCode.notActivated);

    const confirm = await post('/api/app/user/confirm', { token: tokenOf(mail.link) });
    expect(confirm.statusCode).toBe(200);
    expect(body(confirm).data).toBe(true);
    const again = await post('/api/app/user/confirm', { token: tokenOf(mail.link) }, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(400);
    expect(body(again).msg).toMatch(/new activation mail/);

    const login = await post('/api/user/auth', { username: email.toUpperCase(), password: PASSWORD, remember: true });
    expect(login.statusCode).toBe(200);
    const result = body(login).data;
    expect(result).toMatchObject({ roles: ['user'], info: { nickname: 'Walker', mobile: '', avatar: '', access: ['user'] } });
    expect(result.uuid).toBe(body(reg).data.id);

    const info = await post('/api/user/info', undefined, bearer(result.token));
    expect(info.statusCode).toBe(200);
    expect(body(info).data).toMatchObject({ id: result.uuid, name: 'Walker', username, email, role: 'user', roles: ['user'], roleList: ['user'], job: '' });

    const logout = await post('/api/user/logout', undefined, bearer(result.token));
    expect(logout.statusCode).toBe(200);
    const after = await post('/api/user/info', undefined, bearer(result.token));
    expect(after.statusCode).toBe(401);
    expect(body(after).code).toBe(ErrorCode.unauthenticated);
  });

  it('says "not activated" only to the right password and resends the link', async () => {
    const username = uniqueName();
    const email = `${username}@example.com`;
    await post('/api/user/register', { username, email, nickname: 'Late', password: PASSWORD });
    const first = await smtp.waitFor(email);
    const wrong = await post('/api/user/auth', { username, password: 'Wrong123' });
    expect(body(wrong).code).toBe(ErrorCode.wrongCredentials);
    const early = await post('/api/user/auth', { username, password: PASSWORD }, { 'accept-language': 'en-US' });
    expect(early.statusCode).toBe(403);
    expect(body(early)).toMatchObject({ code: ErrorCode.notActivated, msg: expect.stringMatching(/not activated/) });

    const count = smtp.mails.length;
    const resend = await post('/api/user/activation/resend', { email });
    expect(body(resend)).toEqual({ code: 0, msg: 'ok', data: true });
    await expect.poll(() => smtp.mails.length).toBe(count + 1);
    const second = await smtp.waitFor(email);
    expect(second.link).not.toBe(first.link);
    // the earlier link stops working once a new one is sent
    expect((await post('/api/app/user/confirm', { token: tokenOf(first.link) })).statusCode).toBe(400);
    expect((await post('/api/app/user/confirm', { token: tokenOf(second.link) })).statusCode).toBe(200);
    expect((await post('/api/user/auth', { username, password: PASSWORD })).statusCode).toBe(200);
  });

  it('brings a member who signed up from a shared link back to that page: the mailed link carries a same-site redirect, never another site', async () => {
    const cases = [
      { redirect: '/dashboard/activity/detail?id=12', carried: '/dashboard/activity/detail?id=12' },
      { redirect: '//evil.example/phish', carried: null },
      { redirect: 'https://evil.example/', carried: null },
      { redirect: '/\\evil.example', carried: null },
    ];
    for (const c of cases) {
      const username = uniqueName('Shared');
      const email = `${username.toLowerCase()}@example.com`;
      const res = await post('/api/user/register', { username, email, nickname: 'Shared', password: PASSWORD, redirect: c.redirect });
      expect(res.statusCode, c.redirect).toBe(200);
      const mail = await smtp.waitFor(email);
      const url = new URL(mail.link ?? '');
      expect(url.pathname).toBe('/user/active');
      expect(url.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
      expect(url.searchParams.get('redirect'), c.redirect).toBe(c.carried);
    }
  });

  it('answers resend the same way for an unknown address and mails nothing', async () => {
    const count = smtp.mails.length;
    const res = await post('/api/user/activation/resend', { email: 'nobody-here@example.com' });
    expect(body(res)).toEqual({ code: 0, msg: 'ok', data: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.length).toBe(count);
  });

  it('a disabled account is not activated by its link, which works again once the account is enabled', async () => {
    const username = uniqueName();
    const email = `${username}@example.com`;
    await post('/api/user/register', { username, email, nickname: 'Stuck', password: PASSWORD });
    const mail = await smtp.waitFor(email);
    await app.db.update(users).set({ disabled: true }).where(eq(users.username, username));
    const refused = await post('/api/app/user/confirm', { token: tokenOf(mail.link) }, { 'accept-language': 'en-US' });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toContain('disabled');
    expect((await app.db.select({ verified: users.emailVerified }).from(users).where(eq(users.username, username)))[0].verified).toBe(false);
    await app.db.update(users).set({ disabled: false }).where(eq(users.username, username));
    expect((await post('/api/app/user/confirm', { token: tokenOf(mail.link) })).statusCode).toBe(200);
    expect((await post('/api/user/auth', { username, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an expired activation link with a hint to request a new one', async () => {
    const username = uniqueName();
    const email = `${username}@example.com`;
    await post('/api/user/register', { username, email, nickname: 'Slow', password: PASSWORD });
    const mail = await smtp.waitFor(email);
    await app.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userTokens.kind, 'activation'));
    const res = await post('/api/app/user/confirm', { token: tokenOf(mail.link) }, { 'accept-language': 'zh-CN' });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toContain('重新发送激活邮件');
  });

  it('answers a wrong pair with 401 code 40101 and the spec text in each language', async () => {
    const cases = [
      ['zh-CN', '账号或密码错误'],
      ['en-US', 'Wrong username or password'],
      ['ja-JP', 'ユーザー名またはパスワードが違います'],
    ] as const;
    for (const [lang, text] of cases) {
      const res = await post('/api/user/auth', { username: 'no-such-user', password: 'Whatever1' }, { 'accept-language': lang });
      expect(res.statusCode).toBe(401);
      expect(body(res)).toEqual({ code: ErrorCode.wrongCredentials, msg: text, data: null });
    }
  });

  it('refuses duplicate user names and emails, case-insensitively, with 409', async () => {
    const username = uniqueName('Dup');
    const email = `${username}@example.com`;
    expect((await post('/api/user/register', { username, email, nickname: 'A', password: PASSWORD })).statusCode).toBe(200);
    const sameName = await post(
      '/api/user/register',
      { username: username.toUpperCase(), email: `other-${email}`, nickname: 'B', password: PASSWORD },
      { 'accept-language': 'en-US' },
    );
    expect(sameName.statusCode).toBe(409);
    expect(body(sameName)).toMatchObject({ code: ErrorCode.conflict, msg: expect.stringContaining('already taken') });
    const sameEmail = await post(
      '/api/user/register',
      { username: `${username}x`, email: email.toUpperCase(), nickname: 'C', password: PASSWORD },
      { 'accept-language': 'en-US' },
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(body(sameEmail).msg).toContain('already registered');
  });

  it('enforces the password rule with field errors', async () => {
    for (const password of ['Ab1', 'abcdef1', 'ABCDEF1', 'Abcdefg', 'Abc 123x']) {
      const res = await post(
        '/api/user/register',
        { username: uniqueName(), email: `${uniqueName()}@example.com`, nickname: 'P', password },
        { 'accept-language': 'en-US' },
      );
      expect(res.statusCode, password).toBe(400);
      expect(body(res).code).toBe(ErrorCode.validation);
      expect(body(res).data.fields).toEqual([expect.objectContaining({ path: 'password' })]);
    }
  });

  it('keeps a plain session for one day and a remembered one for SESSION_DAYS', async () => {
    const username = uniqueName();
    const email = `${username}@example.com`;
    await post('/api/user/register', { username, email, nickname: 'S', password: PASSWORD });
    await post('/api/app/user/confirm', { token: tokenOf((await smtp.waitFor(email)).link) });
    for (const [remember, days] of [[false, 1], [true, 30]] as const) {
      const res = await post('/api/user/auth', { username, password: PASSWORD, remember });
      const rows = await app.db.select().from(sessions).where(eq(sessions.userId, Number(body(res).data.uuid)));
      const newest = rows.sort((a, b) => b.id - a.id)[0];
      const lifetimeDays = (newest.expiresAt.getTime() - newest.createdAt.getTime()) / 86_400_000;
      expect(Math.round(lifetimeDays)).toBe(days);
    }
  });
});
