import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, scores } from '../src/db/schema';
import { buildTestApp } from './helpers';
import { bearer, body, buildUser, type TestUser } from './factories';
import { addMember, buildGroup } from './group-factories';
import { activityRow, buildActivity, buildCourse, dayFromNow, messageKinds, PINE_RIDGE_HOLES, playersOf } from './activity-factories';

const { app } = await buildTestApp();
const en = (u: TestUser) => ({ ...bearer(u.token), 'accept-language': 'en-US' });

/** A group with an owner, an organiser and a member, plus a stranger and an admin. */
async function cast() {
  const owner = await buildUser(app);
  const organiser = await buildUser(app);
  const member = await buildUser(app);
  const stranger = await buildUser(app);
  const admin = await buildUser(app, { role: 'admin' });
  const group = await buildGroup(app, owner, { defaultHandicapSystem: { type: 'whs', allowance: 0.95 } });
  await addMember(app, group, organiser, 'organiser');
  await addMember(app, group, member);
  return { owner, organiser, member, stranger, admin, group };
}

const input = (groupId: number, extra: Record<string, unknown> = {}) => ({
  groupId: String(groupId),
  title: '春季 コンペ Spring',
  acdate: dayFromNow(20),
  teeOffTime: '07:30',
  regtime: `${dayFromNow(15)}T20:00:00+08:00`,
  place: 'Pine Ridge',
  capacity: 40,
  ...extra,
});

describe('create and edit', () => {
  it('an organiser creates a draft; the handicap system comes from the group; deadlines keep their offset', async () => {
    const { organiser, group } = await cast();
    const course = await buildCourse(app);
    const res = await app.inject({ method: 'POST', url: '/api/activities', headers: en(organiser), payload: input(group.id, { cids: [String(course.id)] }) });
    expect(res.statusCode).toBe(200);
    const a = body(res).data;
    expect(a).toMatchObject({
      status: 'draft',
      days: [dayFromNow(20)],
      acdate: dayFromNow(20),
      regtime: `${dayFromNow(15)}T20:00:00.000+08:00`,
      handicapSystem: { type: 'whs' },
      courses: [{ id: String(course.id), name: course.name, holeCount: 18 }],
      group: { id: String(group.id), name: group.name },
      canManage: true,
      myRole: 'organiser',
      nextStatuses: ['registering', 'cancelled'],
      registered: 0,
      myRegistration: null,
    });
  });

  it('an event address with a mangled id → 400 naming the id once (not digits is one mistake, not also "too large")', async () => {
    const { organiser } = await cast();
    for (const aid of ['MEDAL', '12a', '99999999999999999']) {
      const res = await app.inject({ method: 'GET', url: `/api/activities/${aid}`, headers: en(organiser) });
      expect(res.statusCode).toBe(400);
      expect(body(res).data.fields).toEqual([{ path: 'params.aid', message: 'Not a valid id' }]);
    }
  });

  it('validation: deadline after tee-off and a too long title → 400 with the fields', async () => {
    const { organiser, group } = await cast();
    const res = await app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: en(organiser),
      payload: input(group.id, { title: 'A title that is much longer than twenty', regtime: `${dayFromNow(20)}T07:30:00+08:00` }),
    });
    expect(res.statusCode).toBe(400);
    const fields = body(res).data.fields as { path: string; message: string }[];
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'The title may have at most 20 characters' },
        { path: 'regtime', message: 'The registration deadline must be before the tee-off on the first event day' },
      ]),
    );
  });

  it('edit re-checks the time rules on the merged event and a larger capacity promotes the waiting list', async () => {
    const { organiser, member, group } = await cast();
    const other = await buildUser(app);
    await addMember(app, group, other);
    const a = await buildActivity(app, group.id, { capacity: 1 });
    await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(member), payload: {} });
    await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(other), payload: {} });

    const early = await app.inject({ method: 'PATCH', url: `/api/activities/${a.id}`, headers: en(organiser), payload: { days: [dayFromNow(3)] } });
    expect(early.statusCode).toBe(400);
    expect(body(early).data.fields[0]).toMatchObject({ path: 'regtime' });

    const res = await app.inject({ method: 'PATCH', url: `/api/activities/${a.id}`, headers: en(organiser), payload: { capacity: 2, title: 'Renamed' } });
    expect(body(res).data).toMatchObject({ title: 'Renamed', capacity: 2, registered: 2, waitlisted: 0 });
    expect(await messageKinds(app, other.id)).toContain('activity.promoted');
  });

  it('a capacity raised by several moves up as many of the waiting list, first come first, in one go', async () => {
    const { organiser, group } = await cast();
    const a = await buildActivity(app, group.id, { capacity: 1 });
    const people = [];
    for (let i = 0; i < 5; i += 1) {
      const user = await buildUser(app);
      await addMember(app, group, user);
      await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(user), payload: {} });
      people.push(user);
    }
    // a guest waits last (moved up too, without a message)
    await app.inject({ method: 'POST', url: `/api/activities/${a.id}/players`, headers: en(organiser), payload: { name: 'Guest Park', sex: 'M' } });
    const raised = await app.inject({ method: 'PATCH', url: `/api/activities/${a.id}`, headers: en(organiser), payload: { capacity: 4 } });
    expect(body(raised).data).toMatchObject({ capacity: 4, registered: 4, waitlisted: 2 });
    for (const [i, user] of people.entries()) {
      expect((await messageKinds(app, user.id)).includes('activity.promoted'), `member ${i + 1}`).toBe(i >= 1 && i <= 3);
    }
    // more places than waiting: everyone moves up, the count is the field
    const all = await app.inject({ method: 'PATCH', url: `/api/activities/${a.id}`, headers: en(organiser), payload: { capacity: 20 } });
    expect(body(all).data).toMatchObject({ capacity: 20, registered: 6, waitlisted: 0 });
  });
});

