import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { awardOverrides, messages } from '../src/db/schema';
import { buildTestApp } from './helpers';
import { bearer, body, type TestUser } from './factories';
import { messageKinds } from './activity-factories';
import { buildPrizeEvent, storeResults, type PrizeEvent } from './prize-factories';
import { addMemberPlayer, buildScoringEvent } from './score-factories';

const { app } = await buildTestApp();

/** Pars of Pine Ridge (the test course): a card of par everywhere plus `over` strokes on hole 1. */
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, 5, 4];
const card = (over: number) => ({ holes: PARS.map((par, i) => ({ number: i + 1, strokes: par + (i === 0 ? over : 0), putts: 2 })) });

interface Line {
  ruleId: string;
  slot: number;
  label: string;
  pid: string | null;
  name: string;
  computedPid: string | null;
  computedName: string;
  reason: string;
  distance: number | null;
  override: { id: string; reason: string; by: string; at: string; stale: boolean } | null;
}

function api(event: { activityId: number }, user: TestUser, locale = 'en-US') {
  const base = `/api/activities/${event.activityId}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `${base}${url}`, headers: { ...bearer(user.token), 'accept-language': locale }, ...(payload ? { payload } : {}) });
  return {
    call,
    prize: async (name: string, num = 1) => body(await call('POST', '/prizes', { name, num })).data as { id: string },
    rule: async (payload: object) => body(await call('POST', '/prize-rules', payload)).data as { id: string },
    lines: async () => body(await call('GET', '/awards')).data.list as Line[],
  };
}

describe('organiser override of a winner', () => {
  it('the lucky draw goes to those who hold no prize after the overrides: the player given a prize leaves the pool, the one it was taken from joins it', async () => {
    const event = await buildPrizeEvent(app, 6);
    const o = api(event, event.owner);
    const cup = await o.prize('Cup');
    const first = await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: cup.id });
    const draw = await o.rule({ type: 'luckyDraw', ranking: 1, order: 2, prizeId: (await o.prize('Umbrella')).id });
    await storeResults(app, event);
    const drawnLine = async () => (await o.lines()).find((l) => l.ruleId === draw.id) as Line;
    const before = await drawnLine();
    expect(before.pid).not.toBe(String(event.pids[0]));
    expect(before.reason).toBe('Drawn among 5 players');
    // the cup goes to the player who was drawn: they are not drawn again, the cup's computed winner may be
    expect((await o.call('PUT', '/awards/overrides', { ruleId: first.id, slot: 0, pid: before.pid, reason: 'Player 01 left early' })).statusCode).toBe(200);
    const after = await drawnLine();
    expect(after.pid).not.toBe(before.pid);
    expect(after.pid).not.toBeNull();
    expect(after.reason).toBe('Drawn among 5 players');
    // withheld from everyone: the six are all in the pool
    expect((await o.call('PUT', '/awards/overrides', { ruleId: first.id, slot: 0, pid: null, reason: 'no cup this year' })).statusCode).toBe(200);
    expect((await drawnLine()).reason).toBe('Drawn among 6 players');
  });

  it('tells a member of each line of a prize once: moved by overrides to another line with the same prize, they hear nothing new; given a second such line, they do', async () => {
    const event = await buildScoringEvent(app, 'finished', { type: 'fixed' });
    const o = api(event, event.owner);
    const golfers: Awaited<ReturnType<typeof addMemberPlayer>>[] = [];
    for (const name of ['Ann', 'Ben', 'Cho', 'Dai']) golfers.push(await addMemberPlayer(app, event, name));
    const balls = await o.prize('Ball set', 2);
    const first = await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: balls.id });
    const second = await o.rule({ type: 'rankNet', ranking: 2, order: 2, prizeId: balls.id });
    for (const [i, g] of golfers.entries()) expect((await o.call('PUT', `/scorecards/${g.pid}`, card(i))).statusCode).toBe(200);
    await o.call('POST', '/results/recompute');
    const won = async (i: number) => (await messageKinds(app, golfers[i].user.id)).filter((k) => k === 'award.won').length;
    expect([await won(0), await won(1), await won(2), await won(3)]).toEqual([1, 1, 0, 0]);
    // messages stored before they named their prize by id are counted by its name: the rest of this test reads them so
    await app.db.update(messages).set({ params: sql`${messages.params} - 'prizeId'` }).where(and(eq(messages.kind, 'award.won'), inArray(messages.userId, golfers.map((g) => g.user.id))));

    // Ann's line goes to Dai, then Ann takes Ben's line: the same prize, so Ann has nothing new to hear; Dai has
    expect((await o.call('PUT', '/awards/overrides', { ruleId: first.id, slot: 0, pid: String(golfers[3].pid), reason: 'swap' })).statusCode).toBe(200);
    expect((await o.call('PUT', '/awards/overrides', { ruleId: second.id, slot: 0, pid: String(golfers[0].pid), reason: 'swap' })).statusCode).toBe(200);
    expect((await o.lines()).map((l) => l.name)).toEqual(['Dai', 'Ann']);
    expect([await won(0), await won(1), await won(2), await won(3)]).toEqual([1, 1, 0, 1]);
    // a score correction recomputes everything: still nothing new
    expect((await o.call('POST', '/results/recompute')).statusCode).toBe(200);
    expect([await won(0), await won(3)]).toEqual([1, 1]);

    // Ann also gets the first line back: two ball sets now, so she hears of the second
    expect((await o.call('PUT', '/awards/overrides', { ruleId: first.id, slot: 0, pid: String(golfers[0].pid), reason: 'both' })).statusCode).toBe(200);
    expect((await o.lines()).map((l) => l.name)).toEqual(['Ann', 'Ann']);
    expect([await won(0), await won(3)]).toEqual([2, 1]);
  });

  it('a correction after the finish that takes a prize away tells its former winner; won back, they hear it again', async () => {
    const event = await buildScoringEvent(app, 'finished', { type: 'fixed' });
    const o = api(event, event.owner);
    const [ann, ben] = [await addMemberPlayer(app, event, 'Ann'), await addMemberPlayer(app, event, 'Ben')];
    const cup = await o.prize('Cup');
    await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: cup.id });
    const score = async (g: typeof ann, over: number) => expect((await o.call('PUT', `/scorecards/${g.pid}`, card(over))).statusCode).toBe(200);
    await score(ann, 0);
    await score(ben, 2);
    await o.call('POST', '/results/recompute');
    const kinds = async (g: typeof ann) => (await messageKinds(app, g.user.id)).filter((k) => k.startsWith('award.'));
    expect([await kinds(ann), await kinds(ben)]).toEqual([['award.won'], []]);
    // Ann's card had a hole wrong: Ben wins the cup, and Ann is told it is no longer hers
    await score(ann, 4);
    expect([await kinds(ann), await kinds(ben)]).toEqual([['award.won', 'award.withdrawn'], ['award.won']]);
    const [latest] = body(await app.inject({ method: 'GET', url: '/api/messages?pageSize=1', headers: { ...bearer(ann.user.token), 'accept-language': 'en-US' } })).data.list;
    expect(latest).toMatchObject({ title: 'A prize is no longer yours', content: expect.stringContaining('Cup is no longer yours') });
    // and back again: each hears it once more
    await score(ann, 0);
    expect([await kinds(ann), await kinds(ben)]).toEqual([
      ['award.won', 'award.withdrawn', 'award.won'],
      ['award.won', 'award.withdrawn'],
    ]);
  });

  it('a prize table changed after the finish takes back what it had told: a rule removed or given another prize tells its winner the prize is no longer theirs; an override does not', async () => {
    const event = await buildScoringEvent(app, 'finished', { type: 'fixed' });
    const o = api(event, event.owner);
    const [ann, ben] = [await addMemberPlayer(app, event, 'Ann'), await addMemberPlayer(app, event, 'Ben')];
    const [cup, balls] = [await o.prize('Cup'), await o.prize('Ball set')];
    for (const [g, over] of [[ann, 0], [ben, 2]] as const) expect((await o.call('PUT', `/scorecards/${g.pid}`, card(over))).statusCode).toBe(200);
    await o.call('POST', '/results/recompute');
    const kinds = async (g: typeof ann) => (await messageKinds(app, g.user.id)).filter((k) => k.startsWith('award.'));
    // the organiser builds the table: net 1st gets the cup, then the balls instead, then the rule goes
    const rule = await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: cup.id });
    expect(await kinds(ann)).toEqual(['award.won']);
    expect((await o.call('PATCH', `/prize-rules/${rule.id}`, { prizeId: balls.id })).statusCode).toBe(200);
    expect(await kinds(ann)).toEqual(['award.won', 'award.won', 'award.withdrawn']);
    const [latest] = body(await app.inject({ method: 'GET', url: '/api/messages?pageSize=1', headers: { ...bearer(ann.user.token), 'accept-language': 'en-US' } })).data.list;
    expect(latest.content).toContain('Cup is no longer yours');
    expect((await o.call('DELETE', `/prize-rules/${rule.id}`)).statusCode).toBe(200);
    expect(await kinds(ann)).toEqual(['award.won', 'award.won', 'award.withdrawn', 'award.withdrawn']);
    // an override's losses stay the organiser's to explain (a swap's first step)
    const again = await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: cup.id });
    expect(await kinds(ann)).toHaveLength(5);
    expect((await o.call('PUT', '/awards/overrides', { ruleId: again.id, slot: 0, pid: String(ben.pid), reason: 'Ann left early' })).statusCode).toBe(200);
    expect([(await kinds(ann)).length, await kinds(ben)]).toEqual([5, ['award.won']]);
  });

  it('renaming a prize does not make it news again: a member given another line of it is told as for the old name', async () => {
    const event = await buildScoringEvent(app, 'finished', { type: 'fixed' });
    const o = api(event, event.owner);
    const golfers: Awaited<ReturnType<typeof addMemberPlayer>>[] = [];
    for (const name of ['Ann', 'Ben', 'Cho']) golfers.push(await addMemberPlayer(app, event, name));
    const balls = await o.prize('Ball set', 2);
    await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: balls.id });
    const second = await o.rule({ type: 'rankNet', ranking: 2, order: 2, prizeId: balls.id });
    for (const [i, g] of golfers.entries()) expect((await o.call('PUT', `/scorecards/${g.pid}`, card(i))).statusCode).toBe(200);
    await o.call('POST', '/results/recompute');
    const won = async (i: number) => (await messageKinds(app, golfers[i].user.id)).filter((k) => k === 'award.won').length;
    expect([await won(0), await won(1)]).toEqual([1, 1]);

    expect((await o.call('PATCH', `/prizes/${balls.id}`, { name: 'Premium ball set', num: 2 })).statusCode).toBe(200);
    // Ann takes Ben's line too: she holds one line of the prize she heard of and one she did not, so she hears once
    // more; Ben loses his line and Ann keeps hers, so nothing else is sent
    expect((await o.call('PUT', '/awards/overrides', { ruleId: second.id, slot: 0, pid: String(golfers[0].pid), reason: 'Ben left' })).statusCode).toBe(200);
    expect((await o.lines()).map((l) => l.name)).toEqual(['Ann', 'Ann']);
    expect([await won(0), await won(1)]).toEqual([2, 1]);
    // and the other way round: back to Ben, then to Ann again, she has heard of two lines already
    expect((await o.call('PUT', '/awards/overrides', { ruleId: second.id, slot: 0, pid: String(golfers[1].pid), reason: 'Ben stayed' })).statusCode).toBe(200);
    expect((await o.call('PATCH', `/prizes/${balls.id}`, { name: 'Ball set deluxe', num: 2 })).statusCode).toBe(200);
    expect((await o.call('PUT', '/awards/overrides', { ruleId: second.id, slot: 0, pid: String(golfers[0].pid), reason: 'Ben left' })).statusCode).toBe(200);
    expect([await won(0), await won(1)]).toEqual([2, 1]);
  });

  it('the override wins, shows who and why beside the computed winner, survives a score correction recompute, goes to the export, and notifies the new winner', async () => {
    const event = await buildScoringEvent(app, 'finished', { type: 'fixed' });
    const o = api(event, event.owner);
    const golfers = [];
    for (const name of ['Ann', 'Ben', 'Cho', 'Dai']) golfers.push(await addMemberPlayer(app, event, name));
    const cup = await o.prize('Cup');
    const rule = await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: cup.id });
    for (const [i, g] of golfers.entries()) expect((await o.call('PUT', `/scorecards/${g.pid}`, card(i))).statusCode).toBe(200);
    await o.call('POST', '/results/recompute');
    expect((await o.lines())[0]).toMatchObject({ name: 'Ann', computedName: 'Ann', override: null, slot: 0 });

    const set = await o.call('PUT', '/awards/overrides', { ruleId: rule.id, slot: 0, pid: String(golfers[3].pid), reason: 'Ann left before the ceremony' });
    expect(set.statusCode).toBe(200);
    const line = body(set).data.list[0] as Line;
    expect(line).toMatchObject({ pid: String(golfers[3].pid), name: 'Dai', computedPid: String(golfers[0].pid), computedName: 'Ann' });
    expect(line.override).toMatchObject({ reason: 'Ann left before the ceremony', by: event.owner.username });
    expect(line.reason).toBe(`Winner changed by ${event.owner.username}: Ann left before the ceremony`);
    expect(await messageKinds(app, golfers[3].user.id)).toContain('award.won');

    // a recomputation that changes nothing keeps it
    expect((await o.call('POST', '/results/recompute')).statusCode).toBe(200);
    expect((await o.lines())[0]).toMatchObject({ name: 'Dai', computedName: 'Ann', override: { reason: 'Ann left before the ceremony', stale: false } });
    // restatistics of the awards alone keeps it too
    expect(body(await o.call('POST', '/awards/recompute')).data.list[0]).toMatchObject({ name: 'Dai', computedName: 'Ann' });

    // the export reads the same answer
    const res = await o.call('GET', '/awards/export');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const row = book.worksheets[0].getRow(2);
    expect(row.getCell(3).value).toBe('Dai');
    expect(String(row.getCell(8).value)).toContain('Ann left before the ceremony');

    // removing the override gives the line back to the computed winner
    const removed = await o.call('DELETE', `/awards/overrides/${line.override?.id}`);
    expect(body(removed).data.list[0]).toMatchObject({ name: 'Ann', computedName: 'Ann', override: null });
    expect((await o.call('DELETE', `/awards/overrides/${line.override?.id}`)).statusCode).toBe(404);
  });

  it('an override stays with the player it replaced when a tie reorders the lines, and says so when that player no longer wins', async () => {
    const event = await buildScoringEvent(app, 'finished', { type: 'fixed', tieBreak: ['shared'] });
    const o = api(event, event.owner);
    const golfers: Awaited<ReturnType<typeof addMemberPlayer>>[] = [];
    for (const name of ['Ann', 'Ben', 'Cho']) golfers.push(await addMemberPlayer(app, event, name));
    const [ann, ben, cho] = golfers;
    const cup = await o.prize('Cup', 3);
    const rule = await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: cup.id });
    const score = async (g: (typeof golfers)[number], over: number) => expect((await o.call('PUT', `/scorecards/${g.pid}`, card(over))).statusCode).toBe(200);
    await score(ben, 0);
    await score(ann, 2);
    await score(cho, 4);
    await o.call('POST', '/results/recompute');
    expect((await o.lines()).map((l) => l.name)).toEqual(['Ben']);
    // Ben leaves before the ceremony: his cup goes to Cho
    expect((await o.call('PUT', '/awards/overrides', { ruleId: rule.id, slot: 0, pid: String(cho.pid), reason: 'Ben left early' })).statusCode).toBe(200);
    // a correction: Ann ties with Ben and comes first among the shared lines; the override still replaces Ben, not Ann
    await score(ann, 0);
    const lines = await o.lines();
    expect(lines.map((l) => [l.computedName, l.name, l.override?.stale ?? null])).toEqual([
      ['Ann', 'Ann', null],
      ['Ben', 'Cho', false],
    ]);
    // Ann's line given to nobody, on the slot Ben's override was made on: Ben's override keeps its line and its reason
    expect((await o.call('PUT', '/awards/overrides', { ruleId: rule.id, slot: 0, pid: null, reason: 'Ann asked to pass it on' })).statusCode).toBe(200);
    const both = await o.lines();
    expect(both.map((l) => [l.computedName, l.name, l.override?.reason ?? null])).toEqual([
      ['Ann', '', 'Ann asked to pass it on'],
      ['Ben', 'Cho', 'Ben left early'],
    ]);
    expect((await o.call('DELETE', `/awards/overrides/${both[0].override!.id}`)).statusCode).toBe(200);
    // another correction: Ben drops out of the prize; the override takes nothing from Ann, and is marked for a second look
    await score(ben, 3);
    const after = await o.lines();
    expect(after.map((l) => [l.computedName, l.name, l.override?.stale ?? null])).toEqual([
      ['Ann', 'Ann', null],
      ['', 'Cho', true],
    ]);
  });

  it('migration 0017 gives the overrides made before it the player they replaced, from the stored awards', async () => {
    const event = await buildScoringEvent(app, 'finished', { type: 'fixed' });
    const o = api(event, event.owner);
    const [ann, ben] = [await addMemberPlayer(app, event, 'Ann'), await addMemberPlayer(app, event, 'Ben')];
    const cup = await o.prize('Cup');
    const rule = await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: cup.id });
    expect((await o.call('PUT', `/scorecards/${ann.pid}`, card(0))).statusCode).toBe(200);
    expect((await o.call('PUT', `/scorecards/${ben.pid}`, card(2))).statusCode).toBe(200);
    expect((await o.call('PUT', '/awards/overrides', { ruleId: rule.id, slot: 0, pid: String(ben.pid), reason: 'Ann left' })).statusCode).toBe(200);
    // as an override stored before the column existed
    await app.db.update(awardOverrides).set({ replacedPlayerId: null }).where(eq(awardOverrides.activityId, event.activityId));
    const migration = fs.readFileSync(path.join(import.meta.dirname, '../drizzle/0017_award_override_replaced_player.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('UPDATE "award_overrides"');
    await app.db.execute(sql.raw(backfill));
    const [row] = await app.db.select({ replaced: awardOverrides.replacedPlayerId }).from(awardOverrides).where(eq(awardOverrides.activityId, event.activityId));
    expect(row.replaced).toBe(ann.pid);
  });

  it('a line can be withheld (nobody) and a replaced override keeps one per line', async () => {
    const event = await buildPrizeEvent(app, 4);
    const o = api(event, event.owner);
    const rule = await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: (await o.prize('Cup')).id });
    await storeResults(app, event);
    await o.call('PUT', '/awards/overrides', { ruleId: rule.id, slot: 0, pid: String(event.pids[2]), reason: 'first try' });
    const withheld = body(await o.call('PUT', '/awards/overrides', { ruleId: rule.id, slot: 0, pid: null, reason: 'Card not signed' })).data.list as Line[];
    expect(withheld).toHaveLength(1);
    expect(withheld[0]).toMatchObject({ pid: null, name: '', computedPid: String(event.pids[0]), override: { reason: 'Card not signed' } });
  });

  it('refuses an override without a reason (400 with the message in the caller\'s language), a non-player, another event\'s rule, and members (403)', async () => {
    const event = await buildPrizeEvent(app, 4);
    const o = api(event, event.owner);
    const rule = await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: (await o.prize('Cup')).id });
    await storeResults(app, event);
    const payload = { ruleId: rule.id, slot: 0, pid: String(event.pids[1]) };

    const missing = await o.call('PUT', '/awards/overrides', payload);
    expect(missing.statusCode).toBe(400);
    expect(body(missing).msg).toContain('Enter the reason for changing the winner');
    expect(body(missing).data.fields).toEqual([expect.objectContaining({ path: 'reason' })]);
    const blank = await api(event, event.owner, 'ja-JP').call('PUT', '/awards/overrides', { ...payload, reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(body(blank).msg).toContain('受賞者を変更する理由を入力してください');
    expect(body(await api(event, event.owner, 'zh-CN').call('PUT', '/awards/overrides', payload)).msg).toContain('请填写更改获奖者的原因');

    expect((await o.call('PUT', '/awards/overrides', { ...payload, pid: '999999', reason: 'typo' })).statusCode).toBe(400);
    const other: PrizeEvent = await buildPrizeEvent(app, 2);
    const foreign = await api(other, other.owner).rule({ type: 'rankNet', ranking: 1, prizeId: (await api(other, other.owner).prize('Mug')).id });
    expect((await o.call('PUT', '/awards/overrides', { ...payload, ruleId: foreign.id, reason: 'x' })).statusCode).toBe(404);

    const member = api(event, event.member);
    expect((await member.call('PUT', '/awards/overrides', { ...payload, reason: 'I deserve it' })).statusCode).toBe(403);
    const organiser = api(event, event.organiser);
    const made = body(await organiser.call('PUT', '/awards/overrides', { ...payload, reason: 'Committee decision' })).data.list[0] as Line;
    expect(made.override?.by).toBe(event.organiser.username);
    expect((await member.call('DELETE', `/awards/overrides/${made.override?.id}`)).statusCode).toBe(403);
    expect((await o.lines())[0].pid).toBe(String(event.pids[1]));
  });
});

describe('prize settings', () => {
  it('one prize per person and the gross/net priority: stored per event, organisers only, and the awards follow at once', async () => {
    const event = await buildPrizeEvent(app, 4);
    const o = api(event, event.owner);
    await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: (await o.prize('Net cup')).id });
    await o.rule({ type: 'rankGross', ranking: 1, order: 2, prizeId: (await o.prize('Gross cup')).id });
    await storeResults(app, event); // Player 01 is first by net and by gross
    const winners = async () => (await o.lines()).map((l) => l.name);

    expect(body(await o.call('GET', '/prize-settings')).data).toEqual({ oneMainPrizePerPlayer: true, priority: 'net' });
    expect(await winners()).toEqual(['Player 01', 'Player 02']);

    const gross = await o.call('PUT', '/prize-settings', { oneMainPrizePerPlayer: true, priority: 'gross' });
    expect(body(gross).data).toEqual({ oneMainPrizePerPlayer: true, priority: 'gross' });
    expect(await winners()).toEqual(['Player 02', 'Player 01']);

    await o.call('PUT', '/prize-settings', { oneMainPrizePerPlayer: false, priority: 'gross' });
    expect(await winners()).toEqual(['Player 01', 'Player 01']);
    expect(body(await o.call('GET', '/prize-settings')).data).toEqual({ oneMainPrizePerPlayer: false, priority: 'gross' });

    expect((await o.call('PUT', '/prize-settings', { oneMainPrizePerPlayer: true, priority: 'stableford' })).statusCode).toBe(400);
    const member = api(event, event.member);
    expect((await member.call('GET', '/prize-settings')).statusCode).toBe(403);
    expect((await member.call('PUT', '/prize-settings', { oneMainPrizePerPlayer: true, priority: 'net' })).statusCode).toBe(403);
    expect(await winners()).toEqual(['Player 01', 'Player 01']);
  });
});

describe('skill prizes record the distance', () => {
  it('stores the distance in metres (2 decimals), shows it on the awards, the rule and the export; a hole with no qualifier awards nothing', async () => {
    const event = await buildPrizeEvent(app, 4);
    const o = api(event, event.owner);
    const pin = await o.rule({ type: 'nearestPin', hole: 3, order: 1, prizeId: (await o.prize('Pin flag')).id });
    await o.rule({ type: 'longestDrive', hole: 4, order: 2, prizeId: (await o.prize('Driver')).id });
    await storeResults(app, event);

    const recorded = await o.call('POST', `/prize-rules/${pin.id}/winner`, { pid: String(event.pids[2]), distance: 1.826 });
    expect(body(recorded).data).toMatchObject({ winnerPid: String(event.pids[2]), winnerDistance: 1.83 });
    const [pinLine, driveLine] = await o.lines();
    expect(pinLine).toMatchObject({ name: 'Player 03', distance: 1.83, reason: 'Recorded on hole 3: 1.83 m' });
    expect(driveLine).toMatchObject({ pid: null, distance: null, reason: 'Winner not recorded yet: record it on the prize rules tab' });
    expect((await api(event, event.member, 'ja-JP').lines())[0].reason).toBe('3 番ホールで記録：1.83 m');

    for (const distance of [0, -2, 501]) {
      const bad = await o.call('POST', `/prize-rules/${pin.id}/winner`, { pid: String(event.pids[1]), distance });
      expect([distance, bad.statusCode]).toEqual([distance, 400]);
      expect(body(bad).msg).toContain('Enter the distance in metres');
    }
    const res = await o.call('GET', '/awards/export');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(2).getCell(8).value).toBe('Recorded on hole 3: 1.83 m');

    // a winner without a distance, then cleared: the distance goes with the winner
    expect(body(await o.call('POST', `/prize-rules/${pin.id}/winner`, { pid: String(event.pids[1]) })).data.winnerDistance).toBeNull();
    expect((await o.lines())[0]).toMatchObject({ name: 'Player 02', distance: null, reason: 'Recorded on hole 3' });
    expect(body(await o.call('POST', `/prize-rules/${pin.id}/winner`, { pid: null, distance: 3 })).data).toMatchObject({ winnerPid: null, winnerDistance: null });
    expect((await o.lines())[0].pid).toBeNull();
  });
});
