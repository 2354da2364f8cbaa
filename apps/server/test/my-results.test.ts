import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activities, players } from '../src/db/schema';
import { buildActivity, dayFromNow } from './activity-factories';
import { bearer, body, buildUser } from './factories';
import { buildGroup } from './group-factories';
import { buildTestApp } from './helpers';

const row = (pid: number, rank: number | null, gross: number | null, handicap: number | null, extra: Record<string, unknown> = {}) => ({
  pid: String(pid),
  name: `p${pid}`,
  rank,
  gross,
  handicap,
  net: gross !== null && handicap !== null ? gross - handicap : null,
  toPar: gross === null ? null : gross - 72,
  status: rank === null ? 'noCard' : 'ok',
  ...extra,
});

describe('GET /api/results/mine', () => {
  it('answers my line of each finished event with results, newest first, and nothing of other events or players', async () => {
    const { app } = await buildTestApp();
    const me = await buildUser(app);
    const other = await buildUser(app);
    const group = await buildGroup(app, me);

    const addPlayer = async (activityId: number, userId: number | null, name: string) =>
      (await app.db.insert(players).values({ activityId, userId, name, status: 'registered' }).returning())[0].id;

    const older = await buildActivity(app, group.id, { title: 'Spring Medal', status: 'finished', acdate: dayFromNow(-40), days: [dayFromNow(-40)] });
    const newer = await buildActivity(app, group.id, { title: 'Summer Cup', status: 'finished', acdate: dayFromNow(-10), days: [dayFromNow(-10)] });
    const upcoming = await buildActivity(app, group.id, { title: 'Autumn Open' });
    const notMine = await buildActivity(app, group.id, { title: 'Guests Day', status: 'finished', acdate: dayFromNow(-5), days: [dayFromNow(-5)] });
    const noResults = await buildActivity(app, group.id, { title: 'Rained Off', status: 'finished', acdate: dayFromNow(-3), days: [dayFromNow(-3)] });

    const myOld = await addPlayer(older.id, me.id, 'me');
    const rival = await addPlayer(older.id, other.id, 'rival');
    const myNew = await addPlayer(newer.id, me.id, 'me');
    const guest = await addPlayer(newer.id, null, 'guest');
    await addPlayer(upcoming.id, me.id, 'me');
    const stranger = await addPlayer(notMine.id, other.id, 'rival');
    await addPlayer(noResults.id, me.id, 'me');

    const store = (id: number, list: unknown[]) => app.db.update(activities).set({ results: { list, teams: [] } }).where(eq(activities.id, id));
    await store(older.id, [row(rival, 1, 80, 8), row(myOld, 2, 90, 16.8, { tied: true })]);
    await store(newer.id, [row(guest, 1, 85, 10), row(myNew, null, null, null)]);
    await store(upcoming.id, [row(myOld, 1, 70, 0)]);
    await store(notMine.id, [row(stranger, 1, 75, 3)]);

    const res = await app.inject({ method: 'GET', url: '/api/results/mine', headers: bearer(me.token) });
    expect(res.statusCode).toBe(200);
    const list = body(res).data.list as { title: string; rank: number | null; ranked: number; net: number | null; tied: boolean; handicap: number | null; pid: string }[];
    expect(list.map((r) => r.title)).toEqual(['Summer Cup', 'Spring Medal']);
    expect(list[0]).toMatchObject({ pid: String(myNew), rank: null, ranked: 1, net: null });
    expect(list[1]).toMatchObject({ pid: String(myOld), rank: 2, tied: true, ranked: 2, handicap: 16.8 });
    expect(list[1].net).toBeCloseTo(73.2);

    expect(body(res).data.total).toBe(2);
    const second = await app.inject({ method: 'GET', url: '/api/results/mine?page=2&pageSize=1', headers: bearer(me.token) });
    expect(body(second).data).toMatchObject({ list: [expect.objectContaining({ title: 'Spring Medal' })], total: 2 });
    expect((await app.inject({ method: 'GET', url: '/api/results/mine?pageSize=101', headers: bearer(me.token) })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/results/mine' })).statusCode).toBe(401);
  });
});