describe('organiser actions are refused to everyone else (table over roles)', () => {
  const actions: [string, (aid: number) => { method: 'PATCH' | 'DELETE' | 'POST' | 'GET'; url: string; payload?: object }][] = [
    ['edit', (aid) => ({ method: 'PATCH', url: `/api/activities/${aid}`, payload: { title: 'X' } })],
    ['delete', (aid) => ({ method: 'DELETE', url: `/api/activities/${aid}` })],
    ['change status', (aid) => ({ method: 'POST', url: `/api/activities/${aid}/status`, payload: { status: 'closed' } })],
    ['copy', (aid) => ({ method: 'POST', url: `/api/activities/${aid}/copy` })],
    ['add a guest', (aid) => ({ method: 'POST', url: `/api/activities/${aid}/players`, payload: { name: 'Guest', sex: 'M' } })],
    ['export players', (aid) => ({ method: 'GET', url: `/api/activities/${aid}/players/export` })],
  ];
  const roles = ['owner', 'organiser', 'admin', 'member', 'stranger'] as const;
  const allowed = new Set(['owner', 'organiser', 'admin']);

  it.each(actions.flatMap(([name, req]) => roles.map((role) => [name, role, req] as const)))('%s by %s', async (_name, role, req) => {
    const people = await cast();
    const a = await buildActivity(app, people.group.id, { isPublic: true });
    const res = await app.inject({ ...req(a.id), headers: en(people[role]) });
    expect(res.statusCode).toBe(allowed.has(role) ? 200 : 403);
  });

  it('creating an event in a group needs its organisers', async () => {
    const { member, admin, group } = await cast();
    expect((await app.inject({ method: 'POST', url: '/api/activities', headers: en(member), payload: input(group.id) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/activities', headers: en(admin), payload: input(group.id) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/activities', headers: en(admin), payload: input(999999) })).statusCode).toBe(404);
  });
});

