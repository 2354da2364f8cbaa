import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, awardSnapshots } from '../src/db/schema';
import { buildTestApp } from './helpers';
import { bearer, body, buildUser, type TestUser } from './factories';
import { messageKinds } from './activity-factories';
import { buildPrizeEvent, storeResults, type PrizeEvent } from './prize-factories';

const { app } = await buildTestApp();
const as = (u: TestUser, locale = 'en-US') => ({ ...bearer(u.token), 'accept-language': locale });

function api(event: PrizeEvent, user: TestUser, locale = 'en-US') {
  const base = `/api/activities/${event.activityId}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `${base}${url}`, headers: as(user, locale), ...(payload ? { payload } : {}) });
  return {
    call,
    prize: async (name: string, num: number, price?: number) => body(await call('POST', '/prizes', { name, num, ...(price != null ? { price } : {}) })).data,
    rule: (payload: object) => call('POST', '/prize-rules', payload),
    board: async () => body(await call('GET', '/prizes')).data,
    awards: async () => body(await call('GET', '/awards')).data,
  };
}

describe('prize items and the allocation helper', () => {
  it('shows allocated, remainder and status; a quantity below the allocation is refused with the spec message in three languages', async () => {
    const event = await buildPrizeEvent(app, 4);
    const o = api(event, event.owner);
    const trophy = await o.prize('Trophy', 3, 120);
    expect(trophy).toMatchObject({ name: 'Trophy', num: 3, allocated: 0, remainder: 3, status: 'ok', source: 'bought' });
    expect(body(await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: trophy.id, num: 2 })).code).toBe(0);
    expect(body(await o.rule({ type: 'rankNet', ranking: 2, order: 2, prizeId: trophy.id, num: 1 })).code).toBe(0);
    expect((await o.board()).list[0]).toMatchObject({ allocated: 3, remainder: 0, status: 'full' });

    const lower = await o.call('PATCH', `/prizes/${trophy.id}`, { num: 2 });
    expect(lower.statusCode).toBe(409);
    expect(body(lower).msg).toBe(
      'Trophy quantity wrong: the quantity (2) cannot be less than the allocated amount (3). Recover the allocation first: lower or remove the prize rules that give it.',
    );
    const ja = await api(event, event.owner, 'ja-JP').call('PATCH', `/prizes/${trophy.id}`, { num: 1 });
    expect(body(ja).msg).toContain('Trophy の数量が正しくありません');
    const zh = await api(event, event.owner, 'zh-CN').call('PATCH', `/prizes/${trophy.id}`, { num: 1 });
    expect(body(zh).msg).toContain('Trophy 数量错误');
    expect((await o.board()).list[0].num).toBe(3);

    // a rule taking more than the remainder: the same message
    const over = await o.rule({ type: 'rankGross', ranking: 1, order: 3, prizeId: trophy.id, num: 1 });
    expect(over.statusCode).toBe(409);
    expect(body(over).msg).toContain('Trophy quantity wrong');
    // deleting an allocated prize is refused; raising the quantity is fine
    expect((await o.call('DELETE', `/prizes/${trophy.id}`)).statusCode).toBe(409);
    expect(body(await o.call('PATCH', `/prizes/${trophy.id}`, { num: 5 })).data).toMatchObject({ num: 5, allocated: 3, remainder: 2, status: 'ok' });
  });

  it('rule validation: nearest the pin needs a hole; every Nth needs N ≥ 2; a PATCH re-checks the remainder', async () => {
    const event = await buildPrizeEvent(app, 4);
    const o = api(event, event.owner);
    const ball = await o.prize('Ball dozen', 2);
    const noHole = await o.rule({ type: 'nearestPin', prizeId: ball.id });
    expect(noHole.statusCode).toBe(400);
    expect(body(noHole).data.fields).toEqual([expect.objectContaining({ path: 'hole' })]);
    expect((await o.rule({ type: 'everyNth', ranking: 1, prizeId: ball.id })).statusCode).toBe(400);
    const rule = body(await o.rule({ type: 'nearestPin', hole: 3, prizeId: ball.id, num: 1 })).data;
    const tooMany = await o.call('PATCH', `/prize-rules/${rule.id}`, { num: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(body(await o.call('PATCH', `/prize-rules/${rule.id}`, { num: 2 })).data.num).toBe(2);
    // a patch changes what it names and keeps the rest (no default of a new rule fills in)
    const cup = await o.prize('Cup', 3);
    const second = body(await o.rule({ type: 'rankNet', ranking: 2, order: 4, num: 3, prizeId: cup.id })).data;
    expect(body(await o.call('PATCH', `/prize-rules/${second.id}`, { sex: 'F' })).data).toMatchObject({ ranking: 2, order: 4, num: 3, sex: 'F' });
  });

  it('a lucky draw of N takes N × num of its prize, on the board and in the check alike', async () => {
    const event = await buildPrizeEvent(app, 6);
    const o = api(event, event.owner);
    const towel = await o.prize('Towel', 2);
    const three = await o.rule({ type: 'luckyDraw', ranking: 3, prizeId: towel.id, num: 1 });
    expect(three.statusCode).toBe(409);
    expect(body(three).msg).toContain('Towel quantity wrong');
    const draw = body(await o.rule({ type: 'luckyDraw', ranking: 2, prizeId: towel.id, num: 1 })).data;
    expect((await o.board()).list[0]).toMatchObject({ allocated: 2, remainder: 0, status: 'full' });
    // the quantity may not fall below the two towels the draw gives away, nor may the draw grow past them
    expect((await o.call('PATCH', `/prizes/${towel.id}`, { num: 1 })).statusCode).toBe(409);
    expect((await o.call('PATCH', `/prize-rules/${draw.id}`, { ranking: 3 })).statusCode).toBe(409);
  });

  it("a ladies' nearest the pin is won by a lady: a man is refused, named by the rule", async () => {
    const event = await buildPrizeEvent(app, 4);
    const o = api(event, event.owner);
    const flag = await o.prize('Pin flag', 1);
    const pin = body(await o.rule({ type: 'nearestPin', hole: 7, sex: 'F', prizeId: flag.id })).data;
    // every 4th player is a woman: Player 04
    const man = await o.call('POST', `/prize-rules/${pin.id}/winner`, { pid: String(event.pids[0]) });
    expect(man.statusCode).toBe(400);
    expect(body(man).msg).toBe('This prize is for the players of its sex or division only: choose one of them as the winner.');
    expect((await o.call('POST', `/prize-rules/${pin.id}/winner`, { pid: String(event.pids[3]) })).statusCode).toBe(200);
  });
});

describe('awards', () => {
  it('booby goes to 2nd from the bottom, booby maker to last; presentation order; labels translated; winners get a message', async () => {
    const event = await buildPrizeEvent(app, 16);
    const o = api(event, event.owner);
    const cup = await o.prize('Cup', 1, 50);
    const wine = await o.prize('Wine', 1, 30);
    const towel = await o.prize('Towel', 1);
    await o.rule({ type: 'fromBottom', ranking: 2, order: 2, prizeId: wine.id });
    await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: cup.id });
    await o.rule({ type: 'fromBottom', ranking: 1, order: 3, prizeId: towel.id });
    // the ladies' 1st net: every 4th player is a woman, Player 04 the best of them
    const bouquet = await o.prize('Bouquet', 1);
    await o.rule({ type: 'rankNet', ranking: 1, order: 4, sex: 'F', prizeId: bouquet.id });
    await storeResults(app, event);

    // the rules list in presentation order, a page at a time
    const rules = body(await o.call('GET', '/prize-rules?page=2&pageSize=3')).data;
    expect(rules.total).toBe(4);
    expect(rules.list.map((r: { type: string; sex: string | null }) => [r.type, r.sex])).toEqual([['rankNet', 'F']]);
    expect((await o.call('GET', '/prize-rules?pageSize=0')).statusCode).toBe(400);

    const awards = await o.awards();
    expect(awards.list.map((l: { label: string; name: string; prizeName: string }) => [l.label, l.name, l.prizeName])).toEqual([
      ['Net #1', 'Player 01', 'Cup'],
      ['Booby (2nd from the bottom)', 'Player 15', 'Wine'],
      ['Booby maker (last)', 'Player 16', 'Towel'],
      ['Net #1 (Female)', 'Player 04', 'Bouquet'],
    ]);
    expect(awards.list[0]).toMatchObject({ value: 50, reason: 'Place 1 by net', mine: false });
    const ja = await api(event, event.member, 'ja-JP').awards();
    expect(ja.list[1]).toMatchObject({ label: 'ブービー', name: 'Player 15', mine: true });
    expect(ja.list[2].label).toBe('ブービーメーカー');
    expect(ja.list[3].label).toBe('ネット 1 位（女性）');
    expect(await messageKinds(app, event.member.id)).toContain('award.won');
    expect(await messageKinds(app, event.golfers[1].id)).not.toContain('award.won');

    // in play with hidden holes, the net winners would tell them: members see what each rule gives, nobody named
    await app.db.update(activities).set({ status: 'playing', handicapSystem: { type: 'peoria' } }).where(eq(activities.id, event.activityId));
    const offered = await api(event, event.member).awards();
    expect(offered.list.map((l: { label: string; pid: string | null; name: string; mine: boolean }) => [l.label, l.pid, l.name, l.mine])).toEqual([
      ['Net #1', null, '', false],
      ['Booby (2nd from the bottom)', null, '', false],
      ['Booby maker (last)', null, '', false],
      ['Net #1 (Female)', null, '', false],
    ]);
    expect(offered.list[0].reason).toMatch(/when the event is finished/);
    expect((await o.awards()).list[0]).toMatchObject({ name: 'Player 01' });
    // the export too
    const sheet = await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/awards/export`, headers: { ...bearer(event.member.token), 'accept-language': 'en-US' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    expect(JSON.stringify(wb.worksheets[0].getSheetValues())).not.toContain('Player');
  });

  it('awards follow a results correction (recomputed with the results) and keep the recorded nearest-the-pin winner', async () => {
    const event = await buildPrizeEvent(app, 6);
    const o = api(event, event.owner);
    const cup = await o.prize('Cup', 1);
    const pin = await o.prize('Pin flag', 1);
    await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: cup.id });
    const pinRule = body(await o.rule({ type: 'nearestPin', hole: 3, order: 2, prizeId: pin.id })).data;
    await storeResults(app, event);
    expect((await o.awards()).list.map((l: { pid: string | null }) => l.pid)).toEqual([String(event.pids[0]), null]);
    expect((await o.awards()).list[1]).toMatchObject({ pending: true, reason: 'Winner not recorded yet: record it on the prize rules tab' });
    // a member reads that it is to be announced, not where organisers record it
    const seen = body(await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/awards`, headers: as(event.member, 'en-US') })).data.list;
    expect(seen.at(-1)).toMatchObject({ pid: null, pending: true, reason: 'To be announced: the organisers record the winner at the course' });
    // withheld by an override, it is nobody's, not to be announced
    expect((await o.call('PUT', '/awards/overrides', { ruleId: pinRule.id, slot: 0, pid: null, reason: 'Nobody on the green' })).statusCode).toBe(200);
    expect((await o.awards()).list[1]).toMatchObject({ pid: null, pending: false });
    await o.call('DELETE', `/awards/overrides/${(await o.awards()).list[1].override.id}`);

    expect(body(await o.call('POST', `/prize-rules/${pinRule.id}/winner`, { pid: String(event.pids[4]) })).data.winnerPid).toBe(String(event.pids[4]));
    // the correction: player 3 now wins
    const corrected = [event.pids[2], event.pids[0], event.pids[1], ...event.pids.slice(3)];
    await storeResults(app, event, corrected);
    const after = await o.awards();
    expect(after.list.map((l: { pid: string | null }) => l.pid)).toEqual([String(event.pids[2]), String(event.pids[4])]);
    expect(after.list[1].reason).toBe('Recorded on hole 3');
    // the winner of a rule that is not a skill prize cannot be set by hand; a non-player is refused
    const cupRule = body(await o.call('GET', '/prize-rules')).data.list[0];
    expect((await o.call('POST', `/prize-rules/${cupRule.id}/winner`, { pid: String(event.pids[1]) })).statusCode).toBe(409);
    expect((await o.call('POST', `/prize-rules/${pinRule.id}/winner`, { pid: '999999' })).statusCode).toBe(400);
  });

  it('exports the prize result as a readable .xlsx with headers in the caller\'s language', async () => {
    const event = await buildPrizeEvent(app, 4);
    const o = api(event, event.owner);
    const cup = await o.prize('Cup', 2, 40);
    await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: cup.id, num: 2 });
    await o.rule({ type: 'luckyDraw', ranking: 1, order: 9, prizeId: (await o.prize('Umbrella', 1)).id });
    await storeResults(app, event);
    const res = await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/awards/export`, headers: as(event.member, 'ja-JP') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('表彰結果');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['No.', '賞', '受賞者', '賞品', '数量', '金額', '協賛者', '理由']);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 7)).toEqual([1, 'ネット 1 位', 'Player 01', 'Cup', 2, 80]);
    expect(sheet.getRow(3).getCell(2).value).toBe('ラッキー賞（抽選）');
    expect(sheet.rowCount).toBe(3);
  });

  it('awards stored before any result are not awards yet: the answer says none were computed (not "no rules")', async () => {
    const event = await buildPrizeEvent(app, 4);
    const o = api(event, event.owner);
    await o.rule({ type: 'rankNet', ranking: 1, order: 1, prizeId: (await o.prize('Cup', 1)).id });
    expect((await o.call('POST', '/awards/recompute')).statusCode).toBe(200);
    expect(await o.awards()).toMatchObject({ list: [], computedAt: null });
    await storeResults(app, event);
    expect((await o.awards()).computedAt).not.toBeNull();
  });

  it('the lucky draw is reproducible: recomputing keeps the stored seed', async () => {
    const event = await buildPrizeEvent(app, 12);
    const o = api(event, event.owner);
    await o.rule({ type: 'luckyDraw', ranking: 3, order: 1, prizeId: (await o.prize('Voucher', 3)).id });
    await storeResults(app, event);
    const first = (await o.awards()).list.map((l: { pid: string }) => l.pid);
    expect(first).toHaveLength(3);
    const again = body(await o.call('POST', '/awards/recompute')).data.list.map((l: { pid: string }) => l.pid);
    expect(again).toEqual(first);
  });

  it('the lucky draw stays when corrected results reorder the field; awards stored before the draw by ticket keep theirs', async () => {
    const event = await buildPrizeEvent(app, 12);
    const o = api(event, event.owner);
    await o.rule({ type: 'luckyDraw', ranking: 3, order: 1, prizeId: (await o.prize('Voucher', 3)).id });
    const drawn = async () => (await o.awards()).list.map((l: { pid: string }) => l.pid);
    const stored = async () => (await app.db.select().from(awardSnapshots).where(eq(awardSnapshots.activityId, event.activityId)))[0];
    await storeResults(app, event);
    const first = await drawn();
    expect(first).toHaveLength(3);
    expect((await stored()).drawVersion).toBe(2);
    // a correction turns the order round: the same three are drawn
    await storeResults(app, event, [...event.pids].reverse());
    expect(await drawn()).toEqual(first);

    // a snapshot from before (version 1) with a drawn winner keeps the draw by position, and its version
    await app.db.update(awardSnapshots).set({ drawVersion: 1 }).where(eq(awardSnapshots.activityId, event.activityId));
    await storeResults(app, event);
    expect((await stored()).drawVersion).toBe(1);
    const legacy = await drawn();
    await storeResults(app, event, [...event.pids].reverse());
    expect((await stored()).drawVersion).toBe(1);
    expect(await drawn()).not.toEqual(legacy);
    // withheld by an organiser, the earlier draw still drew someone: it stays the draw by position on the next computation
    const rule = (await o.awards()).list[0] as { ruleId: string; computedPid: string };
    expect((await o.call('PUT', '/awards/overrides', { ruleId: rule.ruleId, slot: 0, pid: null, reason: 'left early' })).statusCode).toBe(200);
    await storeResults(app, event, [...event.pids].reverse());
    expect((await stored()).drawVersion).toBe(1);
    expect((await o.awards()).list[0]).toMatchObject({ pid: null, computedPid: rule.computedPid });
  });
});

