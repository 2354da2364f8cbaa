import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activities, donations, players, prizes } from '../src/db/schema';
import { dayFromNow } from './activity-factories';
import { bearer, body, buildUser, type TestUser } from './factories';
import { buildTestApp } from './helpers';
import { buildPrizeEvent, storeResults, type PrizeEvent } from './prize-factories';

const { app } = await buildTestApp();

interface MyAwardRow {
  activityId: string;
  title: string;
  day: string;
  label: string;
  reason: string;
  prizeName: string;
  num: number;
  value: number | null;
  sponsor: string | null;
}

/** A rule of `event` giving `prize` (created through the API as the organiser). */
async function addRule(event: PrizeEvent, payload: Record<string, unknown>): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `/api/activities/${event.activityId}/prize-rules`, headers: bearer(event.organiser.token), payload });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data.id;
}

async function addPrize(event: PrizeEvent, payload: Record<string, unknown>): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `/api/activities/${event.activityId}/prizes`, headers: bearer(event.organiser.token), payload });
  expect(res.statusCode).toBe(200);
  return body(res).data.id;
}

/** Enters `golfer` in `event` as an extra player and returns the player id. */
async function enter(event: PrizeEvent, golfer: TestUser): Promise<number> {
  const [p] = await app.db.insert(players).values({ activityId: event.activityId, userId: golfer.id, name: golfer.username, sex: 'M', status: 'registered' }).returning({ id: players.id });
  event.pids.push(p.id);
  return p.id;
}

const setEvent = (event: PrizeEvent, values: Partial<typeof activities.$inferInsert>) => app.db.update(activities).set(values).where(eq(activities.id, event.activityId));

const mine = async (user: TestUser, query = '', language = 'en-US') =>
  app.inject({ method: 'GET', url: `/api/awards/mine${query}`, headers: { ...bearer(user.token), 'accept-language': language } });

