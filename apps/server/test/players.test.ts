import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { activities, players, users } from '../src/db/schema';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { bearer, body, buildUser, type TestUser } from './factories';
import { addMember, buildGroup } from './group-factories';
import { activityRow, buildActivity, messageKinds } from './activity-factories';

const { app } = await buildTestApp();
const en = (u: TestUser) => ({ ...bearer(u.token), 'accept-language': 'en-US' });

async function setup(capacity = 2) {
  const owner = await buildUser(app);
  const group = await buildGroup(app, owner);
  const members: TestUser[] = [];
  for (let i = 0; i < 3; i++) {
    const m = await buildUser(app, { sex: i === 2 ? 'F' : 'M', handicap: 10 + i });
    await addMember(app, group, m);
    members.push(m);
  }
  const a = await buildActivity(app, group.id, { capacity });
  const add = (payload: object) => app.inject({ method: 'POST', url: `/api/activities/${a.id}/players`, headers: en(owner), payload });
  return { owner, group, members, a, add };
}

describe('organisers manage participants', () => {
  it('adds a member (profile data) and a guest; full → waiting list unless force; a second entry → 409', async () => {
    const { members, a, add, owner } = await setup(2);
    const m = body(await add({ userId: String(members[0].id), division: 'A' })).data;
    expect(m).toMatchObject({ status: 'registered', userId: String(members[0].id), handicap: 10, sex: 'M', division: 'A', isGuest: false });
    const g = body(await add({ name: 'Guest Tanaka', sex: 'F', handicap: 20.5, contact: '090-0000', remark: 'friend of Ken' })).data;
    // the organiser who enters a guest is not their host unless named (auto-assign keeps a guest with the host)
    expect(g).toMatchObject({ status: 'registered', userId: null, isGuest: true, contact: '090-0000', hostUserId: null });
    const waiting = body(await add({ name: 'Guest Sato', sex: 'M' })).data;
    expect(waiting).toMatchObject({ status: 'waitlisted', position: 1 });
    const forced = body(await add({ userId: String(members[1].id), force: true })).data;
    expect(forced.status).toBe('registered');
    expect((await activityRow(app, a.id)).registered).toBe(3);
    const again = await add({ userId: String(members[0].id) });
    expect(again.statusCode).toBe(409);
    const stranger = await buildUser(app);
    const notMember = await add({ userId: String(stranger.id) });
    expect(notMember.statusCode).toBe(400);
    expect(body(notMember).msg).toMatch(/Add them as a guest/);
    // a guest's host is a member of the committee: an outsider or an unknown account is refused, and nothing is added
    const total = (await activityRow(app, a.id)).registered;
    for (const hostUserId of [String(stranger.id), '999999']) {
      const host = await add({ name: 'Guest Mori', sex: 'M', hostUserId, force: true });
      expect(host.statusCode).toBe(400);
      expect(body(host).msg).toMatch(/host must be a member/);
    }
    expect((await activityRow(app, a.id)).registered).toBe(total);
    const mori = body(await add({ name: 'Guest Mori', sex: 'M', hostUserId: String(members[1].id), force: true })).data;
    expect(mori).toMatchObject({ hostUserId: String(members[1].id) });
    // the host is corrected afterwards: another member, nobody; an outsider is refused, and a member has no host
    const edit = (pid: string, payload: object) => app.inject({ method: 'PATCH', url: `/api/activities/${a.id}/players/${pid}`, headers: en(owner), payload });
    expect(body(await edit(g.id, { hostUserId: String(members[0].id) })).data).toMatchObject({ hostUserId: String(members[0].id) });
    expect(body(await edit(mori.id, { hostUserId: null })).data).toMatchObject({ hostUserId: null });
    const outsider = await edit(g.id, { hostUserId: String(stranger.id) });
    expect([outsider.statusCode, body(outsider).msg]).toEqual([400, expect.stringMatching(/host must be a member/)]);
    expect(body(await edit(g.id, {})).data).toMatchObject({ hostUserId: String(members[0].id) });
    const member = await edit(m.id, { hostUserId: String(members[1].id) });
    expect([member.statusCode, body(member).msg]).toEqual([400, 'Only a guest has a host: a member plays in their own right.']);
  });

  it('members see names but not remarks or contacts; organisers see both; I see my own remark', async () => {
    const { members, a, add, owner } = await setup(5);
    await add({ name: 'Guest Kim', sex: 'M', contact: 'kim@example.com', remark: 'pays cash' });
    await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(members[0]), payload: { remark: 'late' } });
    const asMember = body(await app.inject({ method: 'GET', url: `/api/activities/${a.id}/players`, headers: en(members[1]) })).data;
    expect(asMember.total).toBe(2);
    expect(asMember.list.find((p: { name: string }) => p.name === 'Guest Kim')).not.toHaveProperty('contact');
    expect(asMember.list.find((p: { name: string }) => p.name === 'Guest Kim')).not.toHaveProperty('remark');
    const asSelf = body(await app.inject({ method: 'GET', url: `/api/activities/${a.id}/players`, headers: en(members[0]) })).data;
    expect(asSelf.list.find((p: { userId: string }) => p.userId === String(members[0].id)).remark).toBe('late');
    const asOrganiser = body(await app.inject({ method: 'GET', url: `/api/activities/${a.id}/players`, headers: en(owner) })).data;
    expect(asOrganiser.list.find((p: { name: string }) => p.name === 'Guest Kim')).toMatchObject({ contact: 'kim@example.com', remark: 'pays cash', scoreStatus: 'ok' });
    // how a card counts is the organisers' to see and set (the participants' edit dialog)
    expect(asMember.list.find((p: { name: string }) => p.name === 'Guest Kim')).not.toHaveProperty('scoreStatus');
    const kim = asOrganiser.list.find((p: { name: string }) => p.name === 'Guest Kim');
    expect((await app.inject({ method: 'PATCH', url: `/api/activities/${a.id}/players/${kim.id}`, headers: en(owner), payload: { scoreStatus: 'withdrawn' } })).statusCode).toBe(200);
    const after = body(await app.inject({ method: 'GET', url: `/api/activities/${a.id}/players`, headers: en(owner) })).data;
    expect(after.list.find((p: { name: string }) => p.name === 'Guest Kim').scoreStatus).toBe('withdrawn');
    const stranger = await buildUser(app);
    expect((await app.inject({ method: 'GET', url: `/api/activities/${a.id}/players`, headers: en(stranger) })).statusCode).toBe(403);
    // a member whose account an administrator disabled: the organisers see it (a place nobody can use); members do not
    await app.db.update(users).set({ disabled: true }).where(eq(users.id, members[0].id));
    const seen = body(await app.inject({ method: 'GET', url: `/api/activities/${a.id}/players`, headers: en(owner) })).data.list;
    expect(seen.map((p: { name: string; accountDisabled: boolean }) => [p.name, p.accountDisabled])).toEqual([
      ['Guest Kim', false],
      [expect.any(String), true],
    ]);
    expect(body(await app.inject({ method: 'GET', url: `/api/activities/${a.id}/players`, headers: en(members[1]) })).data.list[1]).not.toHaveProperty('accountDisabled');
  });

  it("the list comes a page at a time (10 by default, at most 100): places first, then the waiting list; positions and counts are the whole event's", async () => {
    const { a, add, owner } = await setup(8);
    for (let i = 1; i <= 12; i++) expect((await add({ name: `Guest ${i}`, sex: 'M' })).statusCode).toBe(200);
    const get = (query: string) => app.inject({ method: 'GET', url: `/api/activities/${a.id}/players${query}`, headers: en(owner) });
    const first = body(await get('')).data;
    expect(first).toMatchObject({ total: 12, registered: 8, waitlisted: 4, capacity: 8 });
    expect(first.list.map((p: { name: string }) => p.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Guest ${i + 1}`));
    const page = body(await get('?page=2&pageSize=5')).data;
    expect(page).toMatchObject({ total: 12, registered: 8, waitlisted: 4 });
    expect(page.list.map((p: { name: string; status: string; position: number | null }) => [p.name, p.status, p.position])).toEqual([
      ['Guest 6', 'registered', null],
      ['Guest 7', 'registered', null],
      ['Guest 8', 'registered', null],
      ['Guest 9', 'waitlisted', 1],
      ['Guest 10', 'waitlisted', 2],
    ]);
    expect(body(await get('?page=3&pageSize=5')).data.list.map((p: { position: number }) => p.position)).toEqual([3, 4]);
    expect(body(await get('?page=4&pageSize=5')).data).toMatchObject({ list: [], total: 12 });
    for (const bad of ['?pageSize=101', '?page=0', '?pageSize=abc']) {
      const refused = await get(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(body(refused).data.fields[0].path).toMatch(/page/);
    }
  });

  it('moving off the waiting list takes a place (409 when full, unless force); removing promotes the next', async () => {
    const { members, a, add, owner } = await setup(1);
    const first = body(await add({ userId: String(members[0].id) })).data;
    const second = body(await add({ userId: String(members[1].id) })).data;
    const third = body(await add({ userId: String(members[2].id) })).data;
    const patch = (pid: string, payload: object) => app.inject({ method: 'PATCH', url: `/api/activities/${a.id}/players/${pid}`, headers: en(owner), payload });

    const full = await patch(third.id, { status: 'registered' });
    expect(full.statusCode).toBe(409);
    expect(body(full).msg).toMatch(/full \(1 places\)|Raise the capacity/);
    expect(body(await patch(third.id, { status: 'registered', force: true, division: 'B', handicap: 8.4 })).data).toMatchObject({ status: 'registered', division: 'B', handicap: 8.4 });
    // the member hears of the place
    expect(await messageKinds(app, members[2].id)).toContain('activity.promoted');
    expect((await activityRow(app, a.id)).registered).toBe(2);

    const removed = await app.inject({ method: 'DELETE', url: `/api/activities/${a.id}/players/${first.id}`, headers: en(owner) });
    expect(removed.statusCode).toBe(200);
    // two hold places for a capacity of 1 after the forced move: removing one frees no place
    expect((await activityRow(app, a.id)).registered).toBe(1);
    expect(await messageKinds(app, members[1].id)).not.toContain('activity.promoted');
    await app.inject({ method: 'DELETE', url: `/api/activities/${a.id}/players/${third.id}`, headers: en(owner) });
    expect(await messageKinds(app, members[1].id)).toContain('activity.promoted');
    const list = body(await app.inject({ method: 'GET', url: `/api/activities/${a.id}/players`, headers: en(owner) })).data;
    expect(list.list.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([[second.id, 'registered']]);
  });

  it('once play has started the waiting list stays: a removed player or a larger capacity promotes nobody', async () => {
    const { members, a, add, owner } = await setup(1);
    const first = body(await add({ userId: String(members[0].id) })).data;
    const second = body(await add({ userId: String(members[1].id) })).data;
    await app.db.update(activities).set({ status: 'playing' }).where(eq(activities.id, a.id));
    expect((await app.inject({ method: 'DELETE', url: `/api/activities/${a.id}/players/${first.id}`, headers: en(owner) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PATCH', url: `/api/activities/${a.id}`, headers: en(owner), payload: { capacity: 5 } })).statusCode).toBe(200);
    const list = body(await app.inject({ method: 'GET', url: `/api/activities/${a.id}/players`, headers: en(owner) })).data;
    expect(list.list.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([[second.id, 'waitlisted']]);
    expect(await messageKinds(app, members[1].id)).not.toContain('activity.promoted');
    expect((await activityRow(app, a.id)).registered).toBe(0);
  });

  it('two moves of one player at once take or free one place, not two (the second finds it moved: 409, or nothing to do)', async () => {
    const { a, add, owner } = await setup(3);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) ids.push(body(await add({ name, sex: 'M' })).data.id);
    const move = (status: string) => app.inject({ method: 'PATCH', url: `/api/activities/${a.id}/players/${ids[0]}`, headers: en(owner), payload: { status } });
    const held = async () => {
      const list = body(await app.inject({ method: 'GET', url: `/api/activities/${a.id}/players`, headers: en(owner) })).data.list as { status: string }[];
      return [list.filter((p) => p.status === 'registered').length, (await activityRow(app, a.id)).registered];
    };
    // the second request either read the player before the first moved it (its move finds the status changed: 409) or
    // after (nothing to move: 200); whichever, the place counter matches the places held
    const answered = (res: Awaited<ReturnType<typeof move>>[]) => {
      expect(res.map((r) => r.statusCode).sort()).toSatisfy((codes: number[]) => codes[0] === 200 && [200, 409].includes(codes[1]));
      for (const r of res.filter((x) => x.statusCode === 409)) expect(body(r).msg).toBe('Someone else has just moved this participant. Refresh the participant list and try again.');
    };
    answered(await Promise.all([move('waitlisted'), move('waitlisted')]));
    expect(await held()).toEqual([2, 2]);
    answered(await Promise.all([move('registered'), move('registered')]));
    expect(await held()).toEqual([3, 3]);
  });

  it('a place an organiser frees by moving a player to the waiting list is not taken by the next sign-up ahead of those waiting', async () => {
    const { a, add, owner, members } = await setup(2);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) ids.push(body(await add({ name, sex: 'M' })).data.id);
    expect((await app.inject({ method: 'PATCH', url: `/api/activities/${a.id}/players/${ids[1]}`, headers: en(owner), payload: { status: 'waitlisted' } })).statusCode).toBe(200);
    expect((await activityRow(app, a.id)).registered).toBe(1);
    const signUp = await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(members[0]), payload: {} });
    expect(signUp.statusCode).toBe(200);
    expect(body(signUp).data).toMatchObject({ status: 'waitlisted', position: 3 });
    expect((await activityRow(app, a.id)).registered).toBe(1);
    // the organiser gives the place to whom they choose
    expect((await app.inject({ method: 'PATCH', url: `/api/activities/${a.id}/players/${ids[2]}`, headers: en(owner), payload: { status: 'registered' } })).statusCode).toBe(200);
    expect((await activityRow(app, a.id)).registered).toBe(2);
  });

  it('exports a valid xlsx with headers in the caller’s language', async () => {
    const { members, a, add, owner } = await setup(1);
    await add({ userId: String(members[0].id), remark: 'early tee' });
    await add({ name: '山田 花子', sex: 'F', handicap: 22, contact: '090-1234' });
    // a course in Japan: sign-up times on its clock
    await app.db.update(activities).set({ utcOffset: '+09:00' }).where(eq(activities.id, a.id));
    const res = await app.inject({ method: 'GET', url: `/api/activities/${a.id}/players/export`, headers: { ...bearer(owner.token), 'accept-language': 'ja-JP' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.name).toBe('参加者');
    expect(sheet.getRow(1).getCell(2).value).toBe('氏名');
    expect(sheet.getRow(2).getCell(2).value).toBe(members[0].username);
    expect(sheet.getRow(2).getCell(11).value).toBe('early tee');
    expect(sheet.getRow(3).values).toEqual(expect.arrayContaining(['山田 花子', '女性', 22, 'キャンセル待ち', 1, 'はい', '090-1234']));
    expect(sheet.getRow(1).getCell(12).value).toBe('申込日時（UTC+09:00）');
    expect(sheet.getRow(3).getCell(4).numFmt).toBe('0.0;"+"0.0');
    const [entered] = await app.db.select({ at: players.createdAt }).from(players).where(and(eq(players.activityId, a.id), eq(players.name, '山田 花子')));
    expect(sheet.getRow(3).getCell(12).value).toBe(new Date(entered.at.getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' '));
  });
});
