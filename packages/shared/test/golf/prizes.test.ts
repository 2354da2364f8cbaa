import { describe, expect, it } from 'vitest';
import { seededRng } from '../../src/golf/rng';
import { allocatePrizes, checkPrizeQuantity } from '../../src/golf/prize-allocation';
import type { AwardHoleScore, AwardResultRow, AwardRule, PrizeRuleType } from '../../src/golf/prize-types';
import { computeAwards } from '../../src/golf/prizes';
import type { ResultRow } from '../../src/golf/types';

/** 16 players p1…p16 ranked 1…16 by net; gross order is reversed in pairs; odd pids are men. */
function results(n = 16): AwardResultRow[] {
  return Array.from({ length: n }, (_, k) => {
    const i = k + 1;
    return {
      pid: `p${i}`,
      name: `Player ${i}`,
      sex: i % 2 ? 'M' : 'F',
      division: i <= n / 2 ? 'A' : 'B',
      rank: i,
      gross: 80 + i,
      net: 70 + i,
      status: 'ok',
    };
  });
}

let nextId = 0;
function rule(type: PrizeRuleType, extra: Partial<AwardRule> = {}): AwardRule {
  nextId += 1;
  return { id: `r${nextId}`, type, ranking: 1, order: nextId, prizeId: `prize-${type}`, num: 1, ...extra };
}
const winners = (list: ReturnType<typeof computeAwards>, ruleId: string) => list.filter((w) => w.ruleId === ruleId).map((w) => w.pid);

describe('allocatePrizes and checkPrizeQuantity', () => {
  const prizes = [
    { id: '1', name: 'Trophy', num: 3 },
    { id: '2', name: 'Golf balls', num: 2 },
    { id: '3', name: 'Voucher', num: 1 },
  ];
  const rules = [
    { id: 'a', prizeId: '1', num: 1 },
    { id: 'b', prizeId: '2', num: 2 },
    { id: 'c', prizeId: '3', num: 1 },
    { id: 'd', prizeId: '3', num: 1 },
    { id: 'e', prizeId: 'gone', num: 5 },
  ];

  it('reports allocated, remainder and ok/full/over per prize', () => {
    expect(allocatePrizes(prizes, rules).map((p) => [p.name, p.allocated, p.remainder, p.status])).toEqual([
      ['Trophy', 1, 2, 'ok'],
      ['Golf balls', 2, 0, 'full'],
      ['Voucher', 2, -1, 'over'],
    ]);
  });

  it('a lucky draw of 3 takes 3 × num, best by sex for both sexes 2 × num', () => {
    const balls = [{ id: 'b', name: 'Balls', num: 3 }];
    expect(allocatePrizes(balls, [{ id: 'd', prizeId: 'b', num: 1, type: 'luckyDraw', ranking: 3 }])[0]).toMatchObject({ allocated: 3, status: 'full' });
    expect(allocatePrizes(balls, [{ id: 'd', prizeId: 'b', num: 2, type: 'luckyDraw', ranking: 2 }])[0]).toMatchObject({ allocated: 4, status: 'over' });
    expect(allocatePrizes(balls, [{ id: 's', prizeId: 'b', num: 1, type: 'bestSex', ranking: 1, sex: null }])[0]).toMatchObject({ allocated: 2, remainder: 1 });
    expect(allocatePrizes(balls, [{ id: 's', prizeId: 'b', num: 1, type: 'bestSex', ranking: 1, sex: 'F' }])[0]).toMatchObject({ allocated: 1 });
  });

  it("refuses a quantity below the allocation with the spec's '{prize} quantity wrong'", () => {
    expect(checkPrizeQuantity({ name: 'Golf balls' }, 1, 2)).toEqual({
      key: 'prize.quantityWrong',
      params: { prize: 'Golf balls', allocated: 2, num: 1 },
    });
    expect(checkPrizeQuantity({ name: 'Golf balls' }, 2, 2)).toBeNull();
    expect(checkPrizeQuantity({ name: 'Golf balls' }, 9, 2)).toBeNull();
  });
});