describe('GET /api/awards/mine', () => {
  it('lists my prizes of two finished events, newest first, with award, reason, prize, value and sponsor; paginated; nobody else sees them', async () => {
    // Spring Medal (older): the winner wins the sponsored Cup for net 1st
    const spring = await buildPrizeEvent(app, 4);
    const winner = spring.golfers[0];
    const rival = spring.golfers[1];
    await setEvent(spring, { title: 'Spring Medal', acdate: dayFromNow(-40), days: [dayFromNow(-40)] });
    const sponsor = await buildUser(app, { nickname: 'Acme Golf' });
    const [donation] = await app.db
      .insert(donations)
      .values({ activityId: spring.activityId, userId: sponsor.id, title: 'Cup', kind: 'goods', goods: 'Cup', contact: '555', status: 'accepted' })
      .returning({ id: donations.id });
    const [cup] = await app.db
      .insert(prizes)
      .values({ activityId: spring.activityId, name: 'Silver cup', num: 1, price: 120, donationId: donation.id, source: 'donation' })
      .returning({ id: prizes.id });
    await addRule(spring, { type: 'rankNet', ranking: 1, order: 1, prizeId: String(cup.id) });
    const ball = await addPrize(spring, { name: 'Golf balls', num: 1 });
    const second = await addRule(spring, { type: 'rankNet', ranking: 2, order: 2, prizeId: ball });
    await storeResults(app, spring);
    // the organiser gives the runner-up's prize to the 4th player instead, with a reason
    const override = await app.inject({
      method: 'PUT',
      url: `/api/activities/${spring.activityId}/awards/overrides`,
      headers: bearer(spring.organiser.token),
      payload: { ruleId: second, slot: 0, pid: String(spring.pids[3]), reason: 'Runner-up left before the ceremony' },
    });
    expect(override.statusCode, override.body).toBe(200);

    // Summer Cup (newer): the same member plays and is the booby (2nd from the bottom) of 5
    const summer = await buildPrizeEvent(app, 4);
    await setEvent(summer, { title: 'Summer Cup', acdate: dayFromNow(-10), days: [dayFromNow(-10)] });
    const winnerPid = await enter(summer, winner);
    const towel = await addPrize(summer, { name: 'Towel', num: 2, price: 15 });
    await addRule(summer, { type: 'fromBottom', ranking: 2, order: 5, prizeId: towel, num: 2 });
    await storeResults(app, summer, [summer.pids[0], summer.pids[1], summer.pids[2], winnerPid, summer.pids[3]]);
    // …and is nearest the pin on hole 7 (recorded with the distance; presented before the booby)
    const wine = await addPrize(summer, { name: 'Wine', num: 1 });
    const pin = await addRule(summer, { type: 'nearestPin', ranking: 1, order: 3, hole: 7, prizeId: wine });
    const recorded = await app.inject({
      method: 'POST',
      url: `/api/activities/${summer.activityId}/prize-rules/${pin}/winner`,
      headers: bearer(summer.organiser.token),
      payload: { pid: String(winnerPid), distance: 1.5 },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);

    // Autumn Open is still in play: its provisional awards are not in anyone's history
    const autumn = await buildPrizeEvent(app, 4);
    await setEvent(autumn, { status: 'playing', acdate: dayFromNow(-1), days: [dayFromNow(-1)] });
    const autumnPid = await enter(autumn, winner);
    const medal = await addPrize(autumn, { name: 'Medal', num: 1 });
    await addRule(autumn, { type: 'rankNet', ranking: 1, order: 1, prizeId: medal });
    await storeResults(app, autumn, [autumnPid, ...autumn.pids.slice(0, 4)]);

    const res = await mine(winner);
    expect(res.statusCode).toBe(200);
    const { list, total } = body(res).data as { list: MyAwardRow[]; total: number };
    expect(total).toBe(3);
    expect(list.map((r) => `${r.title}: ${r.label} — ${r.prizeName} × ${r.num}`)).toEqual([
      'Summer Cup: Nearest the pin, hole 7 — Wine × 1',
      'Summer Cup: Booby (2nd from the bottom) — Towel × 2',
      'Spring Medal: Net #1 — Silver cup × 1',
    ]);
    expect(list[0]).toMatchObject({ value: null, reason: 'Recorded on hole 7: 1.50 m' });
    expect(list[1]).toMatchObject({ activityId: String(summer.activityId), day: dayFromNow(-10), value: 30, sponsor: null, reason: 'No. 2 from the bottom (place 4)' });
    expect(list[2]).toMatchObject({ activityId: String(spring.activityId), value: 120, sponsor: 'Acme Golf', reason: 'Place 1 by net' });

    // in the caller's language
    const ja = body(await mine(winner, '', 'ja-JP')).data.list as MyAwardRow[];
    expect(ja.map((r) => r.label)).toEqual(['ニアピン（7 番ホール）', 'ブービー', 'ネット 1 位']);

    // pages of two
    const first = body(await mine(winner, '?page=1&pageSize=2')).data;
    const next = body(await mine(winner, '?page=2&pageSize=2')).data;
    const past = body(await mine(winner, '?page=3&pageSize=2')).data;
    expect([first.total, next.total, past.total]).toEqual([3, 3, 3]);
    expect(first.list.map((r: MyAwardRow) => r.prizeName)).toEqual(['Wine', 'Towel']);
    expect(next.list.map((r: MyAwardRow) => r.prizeName)).toEqual(['Silver cup']);
    expect(past.list).toEqual([]);

    // the overridden runner-up no longer sees the balls, the organiser's choice does (with the reason); others see none
    expect(body(await mine(rival)).data).toEqual({ list: [], total: 0 });
    const chosen = body(await mine(spring.golfers[3])).data;
    expect(chosen.list.map((r: MyAwardRow) => `${r.label} — ${r.prizeName}: ${r.reason}`)).toEqual([
      `Net #2 — Golf balls: Winner changed by ${spring.organiser.username}: Runner-up left before the ceremony`,
    ]);
    expect(body(await mine(spring.golfers[2])).data).toEqual({ list: [], total: 0 });
    expect(body(await mine(spring.outsider)).data).toEqual({ list: [], total: 0 });
  });

  it('refuses anonymous callers with 401 and a bad page with 400, in the caller\'s language', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/awards/mine', headers: { 'accept-language': 'ja-JP' } });
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).msg).toMatch(/[ぁ-んァ-ヶ一-龯]/);
    const user = await buildUser(app);
    const bad = await mine(user, '?page=0');
    expect(bad.statusCode).toBe(400);
  });
});
