import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@golf/shared/envelope';
import { and, eq } from 'drizzle-orm';
import { activities, groupMembers, players } from '../src/db/schema';
import { bearer, body, buildUser, type TestUser } from './factories';
import { buildTestApp } from './helpers';
import { addMember, buildApplication, buildGroup, type TestGroup } from './group-factories';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
function form(contentType: string, data: Buffer) {
  const boundary = '----golf-logo-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo"\r\nContent-Type: ${contentType}\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('groups', async () => {
  const { app } = await buildTestApp();
  const en = { 'accept-language': 'en-US' };
  const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { ...en, ...bearer(user.token) } });

  async function event(group: TestGroup, title: string, acdate: string, status: (typeof activities.$inferInsert)['status']) {
    const [row] = await app.db
      .insert(activities)
      .values({ groupId: group.id, title, acdate, days: [acdate], regtime: new Date(), capacity: 40, status })
      .returning({ id: activities.id });
    return row.id;
  }

  it('creates a group with defaults; the creator is its owner', async () => {
    const owner = await buildUser(app);
    const res = await call(owner, 'POST', '/api/groups', { name: '  Sakura Golf Club  ' });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({
      name: 'Sakura Golf Club',
      introduction: '',
      contact: '',
      joinApproval: true,
      defaultHandicapSystem: { type: 'peoria', factor: 0.8, holeCap: 'none' },
      ownerId: String(owner.id),
      ownerNickname: owner.username,
      memberCount: 1,
      myRole: 'owner',
      myApplication: null,
      nextActivity: null,
      organisers: [{ userId: String(owner.id), role: 'owner' }],
      pendingApplications: 0,
    });
  });

  it('refuses a taken name (any case) with 409 and bad input with 400 and field errors', async () => {
    const owner = await buildUser(app);
    await call(owner, 'POST', '/api/groups', { name: 'Pine Valley Society' });
    const dup = await call(owner, 'POST', '/api/groups', { name: 'PINE VALLEY SOCIETY' });
    expect(dup.statusCode).toBe(409);
    expect(body(dup)).toMatchObject({ code: ErrorCode.conflict, msg: expect.stringContaining('"PINE VALLEY SOCIETY" already exists') });

    const bad = await call(owner, 'POST', '/api/groups', {
      name: 'x'.repeat(41),
      introduction: 'y'.repeat(2001),
      defaultHandicapSystem: { type: 'lottery' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = body(bad).data.fields as Array<{ path: string; message: string }>;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'The group name may have at most 40 characters' },
        { path: 'introduction', message: 'The introduction may have at most 2000 characters' },
        { path: 'defaultHandicapSystem.type', message: expect.any(String) },
      ]),
    );
    const blank = await call(owner, 'POST', '/api/groups', { name: '   ' });
    expect(body(blank).data.fields).toEqual([{ path: 'name', message: 'Please enter the group name' }]);
  });

  it('searches by keyword and mine=1, paginated, each card with my role, my application and the next event', async () => {
    const owner = await buildUser(app);
    const me = await buildUser(app);
    const mine = await buildGroup(app, owner, { name: 'Harbour Links Club', introduction: 'Weekend golf' });
    const applied = await buildGroup(app, owner, { name: 'Harbour Hills Society' });
    const other = await buildGroup(app, owner, { name: 'Harbour 100% Club' });
    await addMember(app, mine, me);
    await buildApplication(app, applied, me);
    await event(mine, 'Past medal', day(-10), 'finished');
    await event(mine, 'Draft outing', day(3), 'draft');
    await event(mine, 'Cancelled cup', day(4), 'cancelled');
    const next = await event(mine, 'Spring medal', day(5), 'registering');
    await event(mine, 'Summer cup', day(40), 'registering');

    const all = body(await call(me, 'GET', '/api/groups?keyword=harbour&pageSize=2')).data;
    expect(all.total).toBe(3);
    expect(all.list).toHaveLength(2);
    const page2 = body(await call(me, 'GET', '/api/groups?keyword=harbour&pageSize=2&page=2')).data;
    const cards = [...all.list, ...page2.list] as Array<Record<string, unknown>>;
    const byId = new Map(cards.map((g) => [g.id, g]));
    expect(byId.get(String(mine.id))).toMatchObject({
      myRole: 'member',
      myApplication: null,
      memberCount: 2,
      nextActivity: { id: String(next), title: 'Spring medal', acdate: day(5) },
    });
    expect(byId.get(String(applied.id))).toMatchObject({ myRole: null, myApplication: 'pending', nextActivity: null });
    expect(byId.get(String(other.id))).toMatchObject({ myRole: null, myApplication: null });
    // most members first
    expect(cards[0].id).toBe(String(mine.id));

    expect(body(await call(me, 'GET', '/api/groups?mine=1')).data.list.map((g: { id: string }) => g.id)).toEqual([String(mine.id)]);
    expect(body(await call(me, 'GET', '/api/groups?keyword=weekend')).data.total).toBe(1);
    // % and _ in a keyword are literal
    expect(body(await call(me, 'GET', '/api/groups?keyword=100%25')).data.list.map((g: { id: string }) => g.id)).toEqual([String(other.id)]);
    expect(body(await call(me, 'GET', '/api/groups?keyword=h_rbour')).data.total).toBe(0);
    expect((await call(me, 'GET', '/api/groups?pageSize=101')).statusCode).toBe(400);
  });

  it('edits settings (organisers) and keeps names unique', async () => {
    const owner = await buildUser(app);
    const organiser = await buildUser(app);
    const group = await buildGroup(app, owner);
    await addMember(app, group, organiser, 'organiser');
    await buildGroup(app, owner, { name: 'Taken Name GC' });
    const res = await call(organiser, 'PATCH', `/api/groups/${group.id}`, {
      introduction: 'We play the first Sunday of each month.',
      contact: 'golf@example.com',
      joinApproval: false,
      defaultHandicapSystem: { type: 'whs', allowance: 0.95 },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({
      name: group.name,
      introduction: 'We play the first Sunday of each month.',
      contact: 'golf@example.com',
      joinApproval: false,
      defaultHandicapSystem: { type: 'whs', allowance: 0.95 },
      myRole: 'organiser',
    });
    const clash = await call(organiser, 'PATCH', `/api/groups/${group.id}`, { name: 'taken name gc' });
    expect(clash.statusCode).toBe(409);
    // renaming: the message asks for another name (not to apply to the other group, as on creating one)
    expect(clash.json().msg).toMatch(/Another organising committee is already called .*Choose another name\.$/);
    expect((await call(organiser, 'PATCH', `/api/groups/${group.id}`, { name: 'Renamed GC' })).json()).toMatchObject({ data: { name: 'Renamed GC' } });
  });

  it('stores a logo, serves it and replaces the old file; refuses non-images', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner);
    const upload = (f: ReturnType<typeof form>) =>
      app.inject({ method: 'POST', url: `/api/groups/${group.id}/logo`, payload: f.payload, headers: { ...f.headers, ...en, ...bearer(owner.token) } });
    const first = body(await upload(form('image/png', PNG))).data.logo as string;
    expect(first).toMatch(/^\/api\/uploads\/logos\/[a-f0-9]{32}\.png$/);
    const served = await app.inject({ method: 'GET', url: first });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(body(await call(owner, 'GET', `/api/groups/${group.id}`)).data.logo).toBe(first);
    const second = body(await upload(form('image/png', PNG))).data.logo as string;
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const text = await upload(form('image/png', Buffer.from('not a png')));
    expect(text.statusCode).toBe(415);
    expect((await app.inject({ method: 'GET', url: `/api/uploads/secrets/${'a'.repeat(32)}.png` })).statusCode).toBe(400);
  });

  it('deletes a group with its members and applications (owner only)', async () => {
    const owner = await buildUser(app);
    const member = await buildUser(app);
    const group = await buildGroup(app, owner);
    await addMember(app, group, member);
    await buildApplication(app, group, await buildUser(app));
    expect((await call(member, 'DELETE', `/api/groups/${group.id}`)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/api/groups/${group.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/groups/${group.id}`)).statusCode).toBe(404);
    expect(body(await call(member, 'GET', '/api/groups?mine=1')).data.total).toBe(0);
  });

  it('counts members by sex and role, growth by month, events and participation', async () => {
    const owner = await buildUser(app, { sex: 'M' });
    const group = await buildGroup(app, owner);
    const women = await Promise.all([1, 2].map(() => buildUser(app, { sex: 'F' })));
    const unknown = await buildUser(app);
    await addMember(app, group, women[0], 'organiser');
    await addMember(app, group, women[1]);
    await addMember(app, group, unknown);
    const past = await event(group, 'Autumn medal', day(-3), 'finished');
    await event(group, 'Winter cup', day(20), 'registering');
    await event(group, 'Draft', day(-2), 'draft');
    // played and finished ahead of its date (or today, before midnight): held, not upcoming
    await event(group, 'Early finish', day(10), 'finished');
    await app.db.insert(players).values([
      { activityId: past, userId: owner.id, name: 'Owner', status: 'registered' },
      { activityId: past, userId: women[0].id, name: 'W0', status: 'registered' },
      { activityId: past, name: 'Guest', status: 'registered', isGuest: true },
      { activityId: past, userId: women[1].id, name: 'W1', status: 'withdrawn' },
    ]);

    const stats = body(await call(women[1], 'GET', `/api/groups/${group.id}/statistics`)).data;
    expect(stats).toMatchObject({
      members: 4,
      bySex: { M: 1, F: 2, unknown: 1 },
      byRole: { owner: 1, organiser: 1, member: 2 },
      activities: { held: 2, upcoming: 1 },
    });
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(stats.growth).toEqual([{ month: thisMonth, members: 4 }]);

    // the owner joined two months ago, someone 30 months ago (before the 24-month window: part of its start value)
    const monthsAgo = (n: number) => {
      const now = new Date();
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 15));
    };
    await app.db.update(groupMembers).set({ joinedAt: monthsAgo(2) }).where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, owner.id)));
    const grown = body(await call(women[1], 'GET', `/api/groups/${group.id}/statistics`)).data.growth;
    expect(grown).toEqual([
      { month: monthsAgo(2).toISOString().slice(0, 7), members: 1 },
      { month: monthsAgo(1).toISOString().slice(0, 7), members: 1 },
      { month: thisMonth, members: 4 },
    ]);
    await app.db.update(groupMembers).set({ joinedAt: monthsAgo(30) }).where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, unknown.id)));
    const long = body(await call(women[1], 'GET', `/api/groups/${group.id}/statistics`)).data.growth as Array<{ month: string; members: number }>;
    expect(long).toHaveLength(24);
    expect(long[0]).toEqual({ month: monthsAgo(23).toISOString().slice(0, 7), members: 1 });
    expect(long.at(-1)).toEqual({ month: thisMonth, members: 4 });
    expect(stats.participation).toHaveLength(12);
    expect(stats.participation.find((p: { month: string }) => p.month === day(-3).slice(0, 7)).players).toBe(3);
    expect(stats.participation.reduce((s: number, p: { players: number }) => s + p.players, 0)).toBe(3);
  });
});