describe('computeAwards', () => {
  it('rankNet by place; booby is 2nd from bottom, booby-maker last; answer in presentation order', () => {
    const booby = rule('fromBottom', { ranking: 2, order: 1 });
    const maker = rule('fromBottom', { ranking: 1, order: 2 });
    const first = rule('rankNet', { ranking: 1, order: 4 });
    const third = rule('rankNet', { ranking: 3, order: 3 });
    const list = computeAwards({ rules: [first, third, booby, maker], results: results() });
    expect(list.map((w) => [w.ruleId, w.pid])).toEqual([
      [booby.id, 'p15'],
      [maker.id, 'p16'],
      [third.id, 'p3'],
      [first.id, 'p1'],
    ]);
    expect(list[0].reason).toEqual({ code: 'fromBottom', params: { fromBottom: 2, place: 15 } });
  });

  it('an event ranked by gross: net prizes go by the places on net (netRank), gross prizes by gross', () => {
    // ranked by gross p1…p4; on net p3 is 1st, p1 2nd, p4 3rd, p2 4th
    const rows = results(4).map((r, k) => ({ ...r, netRank: [2, 4, 1, 3][k], net: [72, 76, 70, 74][k] }));
    const net1 = rule('rankNet', { ranking: 1 });
    const net2 = rule('rankNet', { ranking: 2 });
    const booby = rule('fromBottom', { ranking: 2 });
    const gross1 = rule('rankGross', { ranking: 1 });
    const list = computeAwards({ rules: [net1, net2, booby, gross1], results: rows, options: { oneMainPrizePerPlayer: false } });
    expect([winners(list, net1.id), winners(list, net2.id), winners(list, booby.id), winners(list, gross1.id)]).toEqual([['p3'], ['p1'], ['p4'], ['p1']]);
  });

  it("takes the engine's results rows as they are", () => {
    const rows: ResultRow[] = results(2).map((r) => ({ ...r, team: null, handicap: 10, putts: null, out: null, in: null, toPar: null, status: 'ok', holesPlayed: 18 }));
    rows[1] = { ...rows[1], rank: null, status: 'noCard' };
    const first = rule('rankNet');
    const booby = rule('fromBottom', { ranking: 1 });
    // p1 is the only ranked player: first and also last, but one main prize per player.
    expect(computeAwards({ rules: [first, booby], results: rows }).map((w) => [w.pid, w.reason.code])).toEqual([
      ['p1', 'place'],
      [null, 'alreadyAwarded'],
    ]);
  });

  it('withdrawn and unranked players never win ranking prizes', () => {
    const rows = results();
    rows[15] = { ...rows[15], status: 'withdrawn' };
    rows[14] = { ...rows[14], rank: null, status: 'incomplete' };
    rows[0] = { ...rows[0], status: 'withdrawn' };
    const booby = rule('fromBottom', { ranking: 2 });
    const first = rule('rankNet');
    const list = computeAwards({ rules: [booby, first], results: rows });
    expect(winners(list, booby.id)).toEqual(['p13']);
    // Places count ranked players only: with p1 withdrawn, p2 is first.
    expect(winners(list, first.id)).toEqual(['p2']);
  });

  it('everyNth gives places N, 2N, 3N… and skips places already holding a main prize', () => {
    const nth = rule('everyNth', { ranking: 5 });
    expect(winners(computeAwards({ rules: [nth], results: results() }), nth.id)).toEqual(['p5', 'p10', 'p15']);
    const fifth = rule('rankNet', { ranking: 5 });
    expect(winners(computeAwards({ rules: [nth, fifth], results: results() }), nth.id)).toEqual(['p10', 'p15']);
    expect(winners(computeAwards({ rules: [nth, fifth], results: results(), options: { oneMainPrizePerPlayer: false } }), nth.id)).toEqual(['p5', 'p10', 'p15']);
  });

  it('nobody left to win says so: "everyone who could already holds a prize" apart from "nobody qualifies"', () => {
    // four players, every place has its prize: the best lady and the lucky draw find only players holding one
    const places = [1, 2, 3, 4].map((ranking) => rule('rankNet', { ranking }));
    const lady = rule('bestSex', { sex: 'F' });
    const draw = rule('luckyDraw');
    const list = computeAwards({ rules: [...places, lady, draw], results: results(4) });
    expect(list.find((w) => w.ruleId === lady.id)).toMatchObject({ pid: null, reason: { code: 'allAwarded' } });
    expect(list.find((w) => w.ruleId === draw.id)).toMatchObject({ pid: null, reason: { code: 'allAwarded' } });
    // a place that does not exist (two ladies tied 1st: no 2nd), or one whose player holds nothing: not "all awarded"
    const tied = results(4).map((r) => (r.pid === 'p4' ? { ...r, rank: 2, net: 72, tied: true } : r.pid === 'p2' ? { ...r, tied: true } : r));
    const second = rule('bestSex', { sex: 'F', ranking: 2 });
    expect(computeAwards({ rules: [second], results: tied }).find((w) => w.ruleId === second.id)).toMatchObject({ pid: null, reason: { code: 'noQualifier' } });
    const third = rule('bestSex', { sex: 'F', ranking: 3 });
    const six = results(6);
    expect(computeAwards({ rules: [rule('rankNet', { ranking: 2 }), third], results: six }).find((w) => w.ruleId === third.id)).toMatchObject({ pid: null, reason: { code: 'noQualifier' } });
    // a field without ladies: nobody qualifies
    const men = results(4).map((r) => ({ ...r, sex: 'M' as const }));
    const alone = rule('bestSex', { sex: 'F' });
    expect(computeAwards({ rules: [alone], results: men }).find((w) => w.ruleId === alone.id)).toMatchObject({ pid: null, reason: { code: 'noQualifier' } });
  });

  it('a still-shared place goes to every tied player; a place swallowed by the tie awards nothing', () => {
    const rows = results(6);
    rows[1] = { ...rows[1], rank: 1, tied: true };
    rows[0] = { ...rows[0], tied: true };
    const first = rule('rankNet', { ranking: 1 });
    const second = rule('rankNet', { ranking: 2 });
    const third = rule('rankNet', { ranking: 3 });
    const list = computeAwards({ rules: [first, second, third], results: rows });
    expect(list.filter((w) => w.ruleId === first.id).map((w) => [w.pid, w.shared])).toEqual([
      ['p1', true],
      ['p2', true],
    ]);
    expect(list.find((w) => w.ruleId === second.id)).toMatchObject({ pid: null, reason: { code: 'noQualifier', params: { place: 2 } } });
    expect(winners(list, third.id)).toEqual(['p3']);
  });

  it('two rules for the same place (trophy and voucher) go to the same player', () => {
    const trophy = rule('rankNet');
    const voucher = rule('rankNet', { prizeId: 'voucher' });
    const list = computeAwards({ rules: [trophy, voucher], results: results() });
    expect(list.map((w) => w.pid)).toEqual(['p1', 'p1']);
  });

  it('best gross skips net winners (net priority), or keeps gross places with gross priority', () => {
    const rows = results(8).map((r) => ({ ...r, gross: r.pid === 'p1' ? 75 : r.pid === 'p5' ? 76 : 90 + Number(r.pid.slice(1)) }));
    const net1 = rule('rankNet', { ranking: 1 });
    const net2 = rule('rankNet', { ranking: 2 });
    const gross1 = rule('rankGross', { ranking: 1 });
    const gross2 = rule('rankGross', { ranking: 2 });
    const byNet = computeAwards({ rules: [net1, net2, gross1, gross2], results: rows });
    expect([net1, net2, gross1, gross2].map((r) => winners(byNet, r.id)[0])).toEqual(['p1', 'p2', 'p5', 'p3']);
    const byGross = computeAwards({ rules: [net1, net2, gross1, gross2], results: rows, options: { priority: 'gross' } });
    expect([net1, net2, gross1, gross2].map((r) => winners(byGross, r.id)[0])).toEqual(['p2', 'p3', 'p1', 'p5']);
  });

  it('bestSex and bestDivision exclude main prize winners, per sex/division when none is named', () => {
    const top3 = [1, 2, 3].map((ranking) => rule('rankNet', { ranking }));
    const lady = rule('bestSex', { sex: 'F' });
    const eachSex = rule('bestSex');
    const eachDivision = rule('bestDivision');
    const list = computeAwards({ rules: [...top3, lady, eachSex, eachDivision], results: results() });
    expect(winners(list, lady.id)).toEqual(['p4']);
    // The lady rule holds p4 (family bestSex:F), so the per-sex rule gives M → p5 and F → p4 again.
    expect(winners(list, eachSex.id)).toEqual(['p5', 'p4']);
    expect(winners(list, eachDivision.id)).toEqual(['p6', 'p9']);
    const loose = computeAwards({ rules: [...top3, lady], results: results(), options: { oneMainPrizePerPlayer: false } });
    expect(winners(loose, lady.id)).toEqual(['p2']);
  });

  it('equal gross goes to the lower handicap (the tie-break chain), then to the net rank', () => {
    // p1 handicap 10 (net 70), p2 handicap 5 (net 75): both gross 80
    const rows = results(4).map((r) => ({ ...r, gross: r.pid === 'p1' || r.pid === 'p2' ? 80 : 90 + Number(r.pid.slice(1)) }));
    rows[0] = { ...rows[0], net: 70 };
    rows[1] = { ...rows[1], net: 75 };
    const gross1 = rule('rankGross', { ranking: 1 });
    const gross2 = rule('rankGross', { ranking: 2 });
    const loose = { oneMainPrizePerPlayer: false };
    const list = computeAwards({ rules: [gross1, gross2], results: rows, options: loose });
    expect([winners(list, gross1.id), winners(list, gross2.id)]).toEqual([['p2'], ['p1']]);
    // a chain that does not start with the handicap leaves the order to the net rank
    const byRank = computeAwards({ rules: [gross1, gross2], results: rows, options: { ...loose, tieBreak: ['countback', 'shared'] } });
    expect([winners(byRank, gross1.id), winners(byRank, gross2.id)]).toEqual([['p1'], ['p2']]);
    // the same gross and handicap on a shared net place share the gross place too
    const shared = rows.map((r) => (r.pid === 'p2' ? { ...r, net: 70, rank: 1, tied: true } : r.pid === 'p1' ? { ...r, tied: true } : r));
    expect(computeAwards({ rules: [gross1], results: shared, options: loose }).map((w) => [w.pid, w.shared])).toEqual([
      ['p1', true],
      ['p2', true],
    ]);
  });

  it("a rule's sex and division narrow every type (ladies' 1st net, booby of division B, ladies' birdies and pin)", () => {
    const overall = rule('rankNet', { ranking: 1 });
    const ladies = rule('rankNet', { ranking: 1, sex: 'F' });
    const ladies2 = rule('rankNet', { ranking: 2, sex: 'F' });
    const grossB = rule('rankGross', { ranking: 1, division: 'B' });
    const boobyB = rule('fromBottom', { ranking: 2, division: 'B' });
    const makerA = rule('fromBottom', { ranking: 1, division: 'A' });
    const nthF = rule('everyNth', { ranking: 3, sex: 'F' });
    const list = computeAwards({ rules: [overall, ladies, ladies2, grossB, boobyB, makerA, nthF], results: results() });
    expect(winners(list, overall.id)).toEqual(['p1']);
    // women are the even pids; the overall winner is a man, so the best lady is p2, the next p4
    expect(winners(list, ladies.id)).toEqual(['p2']);
    expect(winners(list, ladies2.id)).toEqual(['p4']);
    // division B is p9…p16: best gross there is p9; 2nd from its bottom p15; division A's last p8
    expect(winners(list, grossB.id)).toEqual(['p9']);
    expect(winners(list, boobyB.id)).toEqual(['p15']);
    expect(winners(list, makerA.id)).toEqual(['p8']);
    // every 3rd lady: ladies' places 3 and 6 (p6, p12), none already a winner
    expect(winners(list, nthF.id)).toEqual(['p6', 'p12']);
    // the overall winner, a woman now, is not also the ladies' winner (one main prize): the next lady is
    const womanFirst = results().map((r) => (r.pid === 'p1' ? { ...r, sex: 'F' as const } : r));
    const again = computeAwards({ rules: [overall, ladies], results: womanFirst });
    expect([winners(again, overall.id), winners(again, ladies.id)]).toEqual([['p1'], ['p2']]);

    const card = (strokes: number[]): AwardHoleScore[] => strokes.map((s, i) => ({ number: i + 1, strokes: s, par: 4 }));
    const holeScores = { p1: card([3, 3, 3]), p2: card([3, 4, 4]), p3: card([4, 4, 4]), p4: card([4, 4, 4]) };
    const birdiesF = rule('mostBirdies', { sex: 'F' });
    const pinF = rule('nearestPin', { hole: 2, sex: 'F' });
    const drawF = rule('luckyDraw', { ranking: 2, sex: 'F' });
    const feats = computeAwards({ rules: [birdiesF, pinF, drawF], results: results(4), holeScores, manualWinners: { [pinF.id]: 'p3' } });
    expect(winners(feats, birdiesF.id)).toEqual(['p2']);
    // a man recorded for the ladies' nearest the pin does not qualify
    expect(feats.find((w) => w.ruleId === pinF.id)).toMatchObject({ pid: null, reason: { code: 'noQualifier' } });
    // p2 already won; p4 is the only lady left for the draw
    expect(winners(feats, drawF.id)).toEqual(['p4']);
  });

  it('narrowed rules keep the order of families: the priority ranking first, then the other, then from the bottom', () => {
    const ladiesGross = rule('rankGross', { ranking: 1, sex: 'F', order: 1 });
    const ladiesNet = rule('rankNet', { ranking: 1, sex: 'F', order: 2 });
    const list = computeAwards({ rules: [ladiesGross, ladiesNet], results: results() });
    // p2 is the best lady on both: net has priority, so the gross prize goes to the next lady
    expect([winners(list, ladiesNet.id), winners(list, ladiesGross.id)]).toEqual([['p2'], ['p4']]);

    const net1 = rule('rankNet', { ranking: 1, sex: 'F' });
    const net2 = rule('rankNet', { ranking: 2, sex: 'F' });
    const maker = rule('fromBottom', { ranking: 1, sex: 'F' });
    const two = computeAwards({ rules: [maker, net2, net1], results: results(4) });
    expect([winners(two, net1.id), winners(two, net2.id)]).toEqual([['p2'], ['p4']]);
    expect(two.find((w) => w.ruleId === maker.id)).toMatchObject({ pid: null, reason: { code: 'alreadyAwarded' } });
  });

  it('places from the bottom count like places from the top: a shared last place swallows the booby', () => {
    const rows = results(4).map((r) => (r.pid === 'p4' ? { ...r, rank: 3, tied: true } : r.pid === 'p3' ? { ...r, tied: true } : r));
    const booby = rule('fromBottom', { ranking: 2 });
    const maker = rule('fromBottom', { ranking: 1 });
    const third = rule('fromBottom', { ranking: 3 });
    const list = computeAwards({ rules: [booby, maker, third], results: rows });
    expect(list.filter((w) => w.ruleId === maker.id).map((w) => [w.pid, w.shared])).toEqual([
      ['p3', true],
      ['p4', true],
    ]);
    expect(list.find((w) => w.ruleId === booby.id)).toMatchObject({ pid: null, reason: { code: 'noQualifier', params: { fromBottom: 2 } } });
    expect(winners(list, third.id)).toEqual(['p2']);
  });

  it('birdies, eagles and aces from hole scores; ties for most birdies share', () => {
    const card = (strokes: number[]): AwardHoleScore[] => strokes.map((s, i) => ({ number: i + 1, strokes: s, par: i % 2 ? 4 : 3 }));
    const holeScores = {
      p1: card([2, 3, 3, 4]), // birdie on 1 and 2 → 2 birdies
      p2: card([1, 4, 2, 2]), // ace on 1 (eagle), birdie 3, eagle 4 → 3 under par, 2 eagles
      p3: card([2, 3, 2, 4]), // 3 birdies
      p4: card([3, 4, 3, 4]),
    };
    const birdies = rule('mostBirdies');
    const eagle = rule('eagle');
    const ace = rule('holeInOne');
    const aceOn3 = rule('holeInOne', { hole: 3 });
    const list = computeAwards({ rules: [birdies, eagle, ace, aceOn3], results: results(4), holeScores });
    expect(list.filter((w) => w.ruleId === birdies.id).map((w) => [w.pid, w.shared, w.reason.params.count])).toEqual([
      ['p2', true, 3],
      ['p3', true, 3],
    ]);
    expect(list.filter((w) => w.ruleId === eagle.id).map((w) => [w.pid, w.reason.params])).toEqual([['p2', { count: 2, holes: '1,4' }]]);
    expect(list.filter((w) => w.ruleId === ace.id).map((w) => [w.pid, w.reason.params])).toEqual([['p2', { hole: 1 }]]);
    expect(list.find((w) => w.ruleId === aceOn3.id)?.pid).toBeNull();
  });

  it('nearest the pin and longest drive take the recorded winner; none recorded yet says so, which is not "nobody qualifies"', () => {
    const pin = rule('nearestPin', { hole: 7 });
    const drive = rule('longestDrive', { hole: 9 });
    const list = computeAwards({ rules: [pin, drive], results: results(), manualWinners: { [pin.id]: 'p9' } });
    expect(list.map((w) => [w.pid, w.name, w.reason])).toEqual([
      ['p9', 'Player 9', { code: 'skill', params: { hole: 7 } }],
      [null, '', { code: 'notRecorded', params: { hole: 9 } }],
    ]);
    // the one recorded disqualified since: said by name, not "nobody qualifies", so another is recorded
    const out = results().map((r) => (r.pid === 'p9' ? { ...r, rank: null, status: 'disqualified' } : r));
    const after = computeAwards({ rules: [pin], results: out, manualWinners: { [pin.id]: 'p9' } });
    expect(after.map((w) => [w.pid, w.reason])).toEqual([[null, { code: 'recordedOut', params: { hole: 7, name: 'Player 9' } }]]);
  });

  it('lucky draw: reproducible from its seed, only finishers who won nothing', () => {
    const rules = [rule('rankNet'), rule('rankNet', { ranking: 2 }), rule('nearestPin', { hole: 3 }), rule('luckyDraw', { ranking: 3 })];
    const draw = (seed: number) =>
      computeAwards({ rules, results: results(6), manualWinners: { [rules[2].id]: 'p3' }, rng: seededRng(seed) })
        .filter((w) => w.type === 'luckyDraw')
        .map((w) => w.pid);
    expect(draw(11)).toEqual(draw(11));
    expect(draw(11)).toHaveLength(3);
    expect(new Set(draw(11)).size).toBe(3);
    for (let seed = 0; seed < 20; seed++) for (const pid of draw(seed)) expect(['p4', 'p5', 'p6']).toContain(pid);
  });

  it('lucky draw: a correction that reorders the results, or takes an undrawn player out of the pool, leaves it alone', () => {
    const draw = rule('luckyDraw', { ranking: 2 });
    const first = rule('rankNet');
    const drawn = (rows: AwardResultRow[], seed: number, luckyDraw?: 'ordered') =>
      winners(computeAwards({ rules: [first, draw], results: rows, rng: seededRng(seed), options: { luckyDraw } }), draw.id);
    // the net order turned round (p2 … p12 swap places) with the same winner of the first prize
    const reordered = (rows: AwardResultRow[]) => [rows[0], ...rows.slice(1).reverse()].map((r, i) => ({ ...r, rank: i + 1 }));
    let orderedChanged = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const before = drawn(results(12), seed);
      expect(before).toHaveLength(2);
      expect(before).not.toContain('p1');
      expect(drawn(reordered(results(12)), seed)).toEqual(before);
      // a player who was not drawn withdraws (or wins another prize): the drawn stay drawn
      const out = results(12).find((r) => r.pid !== 'p1' && !before.includes(r.pid))!.pid;
      expect(drawn(results(12).map((r) => (r.pid === out ? { ...r, status: 'withdrawn' } : r)), seed)).toEqual(before);
      if (drawn(reordered(results(12)), seed, 'ordered').join() !== drawn(results(12), seed, 'ordered').join()) orderedChanged += 1;
    }
    // the earlier draw by position, kept for stored awards, followed the order
    expect(orderedChanged).toBeGreaterThan(10);
  });

  it('lucky draw after overrides: a player given a prize is not drawn, one whose prize went to another may be', () => {
    const first = rule('rankNet');
    const draw = rule('luckyDraw', { ranking: 3 });
    const run = (heldPrizes?: Set<string>) => computeAwards({ rules: [first, draw], results: results(5), rng: seededRng(7), heldPrizes });
    expect(winners(run(), first.id)).toEqual(['p1']);
    expect(winners(run(), draw.id)).not.toContain('p1');
    // the organiser gave p1's prize to p2: p2 holds it, p1 is in the pool
    const after = run(new Set(['p2']));
    expect(winners(after, draw.id)).not.toContain('p2');
    expect(new Set(winners(after, draw.id)).size).toBe(3);
    expect(after.find((w) => w.ruleId === draw.id)?.reason.params).toEqual({ among: 4 });
    // with everyone but p1 holding a prize, p1 is the only one left to draw
    expect(winners(run(new Set(['p2', 'p3', 'p4', 'p5'])), draw.id)).toEqual(['p1']);
  });
});
