import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, players } from '../src/db/schema';
import { buildTestApp } from './helpers';
import { bearer, body, buildUser, type TestUser } from './factories';
import { addMember } from './group-factories';
import { hoursFromNow, messageKinds, PINE_RIDGE_HOLES } from './activity-factories';
import { addGuest, addMemberPlayer, buildScoringEvent, type ScoringEvent } from './score-factories';

const { app } = await buildTestApp();
const en = (u: TestUser) => ({ ...bearer(u.token), 'accept-language': 'en-US' });

/** Par on every hole plus one stroke on each of the first `extra` holes. */
const card = (extra = 0) => PINE_RIDGE_HOLES.map((h) => ({ number: h.number, strokes: h.par + (h.number <= extra ? 1 : 0) }));

async function member(event: ScoringEvent): Promise<TestUser> {
  const user = await buildUser(app);
  await addMember(app, event.group, user);
  return user;
}

describe('the vote settles with the results', () => {
  it('waits for the last card, pays the winners, and re-settles after a score correction', async () => {
    // fixed handicaps of 0: net = gross
    const event = await buildScoringEvent(app, 'closed', { type: 'fixed' });
    const aid = event.activityId;
    await app.db
      .update(activities)
      .set({ vote: { enabled: true, pointsPerMember: 10 }, starttime: new Date(hoursFromNow(24)) })
      .where(eq(activities.id, aid));
    const [amy, ben, cho] = [await addGuest(app, aid, 'Amy', 'F', { handicap: 0 }), await addGuest(app, aid, 'Ben', 'M', { handicap: 0 }), await addGuest(app, aid, 'Cho', 'M', { handicap: 0 })];
    const [m1, m2] = [await member(event), await member(event)];
    const buy = (u: TestUser, pids: number[], points: number) =>
      app.inject({ method: 'POST', url: `/api/activities/${aid}/vote/tickets`, headers: en(u), payload: { players: pids.map(String), points } });
    expect((await buy(m1, [amy, ben], 4)).statusCode).toBe(200);
    expect((await buy(m2, [amy, cho], 6)).statusCode).toBe(200);

    // play starts: no more tickets
    await app.db.update(activities).set({ status: 'playing' }).where(eq(activities.id, aid));
    expect((await buy(m1, [ben, cho], 1)).statusCode).toBe(409);

    const put = (pid: number, extra: number) =>
      app.inject({ method: 'PUT', url: `/api/activities/${aid}/scorecards/${pid}`, headers: en(event.owner), payload: { holes: card(extra) } });
    const settlement = () => app.inject({ method: 'GET', url: `/api/activities/${aid}/vote/settlement`, headers: en(m1) });
    expect((await put(amy, 0)).statusCode).toBe(200);
    expect((await put(ben, 1)).statusCode).toBe(200);
    // Cho has no card yet: the vote waits
    expect((await settlement()).statusCode).toBe(404);
    expect((await put(cho, 2)).statusCode).toBe(200);

    const first = body(await settlement()).data;
    expect(first.winningOptions).toEqual([`${amy}:${ben}`]);
    // every card is in, the event still in play: a correction may still move it
    expect(first.final).toBe(false);
    const won = (s: { list: { userId: string; winnings: number }[] }) => Object.fromEntries(s.list.map((r) => [r.userId, r.winnings]));
    expect(won(first)).toEqual({ [m1.id]: 10, [m2.id]: 0 });
    expect(first.list.reduce((sum: number, r: { winnings: number }) => sum + r.winnings, 0)).toBe(first.pool - first.cut - first.remainder);
    expect(await messageKinds(app, m1.id)).toContain('vote.settled');

    // a correction: Ben took 3 more strokes, so Cho is 2nd
    expect((await put(ben, 5)).statusCode).toBe(200);
    const second = body(await settlement()).data;
    expect(second.winningOptions).toEqual([`${amy}:${cho}`]);
    expect(won(second)).toEqual({ [m1.id]: 0, [m2.id]: 10 });
    expect(await messageKinds(app, m2.id)).toContain('vote.settled');

    // "restatistics" settles again with the same answer
    expect((await app.inject({ method: 'POST', url: `/api/activities/${aid}/results/recompute`, headers: en(event.owner) })).statusCode).toBe(200);
    expect(won(body(await settlement()).data)).toEqual({ [m1.id]: 0, [m2.id]: 10 });
    expect((await messageKinds(app, m2.id)).filter((k) => k === 'vote.settled')).toHaveLength(1);

    // the event is called off in play: nothing was won or lost on it, nor counts in the group's season table
    const leaderboard = async () => body(await app.inject({ method: 'GET', url: `/api/groups/${event.group.id}/vote-leaderboard`, headers: en(m1) })).data;
    expect((await leaderboard()).total).toBe(2);
    const cancel = await app.inject({ method: 'POST', url: `/api/activities/${aid}/status`, headers: en(event.owner), payload: { status: 'cancelled' } });
    expect(cancel.statusCode).toBe(200);
    expect((await settlement()).statusCode).toBe(404);
    expect((await leaderboard()).total).toBe(0);
    // and a recompute does not settle it again
    await app.inject({ method: 'POST', url: `/api/activities/${aid}/results/recompute`, headers: en(event.owner) });
    expect((await settlement()).statusCode).toBe(404);
  });
});