describe('who may manage prizes (organisers and admins only)', () => {
  it.each([
    ['member', 403],
    ['outsider', 403],
    ['organiser', 200],
    ['owner', 200],
    ['admin', 200],
  ] as const)('%s → %i on every organiser action', async (role, expected) => {
    const event = await buildPrizeEvent(app, 4);
    const admin = await buildUser(app, { role: 'admin' });
    const actor = { member: event.member, outsider: event.outsider, organiser: event.organiser, owner: event.owner, admin }[role];
    const o = api(event, event.owner);
    const prize = await o.prize('Cap', 5);
    const rule = body(await o.rule({ type: 'nearestPin', hole: 7, prizeId: prize.id })).data;
    const spare = await o.prize('Spare', 1);
    const a = api(event, actor);
    const calls: [string, () => ReturnType<typeof a.call>][] = [
      ['create prize', () => a.call('POST', '/prizes', { name: 'Bag', num: 1 })],
      ['edit prize', () => a.call('PATCH', `/prizes/${prize.id}`, { num: 6 })],
      ['create rule', () => a.call('POST', '/prize-rules', { type: 'rankNet', ranking: 1, prizeId: prize.id })],
      ['edit rule', () => a.call('PATCH', `/prize-rules/${rule.id}`, { order: 4 })],
      ['record winner', () => a.call('POST', `/prize-rules/${rule.id}/winner`, { pid: String(event.pids[0]) })],
      ['recompute', () => a.call('POST', '/awards/recompute')],
      ['delete prize', () => a.call('DELETE', `/prizes/${spare.id}`)],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect([name, res.statusCode]).toEqual([name, expected]);
    }
    // everyone who may see the event reads the prizes and awards (the event is members only)
    expect((await a.call('GET', '/awards')).statusCode).toBe(role === 'outsider' ? 403 : 200);
  });
});

