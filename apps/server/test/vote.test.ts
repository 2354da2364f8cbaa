import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VoteResultRow } from '@golf/shared/golf/vote';
import { activities, players } from '../src/db/schema';
import { settleActivityVote, voidActivityVote } from '../src/modules/vote/vote-settlement.service';
import { buildTestApp } from './helpers';
import { bearer, body, buildUser, type TestUser } from './factories';
import { addMember, buildGroup, type TestGroup } from './group-factories';
import { buildActivity, hoursFromNow, messageKinds } from './activity-factories';

const { app } = await buildTestApp();
const en = (u: TestUser) => ({ ...bearer(u.token), 'accept-language': 'en-US' });

interface Field {
  group: TestGroup;
  owner: TestUser;
  members: TestUser[];
  aid: number;
  /** player ids (strings) of the entered members, in order */
  pids: string[];
}

/** A group with `n` members, an event with the vote on, and the first `entered` members entered as players. */
async function field(n: number, entered: number, vote: Record<string, unknown> = {}, overrides: Partial<typeof activities.$inferInsert> = {}): Promise<Field> {
  const owner = await buildUser(app);
  const group = await buildGroup(app, owner);
  const members: TestUser[] = [];
  for (let i = 0; i < n; i++) {
    const m = await buildUser(app);
    await addMember(app, group, m);
    members.push(m);
  }
  const a = await buildActivity(app, group.id, {
    capacity: 20,
    starttime: new Date(hoursFromNow(24 * 5)),
    vote: { enabled: true, pointsPerMember: 10, ...vote },
    ...overrides,
  });
  const pids: string[] = [];
  for (let i = 0; i < entered; i++) {
    // members first, then guests
    const who = members[i] ? { userId: members[i].id } : { userId: null, isGuest: true };
    const [p] = await app.db
      .insert(players)
      .values({ activityId: a.id, ...who, name: `Player ${i + 1}`, handicap: 10 + i * 3, status: 'registered' })
      .returning({ id: players.id });
    pids.push(String(p.id));
  }
  return { group, owner, members, aid: a.id, pids };
}