describe('with hidden holes', () => {
  it('the vote settles only when the event is finished: its outcome would tell the secret net places', async () => {
    const event = await buildScoringEvent(app, 'closed', { type: 'peoria' });
    const aid = event.activityId;
    await app.db.update(activities).set({ vote: { enabled: true, pointsPerMember: 10 }, starttime: new Date(hoursFromNow(24)) }).where(eq(activities.id, aid));
    const [amy, ben, cho] = [await addGuest(app, aid, 'Amy'), await addGuest(app, aid, 'Ben'), await addGuest(app, aid, 'Cho')];
    const m1 = await member(event);
    expect((await app.inject({ method: 'POST', url: `/api/activities/${aid}/vote/tickets`, headers: en(m1), payload: { players: [String(amy), String(ben)], points: 4 } })).statusCode).toBe(200);
    await app.db.update(activities).set({ status: 'playing' }).where(eq(activities.id, aid));
    for (const [pid, extra] of [[amy, 0], [ben, 1], [cho, 2]]) {
      expect((await app.inject({ method: 'PUT', url: `/api/activities/${aid}/scorecards/${pid}`, headers: en(event.owner), payload: { holes: card(extra) } })).statusCode).toBe(200);
    }
    const settlement = () => app.inject({ method: 'GET', url: `/api/activities/${aid}/vote/settlement`, headers: en(m1) });
    expect((await settlement()).statusCode).toBe(404);
    expect(body(await app.inject({ method: 'GET', url: `/api/activities/${aid}/vote`, headers: en(m1) })).data.settlement).toBeNull();
    expect((await app.inject({ method: 'POST', url: `/api/activities/${aid}/status`, headers: en(event.owner), payload: { status: 'finished' } })).statusCode).toBe(200);
    expect(body(await settlement()).data).toMatchObject({ final: true, pool: 4 });
  });
});

describe('an event finished without a single score', () => {
  it('settles its vote as it finishes: nobody started, every ticket comes back (it waited for someone to open the results)', async () => {
    const event = await buildScoringEvent(app, 'closed', { type: 'fixed' });
    const aid = event.activityId;
    await app.db.update(activities).set({ vote: { enabled: true, pointsPerMember: 10 }, starttime: new Date(hoursFromNow(24)) }).where(eq(activities.id, aid));
    const [amy, ben] = [await addGuest(app, aid, 'Amy'), await addGuest(app, aid, 'Ben')];
    const m1 = await member(event);
    expect((await app.inject({ method: 'POST', url: `/api/activities/${aid}/vote/tickets`, headers: en(m1), payload: { players: [String(amy), String(ben)], points: 3 } })).statusCode).toBe(200);
    await app.db.update(activities).set({ status: 'playing' }).where(eq(activities.id, aid));
    expect((await app.inject({ method: 'POST', url: `/api/activities/${aid}/status`, headers: en(event.owner), payload: { status: 'finished' } })).statusCode).toBe(200);
    const settled = body(await app.inject({ method: 'GET', url: `/api/activities/${aid}/vote/settlement`, headers: en(m1) })).data;
    expect(settled.list).toEqual([expect.objectContaining({ spent: 3, refunded: 3, winnings: 0, net: 0 })]);
  });
});

describe('an event ranked by gross', () => {
  it('settles the vote on net, as the tickets say, and answers each player’s net place', async () => {
    const event = await buildScoringEvent(app, 'closed', { type: 'fixed', rankBy: 'gross' });
    const aid = event.activityId;
    await app.db
      .update(activities)
      .set({ vote: { enabled: true, pointsPerMember: 10 }, starttime: new Date(hoursFromNow(24)) })
      .where(eq(activities.id, aid));
    const [ann, bob, cat] = [
      await addGuest(app, aid, 'Ann', 'F', { handicap: 14 }),
      await addGuest(app, aid, 'Bob', 'M', { handicap: 2 }),
      await addGuest(app, aid, 'Cat', 'F', { handicap: 8 }),
    ];
    const [m1, m2] = [await member(event), await member(event)];
    const buy = (u: TestUser, pids: number[]) =>
      app.inject({ method: 'POST', url: `/api/activities/${aid}/vote/tickets`, headers: en(u), payload: { players: pids.map(String), points: 5 } });
    expect((await buy(m1, [bob, cat])).statusCode).toBe(200); // 1st and 2nd on gross
    expect((await buy(m2, [ann, cat])).statusCode).toBe(200); // 1st and 2nd on net
    await app.db.update(activities).set({ status: 'playing' }).where(eq(activities.id, aid));
    const put = (pid: number, extra: number) =>
      app.inject({ method: 'PUT', url: `/api/activities/${aid}/scorecards/${pid}`, headers: en(event.owner), payload: { holes: card(extra) } });
    expect((await put(ann, 8)).statusCode).toBe(200); // gross 80, net 66
    expect((await put(bob, 6)).statusCode).toBe(200); // gross 78, net 76
    expect((await put(cat, 7)).statusCode).toBe(200); // gross 79, net 71

    const results = body(await app.inject({ method: 'GET', url: `/api/activities/${aid}/results`, headers: en(m1) })).data;
    expect(results.list.map((r: { pid: string; rank: number; netRank: number }) => [r.pid, r.rank, r.netRank])).toEqual([
      [String(bob), 1, 3],
      [String(cat), 2, 2],
      [String(ann), 3, 1],
    ]);
    const settled = body(await app.inject({ method: 'GET', url: `/api/activities/${aid}/vote/settlement`, headers: en(m1) })).data;
    expect(settled.winningOptions).toEqual([`${ann}:${cat}`]);
    expect(Object.fromEntries(settled.list.map((r: { userId: string; winnings: number }) => [r.userId, r.winnings]))).toEqual({ [m1.id]: 0, [m2.id]: 10 });
  });
});

