import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, messages, users } from '../src/db/schema';
import { buildTestApp } from './helpers';
import { bearer, body, buildUser, type TestUser } from './factories';
import { addMember, buildGroup, type TestGroup } from './group-factories';
import { activityRow, buildActivity, hoursFromNow, messageKinds, playersOf } from './activity-factories';

const { app, smtp } = await buildTestApp();
const en = (u: TestUser) => ({ ...bearer(u.token), 'accept-language': 'en-US' });

async function groupWith(n: number): Promise<{ group: TestGroup; owner: TestUser; members: TestUser[] }> {
  const owner = await buildUser(app);
  const group = await buildGroup(app, owner);
  const members: TestUser[] = [];
  for (let i = 0; i < n; i++) {
    const m = await buildUser(app);
    await addMember(app, group, m);
    members.push(m);
  }
  return { group, owner, members };
}

const signUp = (aid: number, user: TestUser, remark = '') =>
  app.inject({ method: 'POST', url: `/api/activities/${aid}/registrations`, headers: en(user), payload: { remark } });
const cancel = (aid: number, user: TestUser) =>
  app.inject({ method: 'DELETE', url: `/api/activities/${aid}/registrations/me`, headers: en(user) });

describe('sign-up, waiting list and cancellation', () => {
  it('fills the places, then the waiting list in order; a cancellation promotes the first waiting member and tells them', async () => {
    const { group, members } = await groupWith(4);
    const a = await buildActivity(app, group.id, { capacity: 2 });
    const answers = [];
    for (const m of members) answers.push(body(await signUp(a.id, m, 'by car')).data);
    expect(answers.map((r) => [r.status, r.position])).toEqual([
      ['registered', undefined],
      ['registered', undefined],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ]);
    expect((await activityRow(app, a.id)).registered).toBe(2);
    expect(await messageKinds(app, members[2].id)).toEqual(['activity.waitlisted']);
    // each message is stored with the sign-up, in the same statement: the event, its link and the place it gave
    const notes = await app.db.select().from(messages).where(inArray(messages.userId, members.map((m) => m.id))).orderBy(messages.id);
    expect(notes.map((n) => [n.userId, n.kind, n.params.position, n.params.title, n.link, n.type])).toEqual(
      members.map((m, i) => [m.id, i < 2 ? 'activity.registered' : 'activity.waitlisted', i < 2 ? 0 : i - 1, 'Test Cup', `/dashboard/activity/detail?id=${a.id}`, 'message']),
    );
    // the entry copies the member's name from the account and keeps the remark
    expect((await playersOf(app, a.id)).map((p) => [p.name, p.remark, p.isGuest])).toEqual(members.map((m) => [m.username, 'by car', false]));

    const res = await cancel(a.id, members[0]);
    expect(res.statusCode).toBe(200);
    const rows = await playersOf(app, a.id);
    expect(rows.map((p) => [p.userId, p.status])).toEqual([
      [members[1].id, 'registered'],
      [members[2].id, 'registered'],
      [members[3].id, 'waitlisted'],
    ]);
    expect((await activityRow(app, a.id)).registered).toBe(2);
    expect(await messageKinds(app, members[2].id)).toEqual(['activity.waitlisted', 'activity.promoted']);
    const mail = await smtp.waitFor(members[2].email);
    expect(mail.subject).toContain('Test Cup');

    // the detail shows the promoted member's place and the last one's position
    const detail = body(await app.inject({ method: 'GET', url: `/api/activities/${a.id}`, headers: en(members[3]) })).data;
    expect(detail).toMatchObject({ registered: 2, waitlisted: 1, capacity: 2, myRegistration: { status: 'waitlisted', position: 1, remark: 'by car' } });

    // a waiting member who cancels frees no place
    expect((await cancel(a.id, members[3])).statusCode).toBe(200);
    expect((await activityRow(app, a.id)).registered).toBe(2);
    expect((await cancel(a.id, members[3])).statusCode).toBe(404);
  });

  it('refuses a second sign-up of the same member with 409 and keeps the count', async () => {
    const { group, members } = await groupWith(1);
    const a = await buildActivity(app, group.id);
    expect((await signUp(a.id, members[0])).statusCode).toBe(200);
    const again = await signUp(a.id, members[0]);
    expect(again.statusCode).toBe(409);
    // the refused entry stored no second message (it is part of the statement that failed)
    expect(await messageKinds(app, members[0].id)).toEqual(['activity.registered']);
    expect(body(again).msg).toMatch(/already signed up/);
    expect((await activityRow(app, a.id)).registered).toBe(1);
    expect(await playersOf(app, a.id)).toHaveLength(1);
  });

  it('after the deadline: sign-up refused with 409, and the event reads closed (persisted lazily)', async () => {
    const { group, members } = await groupWith(1);
    const a = await buildActivity(app, group.id, { regtime: new Date(Date.now() - 1000) });
    const res = await signUp(a.id, members[0]);
    expect(res.statusCode).toBe(409);
    expect(body(res).msg).toMatch(/Registration closed/);
    expect((await activityRow(app, a.id)).status).toBe('closed');
    const detail = body(await app.inject({ method: 'GET', url: `/api/activities/${a.id}`, headers: en(members[0]) })).data;
    expect(detail.status).toBe('closed');
  });

  it.each(['draft', 'closed', 'playing', 'finished', 'cancelled'] as const)('no sign-up while the event is %s', async (status) => {
    const { group, owner, members } = await groupWith(1);
    const a = await buildActivity(app, group.id, { status });
    const res = await signUp(a.id, status === 'draft' ? owner : members[0]);
    expect(res.statusCode).toBe(409);
  });

  it('members only unless the event is public', async () => {
    const { group } = await groupWith(0);
    const stranger = await buildUser(app);
    const closed = await buildActivity(app, group.id, { isPublic: false });
    const open = await buildActivity(app, group.id, { isPublic: true });
    const refused = await signUp(closed.id, stranger);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toMatch(/members of its organising committee/);
    expect((await app.inject({ method: 'GET', url: `/api/activities/${closed.id}`, headers: en(stranger) })).statusCode).toBe(403);
    expect(body(await signUp(open.id, stranger)).data.status).toBe('registered');
  });

  it('changes my remark', async () => {
    const { group, members } = await groupWith(1);
    const a = await buildActivity(app, group.id);
    await signUp(a.id, members[0], 'first');
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/activities/${a.id}/registrations/me`,
      headers: en(members[0]),
      payload: { remark: 'vegetarian lunch' },
    });
    expect(body(res).data).toMatchObject({ status: 'registered', remark: 'vegetarian lunch' });
    expect((await playersOf(app, a.id))[0].remark).toBe('vegetarian lunch');
    // once play starts the remark stays as it was
    for (const status of ['playing', 'finished', 'cancelled'] as const) {
      await app.db.update(activities).set({ status }).where(eq(activities.id, a.id));
      const late = await app.inject({ method: 'PATCH', url: `/api/activities/${a.id}/registrations/me`, headers: en(members[0]), payload: { remark: 'too late' } });
      expect(late.statusCode).toBe(409);
      expect(body(late).msg).toMatch(/can no longer change/);
    }
    expect((await playersOf(app, a.id))[0].remark).toBe('vegetarian lunch');
  });

  it('a member whose profile has no sex gives it on signing up: the entry and the profile take it; a set one stays', async () => {
    const { group, members } = await groupWith(2);
    const a = await buildActivity(app, group.id);
    const [unknown, known] = members;
    await app.db.update(users).set({ sex: null }).where(eq(users.id, unknown.id));
    await app.db.update(users).set({ sex: 'M' }).where(eq(users.id, known.id));
    const res = await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(unknown), payload: { remark: '', sex: 'F' } });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(known), payload: { sex: 'F' } })).statusCode).toBe(200);
    const sexOf = Object.fromEntries((await playersOf(app, a.id)).map((p) => [p.userId, p.sex]));
    expect(sexOf).toEqual({ [unknown.id]: 'F', [known.id]: 'M' });
    const profiles = await app.db.select({ id: users.id, sex: users.sex }).from(users).where(inArray(users.id, [unknown.id, known.id]));
    expect(Object.fromEntries(profiles.map((u) => [u.id, u.sex]))).toEqual({ [unknown.id]: 'F', [known.id]: 'M' });
    // a wrong value is refused, naming the field
    const b = await buildActivity(app, group.id);
    const bad = await app.inject({ method: 'POST', url: `/api/activities/${b.id}/registrations`, headers: en(unknown), payload: { sex: 'X' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).data.fields[0].path).toBe('sex');
  });

  it('cannot cancel once play has started', async () => {
    const { group, members } = await groupWith(1);
    const a = await buildActivity(app, group.id);
    await signUp(a.id, members[0]);
    await app.db.update(activities).set({ status: 'playing' }).where(eq(activities.id, a.id));
    expect((await cancel(a.id, members[0])).statusCode).toBe(409);
  });

  it('a deadline far away keeps registration open', async () => {
    const { group, members } = await groupWith(1);
    const a = await buildActivity(app, group.id, { regtime: new Date(hoursFromNow(1)) });
    expect((await signUp(a.id, members[0])).statusCode).toBe(200);
  });
});
