import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@golf/shared/envelope';
import { bearer, body, buildUser, PASSWORD } from './factories';
import { buildTestApp } from './helpers';
import { eq } from 'drizzle-orm';
import { activities, players, users } from '../src/db/schema';
import { addMember, buildGroup } from './group-factories';
import { buildActivity, playersOf } from './activity-factories';

describe('user settings', async () => {
  const { app, smtp } = await buildTestApp();
  const get = (token: string) => app.inject({ method: 'GET', url: '/api/user/settings', headers: bearer(token) });
  const put = (token: string, payload: object, lang = 'en-US') =>
    app.inject({ method: 'PUT', url: '/api/user/settings', payload, headers: { ...bearer(token), 'accept-language': lang } });

  it('reads and saves the profile, including the language used for mails', async () => {
    const user = await buildUser(app);
    const before = body(await get(user.token)).data;
    expect(before).toMatchObject({ id: String(user.id), username: user.username, email: user.email, emailVerified: true, country: '', sex: null, handicap: null });

    const saved = await put(user.token, {
      email: user.email,
      nickname: 'Tiger',
      country: 'Japan',
      area: 'Tokyo',
      address: '1-1 Chiyoda',
      profile: 'Weekend golfer',
      phone: '+81 3-1234-5678',
      locale: 'ja-JP',
      sex: 'M',
      birthday: '1990-04-01',
      handicap: 12.4,
    });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).data).toMatchObject({ nickname: 'Tiger', locale: 'ja-JP', sex: 'M', birthday: '1990-04-01', handicap: 12.4, emailVerified: true });
    const info = body(await app.inject({ method: 'POST', url: '/api/user/info', headers: bearer(user.token) })).data;
    expect(info).toMatchObject({ name: 'Tiger', location: 'Tokyo', locationName: 'Japan Tokyo', introduction: 'Weekend golfer', locale: 'ja-JP', handicap: 12.4 });

    // the stored language answers when no Accept-Language is sent
    const denied = await app.inject({ method: 'GET', url: '/api/manager/overview', headers: bearer(user.token) });
    expect(body(denied).msg).toBe('サイト管理者のみが行える操作です。');

    // omitted fields stay, null clears
    const cleared = await put(user.token, { email: user.email, nickname: 'Tiger', handicap: null, sex: null });
    expect(body(cleared).data).toMatchObject({ country: 'Japan', handicap: null, sex: null, locale: 'ja-JP' });
  });

  it('refuses an impossible handicap and other bad values with field errors', async () => {
    const user = await buildUser(app);
    const res = await put(user.token, { email: user.email, nickname: 'X', handicap: 99, sex: 'X', birthday: '1990-13-45', locale: 'fr-FR' });
    expect(res.statusCode).toBe(400);
    expect(body(res).code).toBe(ErrorCode.validation);
    const fields = body(res).data.fields as Array<{ path: string; message: string }>;
    expect(fields.map((f) => f.path).sort()).toEqual(['birthday', 'handicap', 'locale', 'sex']);
    expect(fields.find((f) => f.path === 'handicap')?.message).toBe('A handicap lies between +10 and 54');
  });

  it('a new email waits for its link: asked with the password, the old address told; the account keeps its address until then, so a typo locks nobody out', async () => {
    const user = await buildUser(app);
    const taken = await buildUser(app);
    expect((await put(user.token, { email: taken.email.toUpperCase(), nickname: 'X', currentPassword: PASSWORD })).statusCode).toBe(409);
    const confirm = (token: string | null) => app.inject({ method: 'POST', url: '/api/app/user/confirm', payload: { token } });
    const logIn = (username: string) => app.inject({ method: 'POST', url: '/api/user/auth', payload: { username, password: PASSWORD } });
    const linkTo = async (email: string) => new URL((await smtp.waitFor(email)).link ?? '').searchParams;
    const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email.toLowerCase())).length;

    // a session alone does not move the account: the current password is asked for
    const typo = `nwe-${user.email}`;
    const bare = await put(user.token, { email: typo, nickname: 'Mover' });
    expect(bare.statusCode).toBe(400);
    expect(body(bare).data.fields).toEqual([{ path: 'currentPassword', message: 'Enter your current password to change your email address' }]);
    expect(body(await put(user.token, { email: typo, nickname: 'Mover', currentPassword: 'wrong' })).data.fields[0].message).toBe('The current password is not correct');

    // a typo: the account keeps its address and can still log in with it
    const res = await put(user.token, { email: typo, nickname: 'Mover', currentPassword: PASSWORD });
    expect(body(res).data).toMatchObject({ email: user.email, emailVerified: true, pendingEmail: typo, googleOnly: false });
    expect(body(res).data).not.toHaveProperty('currentPassword');
    const typoLink = await linkTo(typo);
    expect(typoLink.get('change')).toBe('1');
    // the account's own address is told at once, with how to call it off
    expect((await smtp.waitFor(user.email)).text).toContain(typo);
    expect((await logIn(user.email)).statusCode).toBe(200);
    expect((await logIn(typo)).statusCode).toBe(401);

    // saving the form again (the pending address, or the current one after a reload) neither mails nor calls it off
    const sent = mailsTo(typo);
    expect(body(await put(user.token, { email: typo, nickname: 'Mover', handicap: 12 })).data.pendingEmail).toBe(typo);
    expect(body(await put(user.token, { email: user.email, nickname: 'Mover', handicap: 13 })).data.pendingEmail).toBe(typo);
    expect(mailsTo(typo)).toBe(sent);
    // the link mailed again: a new one, the first ends
    expect((await app.inject({ method: 'POST', url: '/api/user/email-change/resend', headers: bearer(user.token) })).statusCode).toBe(200);
    const second = await linkTo(typo);
    expect(second.get('token')).not.toBe(typoLink.get('token'));
    expect((await confirm(typoLink.get('token'))).statusCode).toBe(400);
    // called off: the link stops working
    const off = await app.inject({ method: 'DELETE', url: '/api/user/email-change', headers: bearer(user.token) });
    expect(body(off).data.pendingEmail).toBeNull();
    expect((await confirm(second.get('token'))).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/user/email-change/resend', headers: bearer(user.token) })).statusCode).toBe(404);

    // the right address: its link makes it the account's, verified; the old address is told
    const email = `new-${user.email}`;
    expect(body(await put(user.token, { email, nickname: 'Mover', currentPassword: PASSWORD })).data.pendingEmail).toBe(email);
    expect((await confirm((await linkTo(email)).get('token'))).statusCode).toBe(200);
    expect(body(await get(user.token)).data).toMatchObject({ email, emailVerified: true, pendingEmail: null });
    expect((await logIn(email)).statusCode).toBe(200);
    expect((await logIn(user.email)).statusCode).toBe(401);
    // the old address had the word when it was asked for, and has it now it is done (mailed in the background)
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(user.email.toLowerCase()) && m.text.includes(email)).length).toBe(2);
  });

  it('the password asked with a new address: counted with sign-in failures, checked before anything else is said; a Google-only account sets a password first', async () => {
    const user = await buildUser(app);
    const taken = await buildUser(app);
    // a wrong password says nothing of whether the address has an account
    const guess = await put(user.token, { email: taken.email, nickname: 'X', currentPassword: 'wrong' });
    expect(guess.statusCode).toBe(400);
    expect(body(guess).data.fields[0].path).toBe('currentPassword');
    // five wrong guesses lock the account as five wrong sign-ins do: the sixth is refused, the right password too
    for (let i = 0; i < 4; i++) await put(user.token, { email: `x-${user.email}`, nickname: 'X', currentPassword: `wrong${i}` });
    expect((await put(user.token, { email: `x-${user.email}`, nickname: 'X', currentPassword: PASSWORD })).statusCode).toBe(429);
    expect((await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: user.username, password: PASSWORD } })).statusCode).toBe(429);
    // an account made with Google alone has no password to prove it
    const google = await buildUser(app);
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, google.id));
    const refused = await put(google.token, { email: `g-${google.email}`, nickname: 'G' });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).data.fields).toEqual([{ path: 'email', message: expect.stringContaining('set one first') }]);
    expect(body(await get(google.token)).data).toMatchObject({ googleOnly: true, pendingEmail: null });
  });

  it('an address another account takes before the link is opened: 409, the account keeps its address and the link keeps working', async () => {
    const user = await buildUser(app);
    const wanted = `wanted-${user.email}`;
    await put(user.token, { email: wanted, nickname: 'X', currentPassword: PASSWORD });
    const link = new URL((await smtp.waitFor(wanted)).link ?? '').searchParams.get('token');
    const squatter = await buildUser(app, { email: wanted, emailVerified: false });
    const confirm = () => app.inject({ method: 'POST', url: '/api/app/user/confirm', payload: { token: link }, headers: { 'accept-language': 'en-US' } });
    const taken = await confirm();
    expect(taken.statusCode).toBe(409);
    expect(body(taken).msg).toContain('Another account uses this address');
    expect(body(await get(user.token)).data).toMatchObject({ email: user.email, pendingEmail: wanted });
    // the other account gone, the same link works
    await app.db.delete(users).where(eq(users.id, squatter.id));
    expect((await confirm()).statusCode).toBe(200);
    expect(body(await get(user.token)).data.email).toBe(wanted);
  });

  it('a change of address asked for in a session is called off when the password changes (a stolen session cannot finish it)', async () => {
    const user = await buildUser(app);
    const thief = `thief-${user.email}`;
    expect((await put(user.token, { email: thief, nickname: 'X', currentPassword: PASSWORD })).statusCode).toBe(200);
    const link = new URL((await smtp.waitFor(thief)).link ?? '').searchParams.get('token');
    const changed = await app.inject({ method: 'PUT', url: '/api/user/password', payload: { oldPassword: PASSWORD, password: 'Fresh123' }, headers: bearer(user.token) });
    expect(changed.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/app/user/confirm', payload: { token: link } })).statusCode).toBe(400);
    expect(body(await get(user.token)).data).toMatchObject({ email: user.email, pendingEmail: null });
  });

  it("a corrected handicap, sex or nickname reaches the member's entries in events not yet played, unless an organiser changed the entry", async () => {
    const owner = await buildUser(app);
    const member = await buildUser(app, { nickname: 'Kenichi', sex: 'M', handicap: null });
    const group = await buildGroup(app, owner);
    await addMember(app, group, member);
    const coming = await buildActivity(app, group.id);
    const corrected = await buildActivity(app, group.id);
    const played = await buildActivity(app, group.id);
    for (const a of [coming, corrected, played]) {
      expect((await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, payload: {}, headers: bearer(member.token) })).statusCode).toBe(200);
    }
    // an organiser set the handicap of one entry by hand; another event is already in play
    const entry = async (aid: number) => (await playersOf(app, aid)).find((p) => p.userId === Number(member.id))!;
    await app.db.update(players).set({ handicap: 20 }).where(eq(players.id, (await entry(corrected.id)).id));
    await app.db.update(activities).set({ status: 'playing' }).where(eq(activities.id, played.id));

    expect((await put(member.token, { email: member.email, nickname: 'Kenichi S.', sex: 'F', handicap: 18.4 })).statusCode).toBe(200);
    expect(await entry(coming.id)).toMatchObject({ name: 'Kenichi S.', sex: 'F', handicap: 18.4 });
    expect(await entry(corrected.id)).toMatchObject({ name: 'Kenichi S.', sex: 'F', handicap: 20 });
    expect(await entry(played.id)).toMatchObject({ name: 'Kenichi', sex: 'M', handicap: null });
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/settings' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/user/settings', payload: {} })).statusCode).toBe(401);
  });
});
