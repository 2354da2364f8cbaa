import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@golf/shared/envelope';
import { userTokens } from '../src/db/schema';
import { issueUserToken, RESET_TTL_MS } from '../src/modules/auth/user-tokens';
import { bearer, body, buildUser, PASSWORD } from './factories';
import { buildTestApp } from './helpers';

const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

describe('forgotten and changed passwords', async () => {
  const { app, smtp } = await buildTestApp();
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  const login = (username: string, password: string) => post('/api/user/auth', { username, password });

  it('mails a single-use link that sets the password and ends every session', async () => {
    const user = await buildUser(app, { locale: 'ja-JP' });
    const second = body(await login(user.username, PASSWORD)).data.token as string;

    expect(body(await post('/api/user/reset/request', { email: user.email.toUpperCase() }))).toEqual({ code: 0, msg: 'ok', data: true });
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toContain('パスワード再設定'); // the user's stored language
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/user\/reset\?token=/);

    const reset = await post('/api/app/user/reset', { token: tokenOf(mail.link), password: 'NewPass9' });
    expect(reset.statusCode).toBe(200);
    for (const token of [user.token, second]) expect((await post('/api/user/info', undefined, bearer(token))).statusCode).toBe(401);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username, 'NewPass9')).statusCode).toBe(200);

    const reuse = await post('/api/app/user/reset', { token: tokenOf(mail.link), password: 'Other123' }, { 'accept-language': 'en-US' });
    expect(reuse.statusCode).toBe(400);
    expect(body(reuse)).toMatchObject({ code: ErrorCode.badRequest, msg: expect.stringContaining('request a new link') });
  });

  it('refuses an expired reset link', async () => {
    const user = await buildUser(app);
    await post('/api/user/reset/request', { email: user.email });
    const mail = await smtp.waitFor(user.email);
    await app.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(userTokens.userId, user.id));
    expect((await post('/api/app/user/reset', { token: tokenOf(mail.link), password: 'NewPass9' })).statusCode).toBe(400);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(200);
    // a link cut short in the mail is a link that does not work, answered with the way to a new one (not a field "token")
    const cut = await post('/api/app/user/reset', { token: 'bad', password: 'NewPass9' }, { 'accept-language': 'en-US' });
    expect(cut.statusCode).toBe(400);
    expect(body(cut)).toMatchObject({ code: ErrorCode.badRequest, msg: expect.stringContaining('request a new link') });
    expect(body(cut).data?.fields ?? []).toEqual([]);
  });

  it('answers a reset request for an unknown address the same way and mails nothing', async () => {
    const count = smtp.mails.length;
    expect(body(await post('/api/user/reset/request', { email: 'ghost@example.com' }))).toEqual({ code: 0, msg: 'ok', data: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.length).toBe(count);
  });

  it('ends a reset link when the address changes (it must not prove the new one) and when the password changes', async () => {
    const user = await buildUser(app);
    await post('/api/user/reset/request', { email: user.email });
    const mail = await smtp.waitFor(user.email);
    const settings = { email: `other-${user.email}`, nickname: 'Someone', currentPassword: PASSWORD };
    expect((await app.inject({ method: 'PUT', url: '/api/user/settings', payload: settings, headers: bearer(user.token) })).statusCode).toBe(200);
    // asked for, not yet confirmed: the address is still the account's, and so is the link mailed to it
    const confirmLink = (await smtp.waitFor(settings.email)).link;
    const me = body(await app.inject({ method: 'GET', url: '/api/user/settings', headers: bearer(user.token) })).data;
    expect(me).toMatchObject({ email: user.email, emailVerified: true, pendingEmail: settings.email });
    // the new address confirmed: links mailed to the old one end
    expect((await post('/api/app/user/confirm', { token: tokenOf(confirmLink) })).statusCode).toBe(200);
    const stale = await post('/api/app/user/reset', { token: tokenOf(mail.link), password: 'NewPass9' });
    expect(stale.statusCode).toBe(400);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(200);

    // the reset asked for just before the change, its mail still on its way (issued after the change) to the old address:
    // it does not set the password
    const late = await issueUserToken(app.db, { id: user.id, email: user.email }, 'reset', RESET_TTL_MS);
    expect((await post('/api/app/user/reset', { token: late, password: 'NewPass9' })).statusCode).toBe(400);
    // one mailed to the new address works
    const fresh = await issueUserToken(app.db, { id: user.id, email: settings.email.toUpperCase() }, 'reset', RESET_TTL_MS);
    expect((await post('/api/app/user/reset', { token: fresh, password: 'NewPass9' })).statusCode).toBe(200);

    // a link asked for before a password change would undo it
    const second = await buildUser(app);
    await post('/api/user/reset/request', { email: second.email });
    const link = (await smtp.waitFor(second.email)).link;
    const change = await app.inject({ method: 'PUT', url: '/api/user/password', payload: { oldPassword: PASSWORD, password: 'Fresh123' }, headers: bearer(second.token) });
    expect(change.statusCode).toBe(200);
    expect((await post('/api/app/user/reset', { token: tokenOf(link), password: 'NewPass9' })).statusCode).toBe(400);
    expect((await login(second.username, 'Fresh123')).statusCode).toBe(200);
  });

  it('changes the password with the old one, keeping only the current session', async () => {
    const user = await buildUser(app);
    const other = body(await login(user.username, PASSWORD)).data.token as string;
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/user/password', payload, headers: { ...bearer(user.token), 'accept-language': 'en-US' } });

    const wrong = await put({ oldPassword: 'Nope1234', password: 'Fresh123' });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).msg).toBe('The current password is not correct.');
    expect((await put({ oldPassword: PASSWORD, password: 'weak' })).statusCode).toBe(400);

    expect((await put({ oldPassword: PASSWORD, password: 'Fresh123' })).statusCode).toBe(200);
    expect((await post('/api/user/info', undefined, bearer(user.token))).statusCode).toBe(200);
    expect((await post('/api/user/info', undefined, bearer(other))).statusCode).toBe(401);
    expect((await login(user.username, 'Fresh123')).statusCode).toBe(200);
  });
});
