import { describe, expect, it } from 'vitest';
import { notify } from '../src/modules/messages/messages.service';
import { messageText } from '../src/modules/messages/messages.presenter';
import { bearer, body, buildUser, PASSWORD, uniqueName } from './factories';
import { buildTestApp } from './helpers';

describe('message box', async () => {
  const { app, smtp } = await buildTestApp();
  const list = (token: string, query = '', lang = 'en-US') =>
    app.inject({ method: 'GET', url: `/api/messages${query}`, headers: { ...bearer(token), 'accept-language': lang } });

  it('welcomes a newly activated account', async () => {
    const username = uniqueName();
    const email = `${username}@example.com`;
    await app.inject({ method: 'POST', url: '/api/user/register', payload: { username, email, nickname: 'Newbie', password: PASSWORD } });
    const token = new URL((await smtp.waitFor(email)).link ?? '').searchParams.get('token');
    await app.inject({ method: 'POST', url: '/api/app/user/confirm', payload: { token } });
    const login = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username, password: PASSWORD } });
    const res = await list(body(login).data.token, '', 'ja-JP');
    expect(body(res).data).toMatchObject({ total: 1, unread: 1 });
    expect(body(res).data.list[0]).toMatchObject({
      type: 'message',
      title: 'ゴルフアシスタントへようこそ',
      content: expect.stringContaining('Newbie さん'),
      link: '/dashboard/workplace',
      status: 'unread',
    });
  });

  it('lists, filters, pages and marks only my own messages read', async () => {
    const me = await buildUser(app);
    const other = await buildUser(app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await notify(app.db, me.id, 'account.activated', { name: `n${i}` })).id);
    const theirs = (await notify(app.db, other.id, 'account.activated', { name: 'them' })).id;

    const page = body(await list(me.token, '?page=2&pageSize=2')).data;
    expect(page).toMatchObject({ total: 3, unread: 3 });
    expect(page.list).toHaveLength(1);
    expect(page.list[0].content).toContain('n0'); // newest first, so the oldest is on page 2
    expect(page.list[0].time).toMatch(/^\d{4}-\d\d-\d\dT/);

    const read = await app.inject({ method: 'POST', url: '/api/messages/read', payload: { ids: [ids[0], theirs] }, headers: bearer(me.token) });
    expect(body(read)).toEqual({ code: 0, msg: 'ok', data: true });
    expect(body(await list(me.token, '?status=unread')).data).toMatchObject({ total: 2, unread: 2 });
    expect(body(await list(me.token, '?status=read')).data.list.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    expect(body(await list(other.token)).data).toMatchObject({ total: 1, unread: 1 });
  });

  it('marks all read up to the newest shown: those the bell never loaded too, not one that came later nor anyone else’s', async () => {
    const me = await buildUser(app);
    const other = await buildUser(app);
    // someone else's message among mine (older than my newest): not marked
    for (let i = 0; i < 12; i++) {
      await notify(app.db, me.id, 'account.activated', { name: `n${i}` });
      if (i === 5) await notify(app.db, other.id, 'account.activated', { name: 'them' });
    }
    const shown = body(await list(me.token, '?pageSize=8')).data;
    expect(shown).toMatchObject({ total: 12, unread: 12 });
    const later = await notify(app.db, me.id, 'account.activated', { name: 'later' });
    // their own newest as `upTo` marks nothing of mine
    const theirs = body(await list(other.token)).data.list[0].id;
    await app.inject({ method: 'POST', url: '/api/messages/read-all', payload: { upTo: theirs }, headers: bearer(me.token) });
    expect(body(await list(me.token)).data.unread).toBe(13);
    const res = await app.inject({ method: 'POST', url: '/api/messages/read-all', payload: { upTo: shown.list[0].id }, headers: bearer(me.token) });
    expect(body(res)).toEqual({ code: 0, msg: 'ok', data: true });
    const after = body(await list(me.token, '?status=unread')).data;
    expect(after).toMatchObject({ total: 1, unread: 1 });
    expect(after.list[0].id).toBe(later.id);
    expect(body(await list(other.token)).data).toMatchObject({ unread: 1 });
  });

  it('mails a message of a kind the user opted into, in the user language', async () => {
    const user = await buildUser(app, { locale: 'zh-CN', notifyEmail: ['group.applicationApproved'] });
    await notify(app.db, user.id, 'group.applicationApproved', { group: '青松会' }, { link: '/dashboard/workplace' });
    const mail = await smtp.waitFor(user.email);
    expect(mail.text).toContain('青松会');
    expect(mail.link).toBe('http://localhost:3000/dashboard/workplace');
  });

  it('needs a session and validates the query', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
    const user = await buildUser(app);
    const bad = await list(user.token, '?status=maybe&pageSize=1000');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).data.fields.map((f: { path: string }) => f.path).sort()).toEqual(['querystring.pageSize', 'querystring.status']);
    // an id beyond the database's bigint is a 400 like any other bad id, not a 500
    const huge = await app.inject({ method: 'POST', url: '/api/messages/read', headers: { ...bearer(user.token), 'accept-language': 'en-US' }, payload: { ids: ['99999999999999999999'] } });
    expect(huge.statusCode).toBe(400);
  });
});

describe('message text', () => {
  it('writes an event day as the reader’s language writes dates, not as 2026-12-09', () => {
    const params = { title: 'Monthly Medal', date: '2026-12-09', time: '08:00' };
    expect(messageText('en-US', 'activity.promoted', 'content', params)).toContain('on Wed, Dec 9, 2026 (tee-off 08:00)');
    expect(messageText('zh-CN', 'activity.promoted', 'content', params)).toContain('2026年12月9日周三');
    expect(messageText('ja-JP', 'activity.promoted', 'content', params)).toContain('2026年12月9日(水)');
    expect(messageText('ja-JP', 'activity.promoted', 'content', params)).not.toContain('2026-12-09');
  });
});