describe('prize templates', () => {
  it('the Japanese コンペ set in one click: prize items named in Japanese, ニアピン on the par 3s, ブービー to 15th of 16; members may not apply it', async () => {
    const event = await buildPrizeEvent(app, 16);
    const refused = await api(event, event.member).call('POST', '/prize-templates', { template: 'japanese' });
    expect(refused.statusCode).toBe(403);
    const board = body(await api(event, event.owner, 'ja-JP').call('POST', '/prize-templates', { template: 'japanese' })).data;
    expect(board.list.map((p: { name: string }) => p.name)).toEqual(['優勝', '準優勝', '3位', 'ブービー賞', 'ブービーメーカー賞', 'ニアピン（3 番）', 'ニアピン（11 番）', 'ドラコン（4 番）', '飛び賞']);
    expect(board.rules.filter((r: { type: string }) => r.type === 'nearestPin').map((r: { hole: number }) => r.hole)).toEqual([3, 11]);
    expect(board.list.every((p: { status: string }) => p.status !== 'over')).toBe(true);
    await storeResults(app, event);
    const awards = await api(event, event.member, 'ja-JP').awards();
    const booby = awards.list.find((l: { label: string }) => l.label === 'ブービー');
    expect(booby).toMatchObject({ name: 'Player 15', prizeName: 'ブービー賞', mine: true });
    expect(awards.list.filter((l: { type: string }) => l.type === 'everyNth').map((l: { name: string }) => l.name)).toEqual(['Player 05', 'Player 10']); // 15th holds the booby: one main prize per player
  });
});
