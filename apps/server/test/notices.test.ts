import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_EMAIL_NOTIFY_KINDS } from '@golf/shared/schemas/notification';
import { messages, users } from '../src/db/schema';
import { bearer, body, buildUser, type TestUser } from './factories';
import { buildTestApp } from './helpers';
import { addMember, buildGroup } from './group-factories';
import { buildActivity, messageKinds } from './activity-factories';
import { notify } from '../src/modules/messages/messages.service';

describe('notices', async () => {
  const { app, smtp } = await buildTestApp();
  const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object, lang = 'en-US') =>
    app.inject({ method, url, payload, headers: { 'accept-language': lang, ...bearer(user.token) } });

  const owner = await buildUser(app);
  const member = await buildUser(app);
  const mailer = await buildUser(app);
  const outsider = await buildUser(app);
  const group = await buildGroup(app, owner);
  await addMember(app, group, member);
  await addMember(app, group, mailer);
  const other = await buildGroup(app, outsider);
  const event = await buildActivity(app, group.id, { title: 'Spring Medal' });
  const otherEvent = await buildActivity(app, other.id);

  it('requires content, answering the spec message in the caller language', async () => {
    const payload = { groupId: String(group.id), title: 'Course closed', content: '   ' };
    const en = await call(owner, 'POST', '/api/notices', payload);
    expect(en.statusCode).toBe(400);
    expect(JSON.stringify(body(en))).toContain('Please fill in content');
    const zh = await call(owner, 'POST', '/api/notices', payload, 'zh-CN');
    expect(JSON.stringify(body(zh))).toContain('请填写内容');
    const ja = await call(owner, 'POST', '/api/notices', { groupId: String(group.id), title: 'x' }, 'ja-JP');
    expect(JSON.stringify(body(ja))).toContain('内容を入力してください');
  });

  it('lets only organisers publish, and never for another group’s event', async () => {
    const payload = { groupId: String(group.id), title: 'Hello', content: 'Body' };
    expect((await call(member, 'POST', '/api/notices', payload)).statusCode).toBe(403);
    expect((await call(outsider, 'POST', '/api/notices', payload)).statusCode).toBe(403);
    const wrong = await call(owner, 'POST', '/api/notices', { ...payload, activityId: String(otherEvent.id) });
    expect(wrong.statusCode).toBe(400);
  });

  it('publishes: members get a message, only opted-in members a mail; read flags and receipts follow opening', async () => {
    const settings = await call(mailer, 'PUT', '/api/user/notifications', { email: ['notice.published'] });
    expect(body(settings).data).toEqual({ email: ['notice.published'] });
    expect(body(await call(mailer, 'GET', '/api/user/notifications')).data.email).toEqual(['notice.published']);
    expect((await call(mailer, 'PUT', '/api/user/notifications', { email: ['bogus'] })).statusCode).toBe(400);

    const hostile = '# Tee times\n<img src=x onerror=alert(1)> [x](javascript:alert(1)) <script>alert(2)</script>';
    const res = await call(owner, 'POST', '/api/notices', {
      groupId: String(group.id),
      activityId: String(event.id),
      title: 'Tee times out',
      content: hostile,
      pinned: true,
    });
    expect(res.statusCode).toBe(200);
    const notice = body(res).data;
    expect(notice).toMatchObject({ title: 'Tee times out', pinned: true, activityTitle: 'Spring Medal', content: hostile, canManage: true });
    expect(notice.receipts).toEqual({ read: 1, members: 3 });

    const inbox = await app.db.select().from(messages).where(eq(messages.kind, 'notice.published'));
    expect(inbox.map((m) => m.userId).sort()).toEqual([member.id, mailer.id].sort());
    expect(inbox[0].link).toBe(`/dashboard/notice/detail?id=${notice.id}`);
    const mail = await smtp.waitFor(mailer.email);
    expect(mail.subject).toContain('Tee times out');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.some((m) => m.to.includes(member.email.toLowerCase()))).toBe(false);

    const msgs = body(await call(member, 'GET', '/api/messages')).data;
    expect(msgs.list[0].title).toBe(`New notice from ${group.name}: Tee times out`);

    const before = body(await call(member, 'GET', `/api/notices?groupId=${group.id}`)).data;
    expect(before.unread).toBe(1);
    expect(before.list[0]).toMatchObject({ id: notice.id, read: false, pinned: true });
    expect(body(await call(member, 'GET', '/api/messages')).data.unread).toBe(1);
    const opened = body(await call(member, 'GET', `/api/notices/${notice.id}`)).data;
    expect(body(await call(member, 'GET', '/api/messages')).data.unread).toBe(0);
    expect(opened).toMatchObject({ read: true, receipts: null, canManage: false, content: hostile });
    const after = body(await call(member, 'GET', `/api/notices?groupId=${group.id}`)).data;
    expect(after.unread).toBe(0);
    expect(after.list[0].read).toBe(true);
    expect(body(await call(owner, 'GET', `/api/notices/${notice.id}`)).data.receipts).toEqual({ read: 2, members: 3 });
    expect(body(await call(member, 'GET', `/api/notices?activityId=${event.id}`)).data.total).toBe(1);
  });

  it('lists pinned first, searches titles, paginates; outsiders get 403', async () => {
    for (const title of ['Rain plan', 'Dress code']) {
      await call(owner, 'POST', '/api/notices', { groupId: String(group.id), title, content: 'text' });
    }
    const list = body(await call(member, 'GET', `/api/notices?groupId=${group.id}&pageSize=2`)).data;
    expect(list.total).toBe(3);
    expect(list.list.map((n: { title: string }) => n.title)).toEqual(['Tee times out', 'Dress code']);
    const found = body(await call(member, 'GET', `/api/notices?groupId=${group.id}&keyword=rain`)).data;
    expect(found.list.map((n: { title: string }) => n.title)).toEqual(['Rain plan']);
    expect((await call(outsider, 'GET', `/api/notices?groupId=${group.id}`)).statusCode).toBe(403);
    const id = list.list[1].id;
    expect((await call(outsider, 'GET', `/api/notices/${id}`)).statusCode).toBe(403);
    // without a group: the notices of all my groups
    expect(body(await call(outsider, 'GET', '/api/notices')).data.total).toBe(0);
    expect(body(await call(member, 'GET', '/api/notices')).data.total).toBe(3);
  });

  it('lets other features mail a message only to users who opted in to its kind', async () => {
    const keen = await buildUser(app);
    const quiet = await buildUser(app);
    await call(keen, 'PUT', '/api/user/notifications', { email: ['flights.published'] });
    await call(quiet, 'PUT', '/api/user/notifications', { email: [] });
    // group.removed is message-box only; flights.published mails those who chose it
    for (const u of [keen, quiet]) await notify(app.db, u.id, 'group.removed', { group: 'Demo' });
    for (const u of [keen, quiet]) await notify(app.db, u.id, 'flights.published', { title: 'Cup' });
    await smtp.waitFor(keen.email);
    await new Promise((r) => setTimeout(r, 300));
    const to = (u: TestUser) => smtp.mails.filter((m) => m.to.includes(u.email.toLowerCase())).length;
    expect([to(keen), to(quiet)]).toEqual([1, 0]);
    expect(body(await call(quiet, 'GET', '/api/messages')).data.total).toBe(2);
  });

  it("an event's notice reaches the players of a public event from outside the group, who read it; its group's other notices stay the group's", async () => {
    const open = await buildActivity(app, group.id, { title: 'Open Day', isPublic: true });
    const visitor = await buildUser(app);
    expect((await call(visitor, 'POST', `/api/activities/${open.id}/registrations`, {})).statusCode).toBe(200);
    const posted = await call(owner, 'POST', '/api/notices', { groupId: String(group.id), activityId: String(open.id), title: 'Shotgun start', content: 'All groups tee off at 9:00.' });
    expect(posted.statusCode).toBe(200);
    const nid = body(posted).data.id;
    expect(await messageKinds(app, visitor.id)).toContain('notice.published');
    const list = await call(visitor, 'GET', `/api/notices?activityId=${open.id}`);
    expect(list.statusCode).toBe(200);
    expect(body(list).data.list.map((n: { title: string }) => n.title)).toEqual(['Shotgun start']);
    expect(body(await call(visitor, 'GET', `/api/notices/${nid}`)).data).toMatchObject({ title: 'Shotgun start', canManage: false });
    // the group's own notices and the notices of its members-only events are not theirs
    expect((await call(visitor, 'GET', `/api/notices?groupId=${group.id}`)).statusCode).toBe(403);
    expect((await call(visitor, 'GET', `/api/notices?activityId=${event.id}`)).statusCode).toBe(403);
  });

  it('lets organisers edit and delete, members not', async () => {
    const created = body(await call(owner, 'POST', '/api/notices', { groupId: String(group.id), title: 'Typo', content: 'x' })).data;
    expect((await call(member, 'PATCH', `/api/notices/${created.id}`, { title: 'Hacked' })).statusCode).toBe(403);
    // the member reads it; pinned, it stays read and unedited; reworded, it is unread again and reads as edited
    await call(member, 'GET', `/api/notices/${created.id}`);
    const listed = async () => body(await call(member, 'GET', `/api/notices?groupId=${group.id}&pageSize=100`)).data.list.find((n: { id: string }) => n.id === created.id);
    expect(body(await call(owner, 'PATCH', `/api/notices/${created.id}`, { pinned: true })).data).toMatchObject({ pinned: true });
    expect(await listed()).toMatchObject({ read: true, updatedAt: created.updatedAt });
    const edited = await call(owner, 'PATCH', `/api/notices/${created.id}`, { title: 'Fixed', pinned: true });
    expect(body(edited).data).toMatchObject({ title: 'Fixed', pinned: true });
    const after = await listed();
    expect(after.read).toBe(false);
    expect(after.updatedAt).not.toBe(created.updatedAt);
    expect((await call(owner, 'PATCH', `/api/notices/${created.id}`, { content: '' })).statusCode).toBe(400);
    expect((await call(member, 'DELETE', `/api/notices/${created.id}`)).statusCode).toBe(403);
    expect(await messageKinds(app, member.id)).toContain('notice.published');
    expect((await call(owner, 'DELETE', `/api/notices/${created.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/notices/${created.id}`)).statusCode).toBe(404);
    // the message that announced it goes too (it opened "this notice does not exist" and kept the bell's count up)
    expect((await app.db.select().from(messages).where(eq(messages.userId, member.id))).filter((m) => m.link?.endsWith(`?id=${created.id}`))).toEqual([]);
    const [row] = await app.db.select({ notifyEmail: users.notifyEmail }).from(users).where(eq(users.id, member.id));
    // a new account mails the day-changing kinds by default, not notices
    expect(row.notifyEmail).toEqual(DEFAULT_EMAIL_NOTIFY_KINDS);
  });
});