const board = (aid: number, u: TestUser) => app.inject({ method: 'GET', url: `/api/activities/${aid}/vote`, headers: en(u) });
const buy = (aid: number, u: TestUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/activities/${aid}/vote/tickets`, headers: en(u), payload });
const cancel = (aid: number, u: TestUser, tid: string) => app.inject({ method: 'DELETE', url: `/api/activities/${aid}/vote/tickets/${tid}`, headers: en(u) });
const settlementOf = (aid: number, u: TestUser) => app.inject({ method: 'GET', url: `/api/activities/${aid}/vote/settlement`, headers: en(u) });

/** Results rows in finishing order: `order[i]` gets rank i + 1 unless `ranks` says otherwise. */
const results = (order: string[], ranks?: number[]): VoteResultRow[] => order.map((pid, i) => ({ pid, rank: ranks?.[i] ?? i + 1, status: 'ok' }));

describe('buying tickets', () => {
  it('shows the board with points, odds and the most popular picks, and my remaining points', async () => {
    const f = await field(3, 3);
    const [a, b, c] = f.members;
    expect(body(await buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 6 })).data).toMatchObject({ points: 6, names: ['Player 1', 'Player 2'] });
    expect((await buy(f.aid, b, { players: [f.pids[1], f.pids[0]], points: 2 })).statusCode).toBe(200);
    expect((await buy(f.aid, c, { players: [f.pids[0], f.pids[2]], points: 4 })).statusCode).toBe(200);
    const res = await board(f.aid, a);
    expect(res.statusCode).toBe(200);
    const data = body(res).data;
    expect(data).toMatchObject({ enabled: true, open: true, pool: 12, cut: 0, netPool: 12 });
    expect(data.options).toEqual([
      { option: `${f.pids[0]}:${f.pids[1]}`, names: ['Player 1', 'Player 2'], points: 8, tickets: 2, odds: 1.5 },
      { option: `${f.pids[0]}:${f.pids[2]}`, names: ['Player 1', 'Player 3'], points: 4, tickets: 1, odds: 3 },
    ]);
    expect(data.popular[0]).toBe(`${f.pids[0]}:${f.pids[1]}`);
    expect(data.me).toMatchObject({ spent: 6, remaining: 4, refusal: null, winnings: null });
    expect(data.me.tickets).toHaveLength(1);
    expect(data.players.map((p: { name: string }) => p.name)).toEqual(['Player 1', 'Player 2', 'Player 3']);
    expect(JSON.stringify(data)).not.toMatch(/money|yen|yuan|\$|¥/i);
  });

  it('refuses more points than are left, the same player twice, a player not entered and a wrong step', async () => {
    const f = await field(2, 2, { pointsPerTicket: 2 });
    const [a] = f.members;
    expect((await buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 6 })).statusCode).toBe(200);
    const over = await buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 6 });
    expect(over.statusCode).toBe(409);
    expect(body(over).msg).toContain('4 of your 10 points');
    const same = await buy(f.aid, a, { players: [f.pids[0], f.pids[0]], points: 2 });
    expect(same.statusCode).toBe(400);
    expect(body(same).msg).toContain('two different players');
    expect((await buy(f.aid, a, { players: [f.pids[0], '999999'], points: 2 })).statusCode).toBe(400);
    expect((await buy(f.aid, a, { players: [f.pids[0]], points: 2 })).statusCode).toBe(400);
    const step = await buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 3 });
    expect(step.statusCode).toBe(400);
    expect(body(step).msg).toContain('multiple of 2');
    expect(body(await board(f.aid, a)).data.me).toMatchObject({ spent: 6, remaining: 4 });
  });

  it('20 parallel one-point tickets of one member never spend more than the 10 points', async () => {
    const f = await field(1, 2);
    const [a] = f.members;
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 1 })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(10);
    expect(body(await board(f.aid, a)).data.me).toMatchObject({ spent: 10, remaining: 0 });
  });

  it('refuses tickets and cancellations after the vote deadline (409), and allows cancelling my own ticket before it', async () => {
    const f = await field(2, 2);
    const [a, b] = f.members;
    const t1 = body(await buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 3 })).data;
    const t2 = body(await buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 2 })).data;
    expect((await cancel(f.aid, b, t1.id)).statusCode).toBe(404);
    expect((await cancel(f.aid, a, t1.id)).statusCode).toBe(200);
    expect(body(await board(f.aid, a)).data.me).toMatchObject({ spent: 2, remaining: 8 });

    await app.db.update(activities).set({ starttime: new Date(Date.now() - 60_000) }).where(eq(activities.id, f.aid));
    const late = await buy(f.aid, b, { players: [f.pids[0], f.pids[1]], points: 1 });
    expect(late.statusCode).toBe(409);
    expect(body(late).msg).toContain('deadline');
    expect((await cancel(f.aid, a, t2.id)).statusCode).toBe(409);
    expect(body(await board(f.aid, a)).data).toMatchObject({ open: false, pool: 2 });
  });

  it('a cancelled event: a member who voted without playing is told, and the board says the vote counts for nothing', async () => {
    const f = await field(3, 2);
    const watcher = f.members[2];
    expect((await buy(f.aid, watcher, { players: [f.pids[0], f.pids[1]], points: 2 })).statusCode).toBe(200);
    const cancelled = await app.inject({ method: 'POST', url: `/api/activities/${f.aid}/status`, headers: en(f.owner), payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);
    expect(await messageKinds(app, watcher.id)).toContain('activity.cancelled');
    // in words for someone who voted and did not play (not "your sign-up has ended")
    const told = (await app.inject({ method: 'GET', url: '/api/messages', headers: en(watcher) })).json().data.list[0];
    expect(told.content).toContain('Its vote counts for nothing');
    expect(body(await board(f.aid, watcher)).data).toMatchObject({ cancelled: true, open: false });
  });

  it('refuses members of other groups, and follows who-may-vote', async () => {
    const f = await field(2, 1, { participantsMayVote: false });
    const stranger = await buildUser(app);
    const otherGroup = await buildGroup(app, stranger);
    expect(otherGroup.id).not.toBe(f.group.id);
    expect((await board(f.aid, stranger)).statusCode).toBe(403);
    expect((await buy(f.aid, stranger, { players: [f.pids[0], f.pids[0]], points: 1 })).statusCode).toBeGreaterThanOrEqual(400);
    const [player, watcher] = f.members;
    const [second] = await app.db
      .insert(players)
      .values({ activityId: f.aid, userId: null, name: 'Guest', isGuest: true, status: 'registered' })
      .returning({ id: players.id });
    const pick = { players: [f.pids[0], String(second.id)], points: 1 };
    const refused = await buy(f.aid, player, pick);
    expect(refused.statusCode).toBe(403);
    expect(body(await board(f.aid, player)).data.me.refusal).toContain('Players of this event may not vote');
    expect((await buy(f.aid, watcher, pick)).statusCode).toBe(200);
    // a public event: a signed-in outsider may look, but not vote
    await app.db.update(activities).set({ isPublic: true }).where(eq(activities.id, f.aid));
    expect((await buy(f.aid, stranger, pick)).statusCode).toBe(403);
  });

  it('answers 304 to a poll with the current ETag, and a fresh board after a change', async () => {
    const f = await field(1, 2);
    const [a] = f.members;
    const first = await board(f.aid, a);
    const tag = first.headers.etag as string;
    expect(tag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: `/api/activities/${f.aid}/vote`, headers: { ...en(a), 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    await buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 1 });
    const changed = await app.inject({ method: 'GET', url: `/api/activities/${f.aid}/vote`, headers: { ...en(a), 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(body(changed).data.pool).toBe(1);
  });
});

describe('frames', () => {
  it('organisers draw balanced frames by handicap; members buy frame tickets; a redraw after tickets is refused', async () => {
    const f = await field(4, 4, { ticketType: 'frameQuinella' });
    const [a] = f.members;
    expect((await app.inject({ method: 'POST', url: `/api/activities/${f.aid}/vote/frames/draw`, headers: en(a) })).statusCode).toBe(403);
    expect((await buy(f.aid, a, { frames: ['F1', 'F2'], points: 1 })).statusCode).toBe(409);
    const drawn = await app.inject({ method: 'POST', url: `/api/activities/${f.aid}/vote/frames/draw`, headers: en(f.owner) });
    expect(drawn.statusCode).toBe(200);
    const data = body(drawn).data;
    // handicaps 10, 13, 16, 19: best with worst, 2nd with 3rd
    expect(data.frames.map((fr: { pids: string[] }) => [...fr.pids].sort())).toEqual([
      [f.pids[0], f.pids[3]].sort(),
      [f.pids[1], f.pids[2]].sort(),
    ]);
    expect(data.options.map((o: { option: string }) => o.option).sort()).toEqual(['F1:F1', 'F1:F2', 'F2:F2']);
    const t = body(await buy(f.aid, a, { frames: ['F2', 'F1'], points: 2 })).data;
    expect(t.option).toBe('F1:F2');
    expect(t.names[0]).toMatch(/^F1 \(Player \d \/ Player \d\)$/);
    expect((await buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 1 })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: `/api/activities/${f.aid}/vote/frames/draw`, headers: en(f.owner) })).statusCode).toBe(409);
  });
});

describe('settings', () => {
  it('an edit that names only some vote settings (the basic form sends `enabled`) keeps the others and the frames', async () => {
    const f = await field(2, 4, { ticketType: 'frameQuinella', pointsPerMember: 30 });
    await app.inject({ method: 'POST', url: `/api/activities/${f.aid}/vote/frames/draw`, headers: en(f.owner) });
    const patch = (vote: Record<string, unknown>) => app.inject({ method: 'PATCH', url: `/api/activities/${f.aid}`, headers: en(f.owner), payload: { vote } });
    expect((await patch({ enabled: true })).statusCode).toBe(200);
    expect((await patch({ enabled: true, cutPercent: 10 })).statusCode).toBe(200);
    expect((await patch({ enabled: true, cutPercent: 60 })).statusCode).toBe(400);
    const data = body(await board(f.aid, f.members[0])).data;
    expect(data.settings).toMatchObject({ ticketType: 'frameQuinella', pointsPerMember: 30, cutPercent: 10 });
    expect(data.frames).toHaveLength(2);
  });
  it('a vote setting sent alone (API clients need not send `enabled`) leaves the vote on; the team merges the same way', async () => {
    const f = await field(1, 2);
    const patch = (payload: Record<string, unknown>) => app.inject({ method: 'PATCH', url: `/api/activities/${f.aid}`, headers: en(f.owner), payload });
    expect((await patch({ vote: { cutPercent: 10 } })).statusCode).toBe(200);
    expect((await patch({ team: { enabled: true, size: 3 } })).statusCode).toBe(200);
    expect((await patch({ team: { mode: 'mean' } })).statusCode).toBe(200);
    const [row] = await app.db.select({ vote: activities.vote, team: activities.team }).from(activities).where(eq(activities.id, f.aid));
    expect(row.vote).toMatchObject({ enabled: true, pointsPerMember: 10, cutPercent: 10 });
    expect(row.team).toEqual({ enabled: true, size: 3, mode: 'mean' });
    // the spec's yes/no flag: `vote: false` turns it off with its settings kept, `true` on again
    expect((await patch({ vote: false })).statusCode).toBe(200);
    const [off] = await app.db.select({ vote: activities.vote }).from(activities).where(eq(activities.id, f.aid));
    expect(off.vote).toMatchObject({ enabled: false, cutPercent: 10 });
    expect((await patch({ vote: 'yes' })).statusCode).toBe(400);
    const created = await app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: en(f.owner),
      payload: { groupId: String(f.group.id), title: 'Flag', acdate: '2030-05-01', regtime: '2030-04-25T20:00:00+08:00', capacity: 8, vote: true },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(body(created).data.vote).toMatchObject({ enabled: true });
  });

  it('once tickets are bought, the rules they were bought under stay (409, nothing changed); who may vote and more points may change', async () => {
    const f = await field(2, 3, { cutPercent: 10 });
    const patch = (vote: Record<string, unknown>) => app.inject({ method: 'PATCH', url: `/api/activities/${f.aid}`, headers: en(f.owner), payload: { vote } });
    // before any ticket, everything may change (and back)
    expect((await patch({ enabled: true, ticketType: 'winner' })).statusCode).toBe(200);
    expect((await patch({ enabled: true, ticketType: 'quinella' })).statusCode).toBe(200);
    expect((await buy(f.aid, f.members[0], { players: [f.pids[0], f.pids[1]], points: 6 })).statusCode).toBe(200);
    expect((await buy(f.aid, f.members[1], { players: [f.pids[0], f.pids[2]], points: 2 })).statusCode).toBe(200);
    for (const change of [{ ticketType: 'winner' }, { cutPercent: 50 }, { noWinner: 'rollover' }, { frames: [{ id: 'F1', pids: [f.pids[0]] }] }]) {
      const res = await patch({ enabled: true, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(body(res).msg).toBe('Members have already bought tickets (2), so the ticket type, the organisers\' cut, the rule for no winners and the frames stay as they were bought under. Set them before the vote opens.');
    }
    const lower = await patch({ pointsPerMember: 5 });
    expect(lower.statusCode).toBe(409);
    expect(body(lower).msg).toContain('already spent 6 points');
    // the form sends every field: the same values pass, as do who may vote, the step and more points
    expect((await patch({ enabled: true, ticketType: 'quinella', cutPercent: 10, noWinner: 'refund', pointsPerMember: 6, pointsPerTicket: 2, nonPlayersMayVote: false })).statusCode).toBe(200);
    const [row] = await app.db.select({ vote: activities.vote }).from(activities).where(eq(activities.id, f.aid));
    expect(row.vote).toMatchObject({ enabled: true, ticketType: 'quinella', cutPercent: 10, pointsPerMember: 6, pointsPerTicket: 2, nonPlayersMayVote: false });
    expect(row.vote).not.toHaveProperty('frames');
  });
});

describe('settlement', () => {
  it('shares the pool among winning tickets in proportion (rounded down, remainder reported), tells the winners, and lists every voter', async () => {
    const f = await field(3, 3);
    const [a, b, c] = f.members;
    const win = [f.pids[0], f.pids[1]];
    await buy(f.aid, a, { players: win, points: 2 });
    await buy(f.aid, b, { players: win, points: 5 });
    await buy(f.aid, c, { players: [f.pids[0], f.pids[2]], points: 10 });
    expect((await settlementOf(f.aid, a)).statusCode).toBe(404);

    const settled = await settleActivityVote(app, f.aid, results([f.pids[1], f.pids[0], f.pids[2]]));
    expect(settled).not.toBeNull();
    const data = body(await settlementOf(f.aid, a)).data;
    expect(data).toMatchObject({ pool: 17, cut: 0, winningOptions: [`${f.pids[0]}:${f.pids[1]}`], winningNames: [['Player 1', 'Player 2']] });
    // 17 × 2/7 = 4.86 → 4; 17 × 5/7 = 12.14 → 12; remainder 1
    const won = Object.fromEntries(data.list.map((r: { userId: string; winnings: number }) => [r.userId, r.winnings]));
    expect(won).toEqual({ [a.id]: 4, [b.id]: 12, [c.id]: 0 });
    expect(data.remainder).toBe(1);
    expect(data.list.reduce((s: number, r: { winnings: number }) => s + r.winnings, 0)).toBe(data.pool - data.cut - data.remainder);
    expect(data.biggest).toMatchObject({ userId: String(b.id), winnings: 12, spent: 5 });
    expect(data.list[0].userId).toBe(String(b.id));
    expect(await messageKinds(app, b.id)).toContain('vote.settled');
    expect(await messageKinds(app, c.id)).not.toContain('vote.settled');
    // the board closes and carries the settlement and my winnings
    const view = body(await board(f.aid, b)).data;
    expect(view).toMatchObject({ open: false, me: { winnings: 12 }, settlement: { pool: 17, remainder: 1 } });
    expect((await buy(f.aid, b, { players: win, points: 1 })).statusCode).toBe(409);
  });

  it('refunds every ticket when nobody picked the winners (rule: refund)', async () => {
    const f = await field(2, 3);
    const [a, b] = f.members;
    await buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 3 });
    await buy(f.aid, b, { players: [f.pids[0], f.pids[1]], points: 4 });
    await settleActivityVote(app, f.aid, results([f.pids[2], f.pids[1], f.pids[0]]));
    const data = body(await settlementOf(f.aid, a)).data;
    expect(data.list.map((r: { spent: number; refunded: number; winnings: number; net: number }) => [r.spent, r.refunded, r.winnings, r.net]).sort()).toEqual([
      [3, 3, 0, 0],
      [4, 4, 0, 0],
    ]);
    expect(data).toMatchObject({ remainder: 0, rollover: 0, biggest: null });
  });

  it('the vote’s messages say what happened to each member: won, won and some back, only back, changed by a correction; "you" to a player who left', async () => {
    const f = await field(4, 4);
    const [a, b, c, d] = f.members;
    const titles = async (u: TestUser) => ((body(await app.inject({ method: 'GET', url: '/api/messages', headers: en(u) })).data.list as { title: string }[]).map((m) => m.title));
    // d plays and holds a ticket on itself: leaving, it reads "you left"
    await buy(f.aid, d, { players: [f.pids[3], f.pids[0]], points: 1 });
    expect((await app.inject({ method: 'DELETE', url: `/api/activities/${f.aid}/registrations/me`, headers: en(d) })).statusCode).toBe(200);
    const [{ title }] = await app.db.select({ title: activities.title }).from(activities).where(eq(activities.id, f.aid));
    expect((await titles(d))[0]).toBe(`Points back: you left ${title}`);
    await buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 4 });
    await buy(f.aid, b, { players: [f.pids[0], f.pids[1]], points: 2 });
    await buy(f.aid, b, { players: [f.pids[1], f.pids[2]], points: 3 });
    await buy(f.aid, c, { players: [f.pids[1], f.pids[2]], points: 5 });
    // after the deadline Player 3 withdraws: b's and c's tickets on them come back at the settlement
    await app.db.update(players).set({ status: 'withdrawn' }).where(eq(players.id, Number(f.pids[2])));
    await settleActivityVote(app, f.aid, results([f.pids[0], f.pids[1]]));
    expect((await titles(a))[0]).toBe('Vote settled: you won 4 points');
    expect((await app.inject({ method: 'GET', url: '/api/messages', headers: en(b) })).json().data.list[0].content).toContain('you won 2 points, and 3 of the 5 points you spent came back');
    expect((await titles(c))[0]).toBe('Vote settled: 5 points back');
    // with the reason it was: the player who withdrew (there were winners)
    const back = (await app.inject({ method: 'GET', url: '/api/messages', headers: en(c) })).json().data.list[0].content as string;
    expect([back.includes('a ticket naming a player who withdrew'), back.includes('nobody picked')]).toEqual([true, false]);
    // settled again unchanged: nobody hears anything twice
    const before = await Promise.all([a, b, c].map(async (u) => (await titles(u)).length));
    await settleActivityVote(app, f.aid, results([f.pids[0], f.pids[1]]));
    expect(await Promise.all([a, b, c].map(async (u) => (await titles(u)).length))).toEqual(before);
  });

  it('a player who leaves while the vote is open takes the tickets naming them along: points back at once, with a message', async () => {
    const { owner, members, aid, pids } = await field(4, 3);
    const voter = members[3];
    expect((await buy(aid, voter, { players: [pids[0], pids[1]], points: 4 })).statusCode).toBe(200);
    expect((await buy(aid, voter, { players: [pids[1], pids[2]], points: 2 })).statusCode).toBe(200);
    // Player 1 cancels: the 4-point ticket goes, the pool and my points follow
    expect((await app.inject({ method: 'DELETE', url: `/api/activities/${aid}/registrations/me`, headers: en(members[0]) })).statusCode).toBe(200);
    const open = body(await board(aid, voter)).data;
    expect(open.pool).toBe(2);
    expect(open.me).toMatchObject({ spent: 2, remaining: 8 });
    expect(open.me.tickets.map((t: { option: string }) => t.option)).toEqual([`${pids[1]}:${pids[2]}`]);
    expect(await messageKinds(app, voter.id)).toContain('vote.refunded');
    // the organiser moves Player 3 to the waiting list: off the field, so the 2-point ticket goes as well
    expect((await app.inject({ method: 'PATCH', url: `/api/activities/${aid}/players/${pids[2]}`, headers: en(owner), payload: { status: 'waitlisted' } })).statusCode).toBe(200);
    expect(body(await board(aid, voter)).data.me).toMatchObject({ spent: 0, remaining: 10, tickets: [] });
    expect((await app.inject({ method: 'PATCH', url: `/api/activities/${aid}/players/${pids[2]}`, headers: en(owner), payload: { status: 'registered', force: true } })).statusCode).toBe(200);
    expect((await buy(aid, voter, { players: [pids[1], pids[2]], points: 2 })).statusCode).toBe(200);
    // once the vote has closed the settlement refunds instead, and the board names the player as withdrawn
    await app.db.update(activities).set({ status: 'playing' }).where(eq(activities.id, aid));
    const tag = (await board(aid, voter)).headers.etag as string;
    expect((await app.inject({ method: 'DELETE', url: `/api/activities/${aid}/players/${pids[2]}`, headers: en(owner) })).statusCode).toBe(200);
    // a poll with the board's last ETag gets the new names, not a 304
    expect((await app.inject({ method: 'GET', url: `/api/activities/${aid}/vote`, headers: { ...en(voter), 'if-none-match': tag } })).statusCode).toBe(200);
    const closed = body(await board(aid, voter)).data;
    expect(closed.me.tickets).toHaveLength(1);
    expect(closed.me.tickets[0].names).toEqual(['Player 2', '(withdrawn)']);
  });

  it('refunds the tickets naming a withdrawn player before sharing the pool', async () => {
    const f = await field(3, 3);
    const [a, b, c] = f.members;
    await buy(f.aid, a, { players: [f.pids[0], f.pids[2]], points: 5 });
    await buy(f.aid, b, { players: [f.pids[0], f.pids[1]], points: 2 });
    await buy(f.aid, c, { players: [f.pids[1], f.pids[2]], points: 3 });
    await app.db.update(players).set({ status: 'withdrawn' }).where(eq(players.id, Number(f.pids[2])));
    await settleActivityVote(app, f.aid, results([f.pids[0], f.pids[1]]));
    const data = body(await settlementOf(f.aid, a)).data;
    const row = (u: TestUser) => data.list.find((r: { userId: string }) => r.userId === String(u.id));
    expect(data.pool).toBe(2);
    expect(row(a)).toMatchObject({ spent: 5, refunded: 5, winnings: 0, net: 0 });
    expect(row(c)).toMatchObject({ spent: 3, refunded: 3, winnings: 0 });
    expect(row(b)).toMatchObject({ spent: 2, refunded: 0, winnings: 2, net: 0 });
  });

  it('re-settles when the results change: the new winners are paid and told', async () => {
    const f = await field(2, 3);
    const [a, b] = f.members;
    await buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 4 });
    await buy(f.aid, b, { players: [f.pids[0], f.pids[2]], points: 6 });
    await settleActivityVote(app, f.aid, results([f.pids[0], f.pids[1], f.pids[2]]));
    expect(body(await board(f.aid, a)).data.me.winnings).toBe(10);
    // a score correction swaps 2nd and 3rd
    await settleActivityVote(app, f.aid, results([f.pids[0], f.pids[2], f.pids[1]]));
    expect(body(await board(f.aid, a)).data.me.winnings).toBe(0);
    expect(body(await board(f.aid, b)).data.me.winnings).toBe(10);
    expect(await messageKinds(app, b.id)).toEqual(['vote.settled']);
    // the first winner hears the win is gone (the season table changed without a word)
    expect((await messageKinds(app, a.id)).sort()).toEqual(['vote.corrected', 'vote.settled']);
    // the organisers switch the vote off: its winner hears those points are gone too
    expect((await app.inject({ method: 'PATCH', url: `/api/activities/${f.aid}`, headers: en(f.owner), payload: { vote: { enabled: false } } })).statusCode).toBe(200);
    const told = (await app.inject({ method: 'GET', url: '/api/messages', headers: en(b) })).json().data.list[0];
    expect(told.content).toContain('The organisers switched off the vote');
    expect(told.content).toContain('the 10 points announced to you no longer count');
  });

  it('rule rollover: with no winner the pool goes to the group’s next vote, whose winners share it', async () => {
    const f = await field(2, 3, { noWinner: 'rollover' });
    const [a, b] = f.members;
    await buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 5 });
    await settleActivityVote(app, f.aid, results([f.pids[2], f.pids[1], f.pids[0]]));
    const first = body(await settlementOf(f.aid, a)).data;
    expect(first).toMatchObject({ pool: 5, rollover: 5, biggest: null });
    expect(first.list[0]).toMatchObject({ spent: 5, refunded: 0, winnings: 0, net: -5 });

    const acdate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const next = await buildActivity(app, f.group.id, { capacity: 20, acdate, days: [acdate], vote: { enabled: true }, starttime: new Date(hoursFromNow(24)) });
    const [p1] = await app.db.insert(players).values({ activityId: next.id, userId: a.id, name: 'A', status: 'registered' }).returning();
    const [p2] = await app.db.insert(players).values({ activityId: next.id, userId: b.id, name: 'B', status: 'registered' }).returning();
    await buy(next.id, b, { players: [String(p1.id), String(p2.id)], points: 2 });
    // the board counts the 5 rolled over already: its pool and odds are the settlement's to come
    const open = body(await board(next.id, b)).data;
    expect(open).toMatchObject({ pool: 7, carryIn: 5, netPool: 7 });
    expect(open.options[0]).toMatchObject({ points: 2, odds: 3.5 });
    await settleActivityVote(app, next.id, results([String(p1.id), String(p2.id)]));
    const second = body(await settlementOf(next.id, b)).data;
    expect(second).toMatchObject({ pool: 7, rollover: 0, remainder: 0 });
    expect(second.list).toEqual([expect.objectContaining({ userId: String(b.id), spent: 2, winnings: 7 })]);
  });

  it('rule rollover: a pool is paid out once, whichever vote settles first and however often an earlier one is corrected', async () => {
    // three events of one group: January and February roll over, March takes what reaches it; each vote's results are
    // stored as a recomputation stores them (a re-settlement of a later vote reads them)
    const f = await field(3, 3, { noWinner: 'rollover' });
    const [a, b, c] = f.members;
    const event = async (days: number, order: (pids: string[]) => string[]) => {
      const acdate = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      const row = await buildActivity(app, f.group.id, { capacity: 20, acdate, days: [acdate], vote: { enabled: true, pointsPerMember: 10, noWinner: 'rollover' }, starttime: new Date(hoursFromNow(24)) });
      const pids: string[] = [];
      for (const [i, m] of [a, b, c].entries()) {
        const [p] = await app.db.insert(players).values({ activityId: row.id, userId: m.id, name: `P${i}`, status: 'registered' }).returning();
        pids.push(String(p.id));
      }
      const settle = async (finish = order(pids)) => {
        await app.db.update(activities).set({ results: { list: results(finish).map((r) => ({ ...r, name: r.pid })) } }).where(eq(activities.id, row.id));
        await settleActivityVote(app, row.id, results(finish));
      };
      return { id: row.id, pids, settle };
    };
    const jan = await event(20, (p) => [p[2], p[1], p[0]]);
    const feb = await event(30, (p) => [p[2], p[1], p[0]]);
    const mar = await event(40, (p) => [p[0], p[1], p[2]]);
    for (const e of [jan, feb, mar]) expect((await buy(e.id, a, { players: [e.pids[0], e.pids[1]], points: 4 })).statusCode).toBe(200);
    const paid = async () => {
      let sum = 0;
      for (const e of [jan, feb, mar]) {
        const res = await settlementOf(e.id, a);
        if (res.statusCode === 200) sum += (body(res).data.list as { winnings: number }[]).reduce((n, p) => n + p.winnings, 0);
      }
      return sum;
    };
    const pools = async () => Promise.all([jan, feb, mar].map(async (e) => body(await settlementOf(e.id, a)).data?.pool ?? null));

    // March settles before February: it takes January's 4 (4 + 4 = 8); February, settled later, takes January's 4 and
    // passes 8 on, so March is settled again with it: 12 in all, paid once
    await jan.settle();
    // open boards: February counts January's 4; March, with February still to settle before it, counts nothing yet
    expect([body(await board(feb.id, a)).data.carryIn, body(await board(mar.id, a)).data.carryIn]).toEqual([4, 0]);
    await mar.settle();
    expect(await pools()).toEqual([4, null, 8]);
    await feb.settle();
    expect(await pools()).toEqual([4, 8, 12]);
    expect(await paid()).toBe(12);
    // January is corrected and has winners now: it pays its own 4, February rolls over only its own, March gets 8
    await jan.settle([jan.pids[0], jan.pids[1], jan.pids[2]]);
    expect(await pools()).toEqual([4, 4, 8]);
    expect(await paid()).toBe(12);
    // and back again
    await jan.settle([jan.pids[2], jan.pids[1], jan.pids[0]]);
    expect(await pools()).toEqual([4, 8, 12]);
    expect(await paid()).toBe(12);
    // January moves past March (its day corrected after the fact): February is now first and rolls its own 4 on, March
    // has winners and pays 8, and January, last now, carries nothing in and rolls its own 4 on to no one yet
    const after = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
    const moved = await app.inject({ method: 'PATCH', url: `/api/activities/${jan.id}`, headers: en(f.owner), payload: { days: [after] } });
    expect(moved.statusCode).toBe(200);
    expect(await pools()).toEqual([4, 4, 8]);
    expect(await paid()).toBe(8);
    // and back: the order and the pools are as before the move
    const back = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    expect((await app.inject({ method: 'PATCH', url: `/api/activities/${jan.id}`, headers: en(f.owner), payload: { days: [back] } })).statusCode).toBe(200);
    expect(await pools()).toEqual([4, 8, 12]);
    expect(await paid()).toBe(12);
    // February's vote is switched off: its settlement goes as a cancelled one's does, and March takes January's 4 (it
    // had kept February's pool, January's 4 in it, and paid it a second time once January found winners)
    const feb_ = (enabled: boolean) => app.inject({ method: 'PATCH', url: `/api/activities/${feb.id}`, headers: en(f.owner), payload: { vote: { enabled } } });
    expect((await feb_(false)).statusCode).toBe(200);
    expect(await pools()).toEqual([4, null, 8]);
    expect(await paid()).toBe(8);
    // March, settled again on less, tells its winner what changed
    const told = (await app.inject({ method: 'GET', url: '/api/messages', headers: en(a) })).json().data.list[0];
    expect(told.content).toContain('you now win 8 points instead of the 12 announced');
    await jan.settle([jan.pids[0], jan.pids[1], jan.pids[2]]);
    expect(await paid()).toBe(8);
    await jan.settle([jan.pids[2], jan.pids[1], jan.pids[0]]);
    // switched on again, on its final results (the event is over): settled at once, and the pools are as before
    await app.db.update(activities).set({ status: 'finished' }).where(eq(activities.id, feb.id));
    expect((await feb_(true)).statusCode).toBe(200);
    expect(await pools()).toEqual([4, 8, 12]);
    expect(await paid()).toBe(12);
    // February is called off: its vote goes, nothing of it rolls on, and March takes January's 4 instead (4 + 4)
    const [febRow] = await app.db.update(activities).set({ status: 'cancelled' }).where(eq(activities.id, feb.id)).returning();
    await voidActivityVote(app, febRow);
    expect(await pools()).toEqual([4, null, 8]);
    expect(await paid()).toBe(8);
  });

  it('a tie for 2nd makes both pairs win, sharing one pool by points', async () => {
    const f = await field(2, 3);
    const [a, b] = f.members;
    await buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 1 });
    await buy(f.aid, b, { players: [f.pids[0], f.pids[2]], points: 3 });
    await settleActivityVote(app, f.aid, results([f.pids[0], f.pids[1], f.pids[2]], [1, 2, 2]));
    const data = body(await settlementOf(f.aid, a)).data;
    expect(data.winningOptions).toHaveLength(2);
    expect(Object.fromEntries(data.list.map((r: { userId: string; winnings: number }) => [r.userId, r.winnings]))).toEqual({ [a.id]: 1, [b.id]: 3 });
  });
});

describe('season leaderboard', () => {
  it('sums each member’s net points over the group’s settled votes this year; other groups are refused', async () => {
    const f = await field(2, 2);
    const [a, b] = f.members;
    await buy(f.aid, a, { players: [f.pids[0], f.pids[1]], points: 4 });
    await settleActivityVote(app, f.aid, results([f.pids[0], f.pids[1]]));
    const second = await buildActivity(app, f.group.id, { capacity: 20, vote: { enabled: true }, starttime: new Date(hoursFromNow(24)) });
    const [p1] = await app.db.insert(players).values({ activityId: second.id, userId: a.id, name: 'A', status: 'registered' }).returning();
    const [p2] = await app.db.insert(players).values({ activityId: second.id, userId: b.id, name: 'B', status: 'registered' }).returning();
    await buy(second.id, a, { players: [String(p1.id), String(p2.id)], points: 3 });
    await buy(second.id, b, { players: [String(p1.id), String(p2.id)], points: 1 });
    await settleActivityVote(app, second.id, results([String(p1.id), String(p2.id)]));
    const res = await app.inject({ method: 'GET', url: `/api/groups/${f.group.id}/vote-leaderboard`, headers: en(b) });
    expect(res.statusCode).toBe(200);
    const data = body(res).data;
    expect(data.total).toBe(2);
    // a: won the first pool alone (4) and 3 of the second (4 × 3/4); b: 1 of 4; both net 0, a won more
    expect(data.list.map((r: { userId: string; votes: number; spent: number; winnings: number }) => [r.userId, r.votes, r.spent, r.winnings])).toEqual([
      [String(a.id), 2, 7, 7],
      [String(b.id), 1, 1, 1],
    ]);
    const stranger = await buildUser(app);
    expect((await app.inject({ method: 'GET', url: `/api/groups/${f.group.id}/vote-leaderboard`, headers: en(stranger) })).statusCode).toBe(403);
    // a third vote nobody wins, refunded: the points given back are counted, so spent, back, won and net add up
    const third = await buildActivity(app, f.group.id, { capacity: 20, vote: { enabled: true }, starttime: new Date(hoursFromNow(24)) });
    const [q1] = await app.db.insert(players).values({ activityId: third.id, userId: a.id, name: 'A', status: 'registered' }).returning();
    const [q2] = await app.db.insert(players).values({ activityId: third.id, userId: b.id, name: 'B', status: 'registered' }).returning();
    const [q3] = await app.db.insert(players).values({ activityId: third.id, name: 'C', status: 'registered', isGuest: true }).returning();
    await buy(third.id, b, { players: [String(q1.id), String(q3.id)], points: 5 });
    await settleActivityVote(app, third.id, results([String(q1.id), String(q2.id), String(q3.id)]));
    const after = body(await app.inject({ method: 'GET', url: `/api/groups/${f.group.id}/vote-leaderboard`, headers: en(b) })).data.list;
    const rowOf = after.find((r: { userId: string }) => r.userId === String(b.id));
    expect(rowOf).toMatchObject({ votes: 2, spent: 6, refunded: 5, winnings: 1, net: 0 });
    expect(rowOf.winnings + rowOf.refunded - rowOf.spent).toBe(rowOf.net);
  });
});