describe('lifecycle', () => {
  it('draft → registering → closed → playing → finished; wrong steps 409 naming the allowed ones', async () => {
    const { organiser, group } = await cast();
    const a = await buildActivity(app, group.id, { status: 'draft' });
    const move = (status: string) => app.inject({ method: 'POST', url: `/api/activities/${a.id}/status`, headers: en(organiser), payload: { status } });

    const skip = await move('playing');
    expect(skip.statusCode).toBe(409);
    expect(body(skip).msg).toBe('An event that is "draft" cannot become "in play". Possible next steps: registration open, cancelled.');
    for (const status of ['registering', 'closed', 'registering', 'closed']) {
      const res = await move(status);
      expect(res.statusCode, status).toBe(200);
      expect(body(res).data.status).toBe(status);
    }
    // play needs a course (the scorecards' holes and pars)
    const noCourse = await move('playing');
    expect(noCourse.statusCode).toBe(409);
    expect(body(noCourse).msg).toMatch(/^Choose the course before play starts/);
    expect((await activityRow(app, a.id)).status).toBe('closed');
    await app.db.update(activities).set({ courseIds: [(await buildCourse(app)).id] }).where(eq(activities.id, a.id));
    for (const status of ['playing', 'finished']) {
      const res = await move(status);
      expect(res.statusCode, status).toBe(200);
      expect(body(res).data.status).toBe(status);
    }
    const late = await move('cancelled');
    expect(late.statusCode).toBe(409);
    expect(body(late).msg).toMatch(/cannot change any more/);
  });

  it('reopening after the deadline is refused until the deadline moves', async () => {
    const { organiser, group } = await cast();
    const a = await buildActivity(app, group.id, { status: 'registering', regtime: new Date(Date.now() - 60_000) });
    const res = await app.inject({ method: 'POST', url: `/api/activities/${a.id}/status`, headers: en(organiser), payload: { status: 'registering' } });
    expect(res.statusCode).toBe(409);
    expect(body(res).msg).toMatch(/deadline has passed/);
    expect((await activityRow(app, a.id)).status).toBe('closed');
  });

  it('cancelling notifies every participant, on the waiting list too', async () => {
    const { organiser, member, group } = await cast();
    const second = await buildUser(app);
    await addMember(app, group, second);
    const a = await buildActivity(app, group.id, { capacity: 1 });
    await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(member), payload: {} });
    await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(second), payload: {} });
    const res = await app.inject({ method: 'POST', url: `/api/activities/${a.id}/status`, headers: en(organiser), payload: { status: 'cancelled' } });
    expect(body(res).data.status).toBe('cancelled');
    expect(await messageKinds(app, member.id)).toEqual(['activity.registered', 'activity.cancelled']);
    expect(await messageKinds(app, second.id)).toEqual(['activity.waitlisted', 'activity.cancelled']);
  });

  it('delete: refused with players unless draft or cancelled', async () => {
    const { organiser, member, group } = await cast();
    const a = await buildActivity(app, group.id);
    await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(member), payload: {} });
    const refused = await app.inject({ method: 'DELETE', url: `/api/activities/${a.id}`, headers: en(organiser) });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toMatch(/Cancel it first/);
    await app.inject({ method: 'POST', url: `/api/activities/${a.id}/status`, headers: en(organiser), payload: { status: 'cancelled' } });
    expect((await app.inject({ method: 'DELETE', url: `/api/activities/${a.id}`, headers: en(organiser) })).statusCode).toBe(200);
    expect(await activityRow(app, a.id)).toBeUndefined();
  });
});