describe('finishing the event', () => {
  it('settles the vote with a card missing, refunds tickets on a player who left, and tells each prize winner once', async () => {
    const event = await buildScoringEvent(app, 'closed', { type: 'fixed' });
    const aid = event.activityId;
    const owner = en(event.owner);
    await app.db
      .update(activities)
      .set({ vote: { enabled: true, pointsPerMember: 10 }, starttime: new Date(hoursFromNow(24)) })
      .where(eq(activities.id, aid));
    const amy = await addMemberPlayer(app, event, 'Amy');
    const ben = await addMemberPlayer(app, event, 'Ben');
    for (const p of [amy, ben]) await app.db.update(players).set({ handicap: 0 }).where(eq(players.id, p.pid));
    // Cho plays without ever handing in a card
    await addGuest(app, aid, 'Cho', 'M', { handicap: 0 });
    const dan = await addGuest(app, aid, 'Dan', 'M', { handicap: 0 });
    const [m1, m2] = [await member(event), await member(event)];
    const buy = (u: TestUser, pids: number[], points: number) =>
      app.inject({ method: 'POST', url: `/api/activities/${aid}/vote/tickets`, headers: en(u), payload: { players: pids.map(String), points } });
    expect((await buy(m1, [amy.pid, ben.pid], 4)).statusCode).toBe(200);
    expect((await buy(m2, [amy.pid, dan], 6)).statusCode).toBe(200);
    const prize = body(await app.inject({ method: 'POST', url: `/api/activities/${aid}/prizes`, headers: owner, payload: { name: 'Cup', num: 1 } })).data;
    const rule = await app.inject({ method: 'POST', url: `/api/activities/${aid}/prize-rules`, headers: owner, payload: { type: 'rankNet', ranking: 1, prizeId: prize.id } });
    expect(rule.statusCode).toBe(200);

    const status = (to: string) => app.inject({ method: 'POST', url: `/api/activities/${aid}/status`, headers: owner, payload: { status: to } });
    expect((await status('playing')).statusCode).toBe(200);
    // Dan leaves once the vote has closed: his entry is removed, and the settlement refunds the ticket naming him
    // (while the vote is open the ticket would go at once, vote.test.ts)
    expect((await app.inject({ method: 'DELETE', url: `/api/activities/${aid}/players/${dan}`, headers: owner })).statusCode).toBe(200);
    const put = (pid: number, extra: number) =>
      app.inject({ method: 'PUT', url: `/api/activities/${aid}/scorecards/${pid}`, headers: owner, payload: { holes: card(extra) } });
    expect((await put(amy.pid, 0)).statusCode).toBe(200);
    expect((await put(ben.pid, 1)).statusCode).toBe(200);
    // Cho never hands in a card: while the event is played the vote waits, and nobody has been told of a prize
    const settlement = () => app.inject({ method: 'GET', url: `/api/activities/${aid}/vote/settlement`, headers: en(m1) });
    expect((await settlement()).statusCode).toBe(404);
    expect(await messageKinds(app, amy.user.id)).not.toContain('award.won');

    expect((await status('finished')).statusCode).toBe(200);
    const settled = body(await settlement()).data;
    expect(settled.winningOptions).toEqual([`${amy.pid}:${ben.pid}`]);
    const row = (u: TestUser) => settled.list.find((r: { userId: string }) => r.userId === String(u.id));
    expect(row(m1)).toMatchObject({ spent: 4, refunded: 0, winnings: 4, net: 0 });
    expect(row(m2)).toMatchObject({ spent: 6, refunded: 6, winnings: 0, net: 0 });
    expect((await messageKinds(app, amy.user.id)).filter((k) => k === 'award.won')).toHaveLength(1);
    expect(await messageKinds(app, ben.user.id)).not.toContain('award.won');

    // "restatistics" after the event: nobody is told twice
    expect((await app.inject({ method: 'POST', url: `/api/activities/${aid}/results/recompute`, headers: owner })).statusCode).toBe(200);
    expect((await messageKinds(app, amy.user.id)).filter((k) => k === 'award.won')).toHaveLength(1);
  });
});
