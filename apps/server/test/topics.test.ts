import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, topicReplies, topics } from '../src/db/schema';
import { bearer, body, buildUser, type TestUser } from './factories';
import { buildTestApp } from './helpers';
import { addMember, buildGroup } from './group-factories';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
function form(filename: string, contentType: string, data: Buffer) {
  const boundary = '----golf-post-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('topics and replies', async () => {
  const { app } = await buildTestApp();
  const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'en-US') =>
    app.inject({ method, url, payload, headers: { 'accept-language': lang, ...bearer(user.token) } });

  const owner = await buildUser(app);
  const alice = await buildUser(app);
  const bob = await buildUser(app);
  const outsider = await buildUser(app);
  const group = await buildGroup(app, owner);
  await addMember(app, group, alice);
  await addMember(app, group, bob);
  const gid = String(group.id);
  const post = (user: TestUser, title: string, content = 'Who is playing Sunday?') => call(user, 'POST', '/api/topics', { groupId: gid, title, content });

  it('requires content with the spec message, in three languages', async () => {
    const en = await call(alice, 'POST', '/api/topics', { groupId: gid, title: 'Hi', content: '' });
    expect(en.statusCode).toBe(400);
    expect(JSON.stringify(body(en))).toContain('Please fill in content');
    expect(JSON.stringify(body(await call(alice, 'POST', '/api/topics', { groupId: gid, title: 'Hi', content: ' ' }, 'zh-CN')))).toContain('请填写内容');
    expect(JSON.stringify(body(await call(alice, 'POST', '/api/topics', { groupId: gid, title: 'Hi' }, 'ja-JP')))).toContain('内容を入力してください');
  });

  it('keeps a group’s topics from non-members (403), stores hostile markdown as written', async () => {
    const hostile = '<img src=x onerror=alert(1)> [x](javascript:alert(1)) <script>alert(1)</script>';
    const res = await post(alice, 'Sunday fourball', hostile);
    expect(res.statusCode).toBe(200);
    const topic = body(res).data;
    expect(topic.content).toBe(hostile);
    expect((await call(outsider, 'GET', `/api/topics?groupId=${gid}`)).statusCode).toBe(403);
    const shared = await call(outsider, 'GET', `/api/topics/${topic.id}`);
    expect(shared.statusCode).toBe(403);
    // the refusal names the group (a shared link's visitor is led to its page, to apply)
    expect(body(shared).data).toEqual({ groupId: String(gid) });
    expect((await call(outsider, 'POST', `/api/topics/${topic.id}/replies`, { content: 'me too' })).statusCode).toBe(403);
    expect((await post(outsider, 'spam')).statusCode).toBe(403);
    expect(body(await call(outsider, 'GET', '/api/topics')).data.total).toBe(0);
  });

  it('lets only the author edit, within 30 minutes; organisers moderate but cannot rewrite', async () => {
    const topic = body(await post(alice, 'Lost ball')).data;
    expect(topic.canEdit).toBe(true);
    const other = await call(bob, 'PATCH', `/api/topics/${topic.id}`, { title: 'Mine now' });
    expect(other.statusCode).toBe(403);
    expect(body(other).msg).toContain('Only the author');
    expect((await call(owner, 'PATCH', `/api/topics/${topic.id}`, { content: 'rewritten' })).statusCode).toBe(403);
    expect((await call(bob, 'PATCH', `/api/topics/${topic.id}`, { pinned: true })).statusCode).toBe(403);
    expect(body(await call(alice, 'PATCH', `/api/topics/${topic.id}`, { title: 'Lost ball on 7' })).data.title).toBe('Lost ball on 7');
    // 31 minutes later the window has closed
    await app.db.update(topics).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(topics.id, Number(topic.id)));
    const late = await call(alice, 'PATCH', `/api/topics/${topic.id}`, { title: 'Too late' });
    expect(late.statusCode).toBe(403);
    expect(body(late).msg).toContain('30 minutes');
    expect(body(await call(alice, 'GET', `/api/topics/${topic.id}`)).data.canEdit).toBe(false);
    expect(body(await call(owner, 'PATCH', `/api/topics/${topic.id}`, { pinned: true })).data.pinned).toBe(true);
    expect((await call(bob, 'DELETE', `/api/topics/${topic.id}`)).statusCode).toBe(403);
    // once someone else has replied, their replies would go with it: the author may not, an organiser may
    await call(bob, 'POST', `/api/topics/${topic.id}/replies`, { content: 'Found it by the 7th green' });
    expect(body(await call(alice, 'GET', `/api/topics/${topic.id}`)).data.canDelete).toBe(false);
    const refused = await call(alice, 'DELETE', `/api/topics/${topic.id}`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toContain('ask an organiser');
    expect((await call(owner, 'DELETE', `/api/topics/${topic.id}`)).statusCode).toBe(200);
    // a topic nobody else answered: its author deletes it
    const alone = body(await post(alice, 'Never mind')).data;
    await call(alice, 'POST', `/api/topics/${alone.id}/replies`, { content: 'Found it' });
    expect((await call(alice, 'DELETE', `/api/topics/${alone.id}`)).statusCode).toBe(200);
  });

  it('replies with one level of quoting, notifies the author, paginates; a locked topic refuses replies (409)', async () => {
    const topic = body(await post(alice, 'Carpool')).data;
    const first = await call(bob, 'POST', `/api/topics/${topic.id}/replies`, { content: 'I can drive' });
    expect(first.statusCode).toBe(200);
    const r1 = body(first).data;
    const r2 = body(await call(alice, 'POST', `/api/topics/${topic.id}/replies`, { content: 'Great', quoteReplyId: r1.id })).data;
    expect(r2.quote).toMatchObject({ id: r1.id, content: 'I can drive' });
    const inbox = await app.db.select().from(messages).where(eq(messages.userId, alice.id));
    expect(inbox.filter((m) => m.kind === 'topic.replied')).toHaveLength(1); // her own reply does not notify her
    expect((await call(bob, 'GET', '/api/messages')).json().data.list.some((m: { title: string }) => m.title.includes('Carpool'))).toBe(false);

    for (let i = 0; i < 3; i += 1) await call(bob, 'POST', `/api/topics/${topic.id}/replies`, { content: `extra ${i}` });
    const page2 = body(await call(alice, 'GET', `/api/topics/${topic.id}?page=2&pageSize=2`)).data;
    expect(page2.replies.total).toBe(5);
    expect(page2.replies.list.map((r: { content: string }) => r.content)).toEqual(['extra 0', 'extra 1']);
    expect(page2.replyCount).toBe(5);

    const active = body(await call(bob, 'GET', `/api/topics?groupId=${gid}&order=active`)).data;
    expect(active.list[0].id).toBe(topic.id);

    expect((await call(alice, 'PATCH', `/api/topics/${topic.id}`, { locked: true })).statusCode).toBe(403);
    await call(owner, 'PATCH', `/api/topics/${topic.id}`, { locked: true });
    const refused = await call(bob, 'POST', `/api/topics/${topic.id}/replies`, { content: 'late' });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toContain('locked');

    // reply edit window and moderation
    expect((await call(alice, 'PATCH', `/api/topics/${topic.id}/replies/${r1.id}`, { content: 'not mine' })).statusCode).toBe(403);
    expect(body(await call(bob, 'PATCH', `/api/topics/${topic.id}/replies/${r1.id}`, { content: 'I can drive two' })).data.content).toBe('I can drive two');
    await app.db.update(topicReplies).set({ createdAt: new Date(Date.now() - 40 * 60_000) }).where(eq(topicReplies.id, Number(r1.id)));
    expect((await call(bob, 'PATCH', `/api/topics/${topic.id}/replies/${r1.id}`, { content: 'again' })).statusCode).toBe(403);
    expect((await call(bob, 'DELETE', `/api/topics/${topic.id}/replies/${r1.id}`)).statusCode).toBe(403);
    expect(body(await call(owner, 'PATCH', `/api/topics/${topic.id}/replies/${r1.id}`, { hidden: true })).data.hidden).toBe(true);
    const seen = body(await call(alice, 'GET', `/api/topics/${topic.id}`)).data.replies.list[0];
    expect(seen).toMatchObject({ hidden: true, content: '' });
    expect((await call(owner, 'DELETE', `/api/topics/${topic.id}/replies/${r2.id}`)).statusCode).toBe(200);
    expect(body(await call(alice, 'GET', `/api/topics/${topic.id}`)).data.replyCount).toBe(4);
  });

  it('the messages about replies: each links to its reply’s page, opening the topic reads them; a deleted reply gives back the last activity', async () => {
    const topic = body(await post(alice, 'Season rules')).data;
    const older = body(await post(alice, 'Older thread')).data;
    const replies: string[] = [];
    for (let i = 0; i < 21; i += 1) replies.push(body(await call(bob, 'POST', `/api/topics/${topic.id}/replies`, { content: `r${i}` })).data.id);
    const links = (await app.db.select().from(messages).where(eq(messages.userId, alice.id)))
      .filter((m) => m.kind === 'topic.replied' && m.link?.startsWith(`/dashboard/topic/detail?id=${topic.id}`))
      .map((m) => m.link);
    expect(links).toHaveLength(21);
    // the 20th reply is on page 1, the 21st on page 2 (20 to a page)
    expect(links.filter((l) => l === `/dashboard/topic/detail?id=${topic.id}`)).toHaveLength(20);
    expect(links.filter((l) => l === `/dashboard/topic/detail?id=${topic.id}&page=2`)).toHaveLength(1);
    const unread = async () => body(await call(alice, 'GET', '/api/messages?status=unread&pageSize=100')).data.unread;
    const before = await unread();
    // a reply to another topic of hers stays unread
    await call(bob, 'POST', `/api/topics/${older.id}/replies`, { content: 'elsewhere' });
    await call(alice, 'GET', `/api/topics/${topic.id}`);
    expect(await unread()).toBe(before + 1 - 21);

    // deleting the newest reply: "most active" and the last activity go back to the reply before it
    await call(bob, 'POST', `/api/topics/${older.id}/replies`, { content: 'elsewhere again' });
    const last = replies[20];
    await app.db.update(topicReplies).set({ createdAt: new Date(Date.now() + 60_000) }).where(eq(topicReplies.id, Number(last)));
    await app.db.update(topics).set({ lastReplyAt: new Date(Date.now() + 60_000) }).where(eq(topics.id, Number(topic.id)));
    const activeFirst = async () => body(await call(bob, 'GET', `/api/topics?groupId=${gid}&order=active`)).data.list.filter((t: { pinned: boolean }) => !t.pinned)[0].id;
    expect(await activeFirst()).toBe(topic.id);
    expect((await call(owner, 'DELETE', `/api/topics/${topic.id}/replies/${last}`)).statusCode).toBe(200);
    expect(await activeFirst()).toBe(older.id);
    const [row] = await app.db.select().from(topics).where(eq(topics.id, Number(topic.id)));
    const [newest] = await app.db.select().from(topicReplies).where(eq(topicReplies.id, Number(replies[19])));
    expect(row.lastReplyAt.toISOString()).toBe(newest.createdAt.toISOString());
  });

  it('a reply an organiser hid cannot be edited by its author, who has no text to edit (the empty editor replaced it)', async () => {
    const topic = body(await post(alice, 'Carpool')).data;
    const reply = body(await call(bob, 'POST', `/api/topics/${topic.id}/replies`, { content: 'I drive, **four seats**' })).data;
    expect(reply.canEdit).toBe(true);
    await call(owner, 'PATCH', `/api/topics/${topic.id}/replies/${reply.id}`, { hidden: true });
    const mine = body(await call(bob, 'GET', `/api/topics/${topic.id}`)).data.replies.list.find((r: { id: string }) => r.id === reply.id);
    expect(mine).toMatchObject({ hidden: true, content: '', canEdit: false });
    const refused = await call(bob, 'PATCH', `/api/topics/${topic.id}/replies/${reply.id}`, { content: 'changed' });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toMatch(/hidden this reply.*Ask an organiser/);
    const kept = body(await call(owner, 'GET', `/api/topics/${topic.id}`)).data.replies.list.find((r: { id: string }) => r.id === reply.id);
    expect(kept.content).toBe('I drive, **four seats**');
  });

  it('hides hidden topics from members, searches by keyword, orders newest first with pinned on top', async () => {
    const a = body(await post(alice, 'Greens are fast', 'stimp 11')).data;
    const b = body(await post(bob, 'New bunker rake')).data;
    await call(owner, 'PATCH', `/api/topics/${b.id}`, { hidden: true });
    const asBobList = body(await call(alice, 'GET', `/api/topics?groupId=${gid}&keyword=rake`)).data;
    expect(asBobList.total).toBe(0);
    expect((await call(alice, 'GET', `/api/topics/${b.id}`)).statusCode).toBe(404);
    expect(body(await call(owner, 'GET', `/api/topics?groupId=${gid}&keyword=rake`)).data.total).toBe(1);
    expect(body(await call(bob, 'GET', `/api/topics?groupId=${gid}&keyword=stimp`)).data.list[0].id).toBe(a.id);
  });

  it('uploads pictures for posts: served with their type; other types 415, over 5 MB 413', async () => {
    const up = (f: ReturnType<typeof form>) =>
      app.inject({ method: 'POST', url: '/api/uploads/images', payload: f.payload, headers: { ...f.headers, ...bearer(alice.token), 'accept-language': 'en-US' } });
    const ok = await up(form('green.png', 'image/png', PNG));
    expect(ok.statusCode).toBe(200);
    const url = body(ok).data.url as string;
    expect(url).toMatch(/^\/api\/uploads\/posts\/[a-f0-9]{32}\.png$/);
    const served = await app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const svg = await up(form('x.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')));
    expect(svg.statusCode).toBe(415);
    expect(body(svg).msg).toContain('PNG, JPEG, WebP or GIF');
    expect((await up(form('fake.png', 'image/png', Buffer.from('<script>')))).statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await up(form('big.png', 'image/png', big));
    expect(tooBig.statusCode).toBe(413);
    expect(body(tooBig).msg).toContain('5 MB');
    // 3 MB is fine for posts (avatars stop at 2 MB)
    expect((await up(form('mid.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)])))).statusCode).toBe(200);
    const anon = await app.inject({ method: 'POST', url: '/api/uploads/images', ...form('a.png', 'image/png', PNG) });
    expect(anon.statusCode).toBe(401);
  });

  it('refuses pictures from someone in no group (403, in their language), storing nothing', async () => {
    const folder = path.join(app.config.dataDir, 'uploads', 'posts');
    const stored = () => (fs.existsSync(folder) ? fs.readdirSync(folder).length : 0);
    const before = stored();
    const lonely = await buildUser(app);
    const f = form('green.png', 'image/png', PNG);
    const en = await app.inject({ method: 'POST', url: '/api/uploads/images', payload: f.payload, headers: { ...f.headers, ...bearer(lonely.token), 'accept-language': 'en-US' } });
    expect(en.statusCode).toBe(403);
    expect(body(en).msg).toContain('members of an organising committee');
    const ja = await app.inject({ method: 'POST', url: '/api/uploads/images', payload: f.payload, headers: { ...f.headers, ...bearer(lonely.token), 'accept-language': 'ja-JP' } });
    expect(body(ja).msg).toContain('委員会のメンバーのみ');
    expect(stored()).toBe(before);
    // a member of any group may (the picture goes into a post of theirs later)
    await addMember(app, group, lonely);
    const f2 = form('green.png', 'image/png', PNG);
    expect((await app.inject({ method: 'POST', url: '/api/uploads/images', payload: f2.payload, headers: { ...f2.headers, ...bearer(lonely.token) } })).statusCode).toBe(200);
    expect(stored()).toBe(before + 1);
  });
  it('a site admin moderates a group as an organiser does, also when they are a plain member of it; a group that does not exist is a 404', async () => {
    const admin = await buildUser(app, { role: 'admin' });
    const topic = body(await call(alice, 'POST', '/api/topics', { groupId: String(group.id), title: 'Tee times', content: 'Early or late?' })).data;
    expect((await call(admin, 'PATCH', `/api/topics/${topic.id}`, { pinned: true })).statusCode).toBe(200);
    await addMember(app, group, admin);
    expect((await call(admin, 'PATCH', `/api/topics/${topic.id}`, { locked: true })).statusCode).toBe(200);
    for (const url of ['/api/topics', '/api/notices']) {
      const nowhere = await call(admin, 'POST', url, { groupId: '987654321', title: 'Lost', content: 'No such group' });
      expect(nowhere.statusCode, url).toBe(404);
    }
  });
});
