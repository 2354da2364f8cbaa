import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activities, flightPlayers, flights, groupApplications, players, scores } from '../src/db/schema';
import { bearer, body, buildUser, type TestUser } from './factories';
import { buildTestApp } from './helpers';
import { addMember, buildGroup } from './group-factories';
import { buildActivity, buildCourse, dayFromNow, hoursFromNow } from './activity-factories';

describe('workplace', async () => {
  const { app } = await buildTestApp();
  const get = (user: TestUser) => app.inject({ method: 'GET', url: '/api/workplace', headers: { 'accept-language': 'en-US', ...bearer(user.token) } });

  /** Counts the SQL statements the app sends (a pass-through wrapper of drizzle's session, not a mock). */
  const session = (app.db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  let queries = 0;
  const original = session.prepareQuery.bind(session);
  session.prepareQuery = (...args: unknown[]) => {
    queries += 1;
    return original(...args);
  };
  async function countQueries(user: TestUser) {
    queries = 0;
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    return { n: queries, data: body(res).data };
  }

  const organiser = await buildUser(app);
  const member = await buildUser(app);
  const newcomer = await buildUser(app);
  const group = await buildGroup(app, organiser, { name: 'Pine Ridge Society' });
  await addMember(app, group, member);

  it('answers an empty home page for a user without groups', async () => {
    const { data } = await countQueries(newcomer);
    expect(data).toEqual({
      nextEvent: null,
      openEvents: [],
      latestResults: [],
      notices: [],
      topics: [],
      todos: [],
      myGroups: [],
      pendingApplications: 0,
      upcoming: [],
      unreadMessages: 0,
      unreadNotices: 0,
    });
  });

  it('shows my next event with my flight, open registrations, notices, topics, unread counts and organiser to-dos in a fixed number of queries', async () => {
    const course = await buildCourse(app);
    const soon = await buildActivity(app, group.id, { title: 'Monthly Medal', acdate: dayFromNow(3), days: [dayFromNow(3)], status: 'closed', regtime: new Date(hoursFromNow(-1)), courseIds: [course.id] });
    const later = await buildActivity(app, group.id, { title: 'Club Championship', acdate: dayFromNow(20), days: [dayFromNow(20)], utcOffset: '+09:00' });
    await buildActivity(app, group.id, { title: 'Draft', status: 'draft' });
    const [me] = await app.db.insert(players).values({ activityId: soon.id, userId: member.id, name: 'me', status: 'registered' }).returning();
    await app.db.insert(players).values({ activityId: soon.id, name: 'Guest', status: 'registered', isGuest: true });
    await app.db.insert(players).values({ activityId: later.id, userId: member.id, name: 'me', status: 'waitlisted' });

    const before = await countQueries(member);
    expect(before.data.nextEvent).toMatchObject({ title: 'Monthly Medal', groupName: 'Pine Ridge Society', registration: 'registered', flight: null });

    const [flight] = await app.db.insert(flights).values({ activityId: soon.id, day: dayFromNow(3), teeTime: '08:24', startHole: 10, position: 2 }).returning();
    await app.db.insert(flightPlayers).values({ flightId: flight.id, playerId: me.id });
    const [mate] = await app.db.insert(players).values({ activityId: soon.id, name: 'Mate', status: 'registered', isGuest: true }).returning();
    await app.db.insert(flightPlayers).values({ flightId: flight.id, playerId: mate.id, position: 1 });
    await app.inject({ method: 'POST', url: '/api/notices', headers: bearer(organiser.token), payload: { groupId: String(group.id), title: 'Buggies booked', content: 'Yes' } });
    await app.inject({ method: 'POST', url: '/api/topics', headers: bearer(member.token), payload: { groupId: String(group.id), title: 'Lift to the course?', content: 'Anyone?' } });

    // not before the organisers publish the arrangement
    expect((await countQueries(member)).data.nextEvent.flight).toBeNull();
    await app.db.update(activities).set({ flightsPublishedAt: new Date() }).where(eq(activities.id, soon.id));
    const after = await countQueries(member);
    expect(after.data.nextEvent.flight).toEqual({ day: dayFromNow(3), teeTime: '08:24', startHole: 10, startGroup: '', position: 2 });
    expect(after.data.openEvents).toEqual([expect.objectContaining({ title: 'Club Championship', myStatus: 'waitlisted' })]);
    // the deadline at the course's offset, as the event's own answer gives it
    const event = body(await app.inject({ method: 'GET', url: `/api/activities/${later.id}`, headers: bearer(member.token) })).data;
    expect(after.data.openEvents[0].regtime).toMatch(/\+09:00$/);
    expect(after.data.openEvents[0].regtime).toBe(event.regtime);
    expect(after.data.notices.map((n: { title: string; read: boolean }) => [n.title, n.read])).toEqual([['Buggies booked', false]]);
    expect(after.data.topics.map((t: { title: string }) => t.title)).toEqual(['Lift to the course?']);
    expect(after.data.unreadNotices).toBe(1);
    expect(after.data.unreadMessages).toBeGreaterThanOrEqual(1);
    expect(after.data.todos).toEqual([]);
    // my groups with my role (no pending count for a member), my upcoming events with status and published flight + partners
    expect(after.data.myGroups).toEqual([expect.objectContaining({ name: 'Pine Ridge Society', myRole: 'member', pending: 0 })]);
    expect(after.data.upcoming.map((u: { title: string; registration: { status: string } }) => [u.title, u.registration.status])).toEqual([
      ['Monthly Medal', 'registered'],
      ['Club Championship', 'waitlisted'],
    ]);
    expect(after.data.upcoming[0].flight).toEqual({ day: dayFromNow(3), teeTime: '08:24', startHole: 10, startGroup: '', partners: ['Mate'] });
    expect(after.data.upcoming[1].flight).toBeNull();
    expect(before.data.upcoming[0].flight).toBeNull();
    // the session lookup plus nine queries for the page
    expect(before.n).toBeLessThanOrEqual(11);
    expect(after.n).toBe(before.n);

    // organiser: pending applications, the guest without a flight, then scores missing once play starts
    await app.db.insert(groupApplications).values({ groupId: group.id, userId: newcomer.id });
    // a sign-up to an event still open and without flights is no to-do yet: the deadline's one click assigns everybody
    await app.db.insert(players).values({ activityId: later.id, name: 'Early Bird', status: 'registered', isGuest: true });
    const boss = await countQueries(organiser);
    const clubTodos = (data: { todos: { activityTitle: string | null; kind: string }[] }) => data.todos.filter((t) => t.activityTitle === 'Club Championship');
    expect(clubTodos(boss.data)).toEqual([]);
    // its deadline passed (the closing timer has not stored it yet) or flights made while open: then it is one
    await app.db.update(activities).set({ regtime: new Date(Date.now() - 60_000) }).where(eq(activities.id, later.id));
    expect(clubTodos((await countQueries(organiser)).data)).toEqual([expect.objectContaining({ kind: 'unassigned', count: 1 })]);
    await app.db.update(activities).set({ regtime: new Date(hoursFromNow(48)), status: 'registering' }).where(eq(activities.id, later.id));
    expect(clubTodos((await countQueries(organiser)).data)).toEqual([]);
    await app.db.insert(flights).values({ activityId: later.id, day: dayFromNow(20), teeTime: '08:00' });
    expect(clubTodos((await countQueries(organiser)).data)).toEqual([expect.objectContaining({ kind: 'unassigned', count: 1 })]);
    expect(boss.data.todos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'applications', count: 1, groupName: 'Pine Ridge Society', activityId: null }),
        expect.objectContaining({ kind: 'unassigned', count: 1, activityTitle: 'Monthly Medal' }),
      ]),
    );
    expect(boss.data.myGroups).toEqual([expect.objectContaining({ name: 'Pine Ridge Society', myRole: 'owner', pending: 1 })]);
    expect(boss.data.pendingApplications).toBe(1);
    expect(boss.n).toBe(before.n);
    await app.db.update(activities).set({ status: 'playing' }).where(eq(activities.id, soon.id));
    await app.db.insert(scores).values(Array.from({ length: 18 }, (_, i) => ({ playerId: me.id, hole: i + 1, strokes: 4 })));
    await app.db.insert(scores).values(Array.from({ length: 18 }, (_, i) => ({ playerId: mate.id, hole: i + 1, strokes: 5 })));
    const playing = await countQueries(organiser);
    expect(playing.data.todos).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'missingScores', count: 1, activityTitle: 'Monthly Medal' })]));

    // my latest result comes from the event's stored results snapshot once it is finished
    const [pastCup] = await app.db
      .insert(activities)
      .values({ groupId: group.id, title: 'Spring Cup', status: 'finished', acdate: dayFromNow(-20), days: [dayFromNow(-20)], regtime: new Date(hoursFromNow(-600)), capacity: 8 })
      .returning();
    const [past] = await app.db.insert(players).values({ activityId: pastCup.id, userId: member.id, name: 'me', status: 'registered' }).returning();
    await app.db
      .update(activities)
      .set({ results: { list: [{ pid: String(past.id), rank: 2, gross: 88, handicap: 14.4, net: 73.6, toPar: 16, status: 'ok' }, { pid: '999999', rank: 1, gross: 80, handicap: 9, net: 71, toPar: 8, status: 'ok' }] } })
      .where(eq(activities.id, pastCup.id));
    const withResult = await countQueries(member);
    expect(withResult.data.latestResults).toEqual([expect.objectContaining({ title: 'Spring Cup', rank: 2, ranked: 2, gross: 88, net: 73.6 })]);
    expect(withResult.n).toBe(before.n);

    // more groups and events do not add queries
    for (let i = 0; i < 4; i += 1) {
      const g = await buildGroup(app, organiser);
      await addMember(app, g, member);
      await buildActivity(app, g.id, { title: `Open ${i}` });
    }
    const many = await countQueries(member);
    expect(many.data.openEvents).toHaveLength(5);
    expect(many.n).toBe(before.n);
  });
});