describe('hidden holes chosen before play', () => {
  const twelve = [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15];
  const patch = (u: TestUser, aid: number, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/activities/${aid}`, headers: en(u), payload });

  it('must fit the round (count and holes), stay secret from players until the event is finished, and are then shown', async () => {
    const { organiser, member, group } = await cast();
    const course = await buildCourse(app);
    const nine = await buildCourse(app, { name: 'Nine (test)', holes: PINE_RIDGE_HOLES.slice(0, 9) });
    const a = await buildActivity(app, group.id, { courseIds: [course.id] });
    await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(member), payload: {} });

    const tooFew = await patch(organiser, a.id, { handicapSystem: { type: 'peoria', hiddenHoles: [1, 2, 3] } });
    expect(tooFew.statusCode).toBe(400);
    expect(body(tooFew).data.fields).toEqual([{ path: 'handicapSystem.hiddenHoles', message: 'Choose 6, 9 or 12 hidden holes, or none to have them drawn' }]);
    const ok = await patch(organiser, a.id, { handicapSystem: { type: 'peoria', hiddenHoles: twelve } });
    expect(ok.statusCode).toBe(200);
    expect(body(ok).data.handicapSystem.hiddenHoles).toEqual(twelve);
    // a 9-hole course has no hole 10: the event keeps its course and its holes
    const moved = await app.inject({ method: 'PATCH', url: `/api/activities/${a.id}`, headers: { ...bearer(organiser.token), 'accept-language': 'ja-JP' }, payload: { courseIds: [String(nine.id)] } });
    expect(moved.statusCode).toBe(400);
    expect(body(moved).data.fields[0]).toEqual({ path: 'handicapSystem.hiddenHoles', message: '隠しホールはこのイベントのコースのホールにしてください（10, 11, 12, 13, 14, 15 番ホールはありません）' });
    expect((await activityRow(app, a.id)).courseIds).toEqual([course.id]);

    const detail = (u: TestUser) => app.inject({ method: 'GET', url: `/api/activities/${a.id}`, headers: en(u) });
    expect(body(await detail(organiser)).data.handicapSystem.hiddenHoles).toEqual(twelve);
    expect(body(await detail(member)).data.handicapSystem).not.toHaveProperty('hiddenHoles');
    // a Peoria event of 6 listed holes (the results take the list's length) stays valid
    expect((await patch(organiser, a.id, { handicapSystem: { type: 'peoria', hiddenHoles: [1, 4, 8, 11, 14, 17] } })).statusCode).toBe(200);
    expect((await patch(organiser, a.id, { handicapSystem: { type: 'peoria', hiddenHoles: [1, 2, 3, 4, 5] } })).statusCode).toBe(400);
    expect((await patch(organiser, a.id, { handicapSystem: { type: 'peoria', hiddenHoles: twelve } })).statusCode).toBe(200);

    // in play the holes in use stay: another list is refused, the same one (with other settings) is not
    await app.db.update(activities).set({ status: 'playing' }).where(eq(activities.id, a.id));
    const changed = await patch(organiser, a.id, { handicapSystem: { type: 'peoria', hiddenHoles: [...twelve.slice(1), 16] } });
    expect(changed.statusCode).toBe(409);
    expect(body(changed).msg).toMatch(/hidden holes are fixed once play has started/);
    expect((await patch(organiser, a.id, { handicapSystem: { type: 'peoria', factor: 0.8, cap: 30, hiddenHoles: [...twelve].reverse() } })).statusCode).toBe(200);
    await app.db.update(activities).set({ status: 'finished' }).where(eq(activities.id, a.id));
    expect(body(await detail(member)).data.handicapSystem.hiddenHoles).toEqual(twelve);
  });

  it('results opened before play draw the holes, which the organiser may still replace until a score is saved; results follow a change of rules at once', async () => {
    const { organiser, member, group } = await cast();
    const course = await buildCourse(app);
    const a = await buildActivity(app, group.id, { courseIds: [course.id], handicapSystem: { type: 'peoria' } });
    await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(member), payload: {} });
    const results = async () => body(await app.inject({ method: 'GET', url: `/api/activities/${a.id}/results`, headers: en(organiser) })).data;
    const drawn = (await results()).hiddenHoles as number[];
    expect(drawn).toHaveLength(12);
    const chosen = drawn.join() === twelve.join() ? [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 16] : twelve;
    const before = (await activityRow(app, a.id)).resultsVersion;
    expect((await patch(organiser, a.id, { handicapSystem: { type: 'peoria', hiddenHoles: chosen } })).statusCode).toBe(200);
    // recomputed with the change, in the same request
    expect((await activityRow(app, a.id)).resultsVersion).toBe(before + 1);
    expect((await results()).hiddenHoles).toEqual(chosen);

    // a score saved (by an organiser, before play): the holes in use stay
    const [player] = await playersOf(app, a.id);
    await app.db.update(activities).set({ status: 'closed' }).where(eq(activities.id, a.id));
    await app.db.insert(scores).values({ playerId: player.id, hole: 1, strokes: 4, version: 1 });
    const locked = await patch(organiser, a.id, { handicapSystem: { type: 'peoria', hiddenHoles: drawn } });
    expect(locked.statusCode).toBe(409);
    expect(body(locked).msg).toMatch(/fixed once play has started or a score was saved/);
  });

  it('drawn at the first score (none chosen): shown to the organisers as drawn, to players once the event is finished', async () => {
    const { organiser, member, group } = await cast();
    const course = await buildCourse(app);
    const a = await buildActivity(app, group.id, { courseIds: [course.id] });
    await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(member), payload: {} });
    const detail = async (u: TestUser) => body(await app.inject({ method: 'GET', url: `/api/activities/${a.id}`, headers: en(u) })).data;
    expect(await detail(organiser)).not.toHaveProperty('drawnHiddenHoles');

    // what the results store as they draw them (results.service.ts): the holes in use
    await app.db.update(activities).set({ status: 'playing', hiddenHoles: twelve }).where(eq(activities.id, a.id));
    expect((await detail(organiser)).drawnHiddenHoles).toEqual(twelve);
    expect((await detail(organiser)).handicapSystem).not.toHaveProperty('hiddenHoles');
    expect(await detail(member)).not.toHaveProperty('drawnHiddenHoles');
    const list = body(await app.inject({ method: 'GET', url: `/api/activities?groupId=${group.id}`, headers: en(member) })).data;
    expect(JSON.stringify(list)).not.toContain('drawnHiddenHoles');
    await app.db.update(activities).set({ status: 'finished' }).where(eq(activities.id, a.id));
    expect((await detail(member)).drawnHiddenHoles).toEqual(twelve);

    // chosen holes are the ones in use: nothing is reported as drawn
    const b = await buildActivity(app, group.id, { courseIds: [course.id] });
    await app.db.update(activities).set({ handicapSystem: { type: 'peoria', hiddenHoles: twelve }, hiddenHoles: twelve }).where(eq(activities.id, b.id));
    const chosen = body(await app.inject({ method: 'GET', url: `/api/activities/${b.id}`, headers: en(organiser) })).data;
    expect(chosen).not.toHaveProperty('drawnHiddenHoles');
    expect(chosen.handicapSystem.hiddenHoles).toEqual(twelve);
  });
});

describe('copy, summary and lists', () => {
  it('copy on a new first day: the other days and both deadlines move by as many days; a bad day is refused', async () => {
    const { organiser, group } = await cast();
    const a = await buildActivity(app, group.id, { title: 'Two-day Open' });
    await app.db
      .update(activities)
      .set({ days: ['2026-12-12', '2026-12-13'], acdate: '2026-12-12', regtime: new Date('2026-12-08T12:00:00+08:00'), starttime: new Date('2026-12-12T07:00:00+08:00') })
      .where(eq(activities.id, a.id));
    const copy = async (payload?: object) => app.inject({ method: 'POST', url: `/api/activities/${a.id}/copy`, headers: en(organiser), ...(payload ? { payload } : {}) });
    const moved = body(await copy({ day: '2027-01-09' })).data;
    expect(moved.days).toEqual(['2027-01-09', '2027-01-10']);
    expect(new Date(moved.regtime).toISOString()).toBe(new Date('2027-01-05T12:00:00+08:00').toISOString());
    expect(new Date(moved.starttime).toISOString()).toBe(new Date('2027-01-09T07:00:00+08:00').toISOString());
    expect(body(await copy()).data.days).toEqual(['2026-12-12', '2026-12-13']);
    const bad = await copy({ day: '9 January' });
    expect(bad.statusCode).toBe(400);
  });

  it('copy: a new draft with the same settings, no players, title with a suffix within 20 characters', async () => {
    const { organiser, member, group } = await cast();
    const a = await buildActivity(app, group.id, { title: '二〇二六年 秋季 月例会 第十二回大会', divisions: ['A', 'B'], capacity: 8 });
    await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(member), payload: {} });
    const res = await app.inject({ method: 'POST', url: `/api/activities/${a.id}/copy`, headers: { ...bearer(organiser.token), 'accept-language': 'zh-CN' } });
    const copy = body(res).data;
    expect(copy).toMatchObject({ status: 'draft', divisions: ['A', 'B'], capacity: 8, registered: 0, days: a.days });
    expect(copy.title.endsWith('（副本）')).toBe(true);
    expect([...copy.title].length).toBeLessThanOrEqual(20);
    // shortened with an ellipsis, never cut into something that reads as another word ("Club Champion (copy)")
    expect(copy.title).toBe('二〇二六年 秋季 月例会 第十…（副本）');
    const long = await buildActivity(app, group.id, { title: 'Club Championship' });
    expect(body(await app.inject({ method: 'POST', url: `/api/activities/${long.id}/copy`, headers: en(organiser) })).data.title).toBe('Club Champio… (copy)');
    expect(body(await app.inject({ method: 'POST', url: `/api/activities/${a.id}/copy`, headers: en(organiser) })).data.rulesLeftBehind).toBe(0);
    // the organiser names the new one (the copy form offers the event's title to edit); a title too long is refused
    const named = await app.inject({ method: 'POST', url: `/api/activities/${long.id}/copy`, headers: en(organiser), payload: { title: '  January Medal ' } });
    expect(body(named).data.title).toBe('January Medal');
    const tooLong = await app.inject({ method: 'POST', url: `/api/activities/${long.id}/copy`, headers: en(organiser), payload: { title: 'A title of more than twenty characters' } });
    expect(tooLong.statusCode).toBe(400);
    expect(await playersOf(app, Number(copy.id))).toHaveLength(0);
  });

  it('copy of a finished event: none of its play comes along (results, hidden holes, published flights, vote frames)', async () => {
    const { organiser, group } = await cast();
    const a = await buildActivity(app, group.id, { title: 'Autumn Medal' });
    const frames = [{ id: 'F1', pids: ['1', '2'] }];
    await app.db
      .update(activities)
      .set({
        status: 'finished',
        handicapSystem: { type: 'peoria', hiddenHoles: [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15] },
        hiddenHoles: [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15],
        results: { list: [], teams: [], hiddenHoles: null, computedAt: new Date().toISOString(), version: 3 },
        resultsComputedAt: new Date(),
        resultsVersion: 3,
        flightsPublishedAt: new Date(),
        vote: { enabled: true, pointsPerMember: 20, ticketType: 'frameQuinella', frames },
      })
      .where(eq(activities.id, Number(a.id)));
    const copy = body(await app.inject({ method: 'POST', url: `/api/activities/${a.id}/copy`, headers: en(organiser) })).data;
    expect(copy.handicapSystem).toEqual({ type: 'peoria', factor: 0.8, holeCap: 'none' });
    expect(copy.vote).toMatchObject({ enabled: true, pointsPerMember: 20, ticketType: 'frameQuinella' });
    expect(copy.vote.frames ?? []).toEqual([]);
    const row = await activityRow(app, Number(copy.id));
    expect(row).toMatchObject({ hiddenHoles: null, results: null, resultsComputedAt: null, resultsVersion: 0, flightsPublishedAt: null });
    const results = await app.inject({ method: 'GET', url: `/api/activities/${copy.id}/results`, headers: en(organiser) });
    expect(body(results).data.list).toEqual([]);
  });

  it('copy: the bought prize items come along with the rules that give them and the award settings; sponsors’ items and recorded winners stay', async () => {
    const { organiser, member, group } = await cast();
    const a = await buildActivity(app, group.id, { title: 'Monthly Medal', courseIds: [(await buildCourse(app)).id] });
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => app.inject({ method, url: `/api/activities/${a.id}${url}`, headers: en(organiser), ...(payload ? { payload } : {}) });
    const cup = body(await call('POST', '/prizes', { name: 'Cup', num: 1, price: 50 })).data;
    const balls = body(await call('POST', '/prizes', { name: 'Balls', num: 2 })).data;
    await call('POST', '/prize-rules', { type: 'rankNet', ranking: 1, order: 1, prizeId: cup.id });
    await call('POST', '/prize-rules', { type: 'nearestPin', hole: 3, order: 2, prizeId: balls.id, num: 1 });
    // a sponsor's goods: a prize item of this event only, with its rule
    const gift = body(await app.inject({ method: 'POST', url: `/api/activities/${a.id}/donations`, headers: en(member), payload: { title: 'Wine', goods: 'Wine', number: 1, contact: 'x' } })).data;
    await call('POST', `/donations/${gift.id}/accept`);
    const wine = body(await call('GET', '/prizes')).data.list.find((p: { donationId: string | null }) => p.donationId === gift.id);
    await call('POST', '/prize-rules', { type: 'fromBottom', ranking: 2, order: 3, prizeId: wine.id });
    await call('PUT', '/prize-settings', { oneMainPrizePerPlayer: false, priority: 'gross' });

    const copy = body(await call('POST', '/copy')).data;
    // the sponsor's item's rule stayed behind, and the answer says so (the organiser is told, not left to find it missing)
    expect(copy.rulesLeftBehind).toBe(1);
    const board = body(await app.inject({ method: 'GET', url: `/api/activities/${copy.id}/prizes`, headers: en(organiser) })).data;
    expect(board.list.map((p: { name: string; num: number; price: number | null; source: string }) => [p.name, p.num, p.price, p.source])).toEqual([
      ['Cup', 1, 50, 'bought'],
      ['Balls', 2, null, 'bought'],
    ]);
    const prizeName = new Map(board.list.map((p: { id: string; name: string }) => [p.id, p.name]));
    expect(board.rules.map((r: { type: string; order: number; hole: number | null; prizeId: string; winnerPid: string | null }) => [r.type, r.order, r.hole, prizeName.get(r.prizeId), r.winnerPid])).toEqual([
      ['rankNet', 1, null, 'Cup', null],
      ['nearestPin', 2, 3, 'Balls', null],
    ]);
    expect(body(await app.inject({ method: 'GET', url: `/api/activities/${copy.id}/prize-settings`, headers: en(organiser) })).data).toMatchObject({ oneMainPrizePerPlayer: false, priority: 'gross' });
    // the old event keeps all of its own
    expect(body(await call('GET', '/prizes')).data.list).toHaveLength(3);
  });

  it('the share summary needs no login and names nobody; drafts are hidden', async () => {
    const { member, group } = await cast();
    const a = await buildActivity(app, group.id, { capacity: 1, place: 'Pine Ridge' });
    await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: en(member), payload: { remark: 'secret' } });
    const res = await app.inject({ method: 'GET', url: `/api/activities/${a.id}/summary` });
    expect(res.statusCode).toBe(200);
    // whether the committee approves who joins: a visitor who is no member applies from the link
    expect(body(res).data).toMatchObject({ title: 'Test Cup', place: 'Pine Ridge', registered: 1, capacity: 1, status: 'registering', group: { name: group.name, joinApproval: expect.any(Boolean) } });
    expect(res.body).not.toContain(member.username);
    expect(res.body).not.toContain('secret');
    const draft = await buildActivity(app, group.id, { status: 'draft' });
    expect((await app.inject({ method: 'GET', url: `/api/activities/${draft.id}/summary` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/activities/${a.id}` })).statusCode).toBe(401);
  });

  it('lists what I may see with my registration, in views', async () => {
    const { owner, member, stranger, group } = await cast();
    const otherOwner = await buildUser(app);
    const otherGroup = await buildGroup(app, otherOwner);
    const mine = await buildActivity(app, group.id, { title: 'Members cup', capacity: 1 });
    const draft = await buildActivity(app, group.id, { title: 'Draft cup', status: 'draft' });
    const past = await buildActivity(app, group.id, { title: 'Old cup', status: 'finished', acdate: dayFromNow(-30), days: [dayFromNow(-30)], regtime: new Date(Date.now() - 40 * 86_400_000) });
    const foreignPublic = await buildActivity(app, otherGroup.id, { title: 'Open day', isPublic: true });
    const foreignPrivate = await buildActivity(app, otherGroup.id, { title: 'Closed day', isPublic: false });
    await app.inject({ method: 'POST', url: `/api/activities/${mine.id}/registrations`, headers: en(member), payload: {} });

    const titles = async (user: TestUser, query: string) => {
      const res = body(await app.inject({ method: 'GET', url: `/api/activities?pageSize=100&${query}`, headers: en(user) })).data;
      return (res.list as { title: string; id: string }[]).filter((x) => [mine, draft, past, foreignPublic, foreignPrivate].some((a) => String(a.id) === x.id)).map((x) => x.title);
    };
    expect((await titles(member, '')).sort()).toEqual(['Members cup', 'Old cup', 'Open day']);
    expect((await titles(owner, '')).sort()).toEqual(['Draft cup', 'Members cup', 'Old cup', 'Open day']);
    expect(await titles(stranger, '')).toEqual(['Open day']);
    expect(await titles(member, 'view=past')).toEqual(['Old cup']);
    expect(await titles(member, 'view=mine')).toEqual(['Members cup']);
    expect((await titles(member, 'view=upcoming')).sort()).toEqual(['Members cup', 'Open day']);
    expect(await titles(member, 'keyword=members')).toEqual(['Members cup']);
    expect(await titles(member, `groupId=${group.id}&status=finished`)).toEqual(['Old cup']);

    const list = body(await app.inject({ method: 'GET', url: `/api/activities?view=mine`, headers: en(member) })).data;
    expect(list.list[0]).toMatchObject({ registered: 1, capacity: 1, myRegistration: { status: 'registered' }, myRole: 'member', canManage: false });
  });

  it('an event past its deadline lists and reads closed at once, before the close is stored; reading the event stores it', async () => {
    const { member, organiser, group } = await cast();
    const due = await buildActivity(app, group.id, { title: 'Due cup', status: 'registering', regtime: new Date(Date.now() - 1000) });
    const open = await buildActivity(app, group.id, { title: 'Open cup', status: 'registering' });
    const listed = async (query: string) => {
      const res = body(await app.inject({ method: 'GET', url: `/api/activities?pageSize=100&groupId=${group.id}&${query}`, headers: en(member) })).data;
      return (res.list as { title: string; status: string }[]).map((x) => `${x.title}:${x.status}`).sort();
    };
    expect(await listed('')).toEqual(['Due cup:closed', 'Open cup:registering']);
    expect(await listed('status=closed')).toEqual(['Due cup:closed']);
    expect(await listed('status=registering')).toEqual(['Open cup:registering']);
    expect(await listed('view=registering')).toEqual(['Open cup:registering']);
    // a page past the end still tells the total
    const beyond = body(await app.inject({ method: 'GET', url: `/api/activities?groupId=${group.id}&page=3&pageSize=1`, headers: en(member) })).data;
    expect(beyond).toEqual({ list: [], total: 2 });
    const second = body(await app.inject({ method: 'GET', url: `/api/activities?groupId=${group.id}&page=2&pageSize=1`, headers: en(member) })).data;
    expect(second.list).toHaveLength(1);
    expect(second.total).toBe(2);
    // the list does not write: the timer (or the next read of the event itself) stores the close
    expect((await activityRow(app, due.id)).status).toBe('registering');
    const detail = body(await app.inject({ method: 'GET', url: `/api/activities/${due.id}`, headers: en(organiser) })).data;
    expect(detail).toMatchObject({ status: 'closed', canManage: true });
    expect(detail.nextStatuses).not.toContain('registering');
    expect((await activityRow(app, due.id)).status).toBe('closed');
    expect((await activityRow(app, open.id)).status).toBe('registering');
  });

});
