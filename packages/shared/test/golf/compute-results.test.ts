import { describe, expect, it } from 'vitest';
import { computeResults } from '../../src/golf/compute-results';
import { combineNines } from '../../src/golf/course';
import { GolfRuleError } from '../../src/golf/errors';
import { seededRng } from '../../src/golf/rng';
import type { PlayerInput } from '../../src/golf/types';
import { computeAwards } from '../../src/golf/prizes';
import { card, parPlus, withHole } from './fixtures/cards';
import { lakesideNines, pineRidge, pineRidgeTees, scores16 } from './fixtures/pine-ridge';

const hidden = [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15];
const players: PlayerInput[] = scores16.map((s, i) => ({ pid: String(i + 1), name: s.name, sex: s.sex }));
const cards = scores16.map((s, i) => ({ pid: String(i + 1), holes: card(s.strokes) }));

/** An independent New Peoria reading of one fixture row, in plain decimals. */
function expectedNewPeoria(strokes: number[]): { handicap: number; net: number } {
  const sum = hidden.reduce((s, n) => s + strokes[n - 1], 0);
  const handicap = Math.min(36, Math.max(0, Number(((sum * 1.5 - 72) * 0.8).toFixed(1))));
  const gross = strokes.reduce((s, x) => s + x, 0);
  return { handicap, net: Number((gross - handicap).toFixed(1)) };
}

describe('computeResults on scores-16 (Pine Ridge, New Peoria)', () => {
  const result = computeResults({ holes: pineRidge, players, cards, handicapSystem: { type: 'peoria', hiddenHoles: hidden } });

  it('answers every player ranked, with the hidden holes used', () => {
    expect(result.hiddenHoles).toEqual(hidden);
    expect(result.list).toHaveLength(16);
    expect(result.list.every((r) => r.status === 'ok' && r.rank !== null)).toBe(true);
    expect(result.teams).toEqual([]);
  });

  it('gives each player the New Peoria handicap and net of an independent calculation', () => {
    for (const row of result.list) {
      const s = scores16[Number(row.pid) - 1];
      expect({ handicap: row.handicap, net: row.net }).toEqual(expectedNewPeoria(s.strokes));
    }
    expect(result.list.find((r) => r.name === '王伟')).toMatchObject({ gross: 87, out: 40, in: 47, toPar: 15, handicap: 10.8, net: 76.2 });
  });

  it('orders by net with ranks that never go down', () => {
    const nets = result.list.map((r) => r.net ?? NaN);
    expect(nets).toEqual([...nets].sort((a, b) => a - b));
    result.list.forEach((r, i) => {
      if (i > 0) expect(r.rank ?? 0).toBeGreaterThanOrEqual(result.list[i - 1].rank ?? 0);
    });
  });

  it('draws the hidden holes with the injected RNG when the organiser gave none', () => {
    const a = computeResults({ holes: pineRidge, players, cards, handicapSystem: { type: 'peoria' }, rng: seededRng(9) });
    const b = computeResults({ holes: pineRidge, players, cards, handicapSystem: { type: 'peoria' }, rng: seededRng(9) });
    expect(a.hiddenHoles).toHaveLength(12);
    expect(a).toEqual(b);
  });

  it('refuses a hidden-hole list that does not fit the course', () => {
    expect(() => computeResults({ holes: pineRidge, players, cards, handicapSystem: { type: 'peoria', hiddenHoles: [1, 19] } })).toThrow(
      GolfRuleError,
    );
  });
});

describe('computeResults with the other systems', () => {
  const two: PlayerInput[] = [
    { pid: 'a', name: 'Index 14.2', sex: 'M', handicapIndex: 14.2 },
    { pid: 'b', name: 'Index 28', sex: 'F', handicapIndex: 28, tee: pineRidgeTees.red },
  ];
  const bogeys = [
    { pid: 'a', holes: card(parPlus(pineRidge, 1)) },
    { pid: 'b', holes: card(parPlus(pineRidge, 1)) },
  ];

  it('WHS: playing handicaps 15 (blue tee) and 29 (red tee) at 95%', () => {
    const { list } = computeResults({ holes: pineRidge, players: two, cards: bogeys, handicapSystem: { type: 'whs' }, tee: pineRidgeTees.blue });
    expect(list.map((r) => [r.pid, r.handicap, r.net, r.rank])).toEqual([['b', 29, 61, 1], ['a', 15, 75, 2]]);
    expect(list[0].points).toBeUndefined();
  });

  it('Stableford: ranks by points, higher first', () => {
    const { list } = computeResults({ holes: pineRidge, players: two, cards: bogeys, handicapSystem: { type: 'stableford' }, tee: pineRidgeTees.blue });
    // bogeys: 15 strokes → 15 holes at 2 points + 3 at 1 = 33; 29 strokes → 11 holes at 3 + 7 at 2 = 47
    expect(list.map((r) => [r.pid, r.points, r.rank])).toEqual([['b', 47, 1], ['a', 33, 2]]);
  });

  it('Callaway: the published 96 gives a handicap of 22 and a net of 74', () => {
    const card96 = [8, 7, 3, 9, 5, 5, 3, 5, 5, 5, 3, 5, 5, 5, 5, 3, 10, 5];
    const { list } = computeResults({
      holes: pineRidge,
      players: [two[0]],
      cards: [{ pid: 'a', holes: card(card96) }],
      handicapSystem: { type: 'callaway' },
    });
    expect(list[0]).toMatchObject({ gross: 96, handicap: 22, net: 74, rank: 1 });
  });

  it('plays a 9-hole course and two combined nines', () => {
    const nine = computeResults({
      holes: lakesideNines.east,
      players: [{ pid: 'a', name: 'a', sex: 'M', declaredHandicap: 4.5 }],
      cards: [{ pid: 'a', holes: card([5, 5, 3, 4, 5, 3, 4, 6, 4]) }],
      handicapSystem: { type: 'fixed' },
    });
    expect(nine.list[0]).toMatchObject({ gross: 39, out: 39, in: null, toPar: 3, handicap: 4.5, net: 34.5, rank: 1 });
    const combined = combineNines(lakesideNines.east, lakesideNines.south);
    const eighteen = computeResults({
      holes: combined,
      players: [{ pid: 'a', name: 'a', sex: 'M' }],
      cards: [{ pid: 'a', holes: card(parPlus(combined, 1)) }],
      handicapSystem: { type: 'peoria', hiddenCount: 6 },
      rng: seededRng(3),
    });
    // any balanced draw of 6 has hidden par 24 (per nine 3 + 4 + 5); bogeys: (30 × 3 − 72) × 0.8 = 14.4
    expect(eighteen.list[0]).toMatchObject({ gross: 90, handicap: 14.4, net: 75.6, status: 'ok' });
  });

  it('Peoria: the ladies cap applies to F players', () => {
    const { list } = computeResults({
      holes: pineRidge,
      players: [
        { pid: 'm', name: 'm', sex: 'M' },
        { pid: 'f', name: 'f', sex: 'F' },
      ],
      cards: ['m', 'f'].map((pid) => ({ pid, holes: card(parPlus(pineRidge, 3)) })),
      handicapSystem: { type: 'peoria', hiddenHoles: hidden, capFemale: 40 },
    });
    expect(list.map((r) => [r.pid, r.handicap, r.net])).toEqual([['f', 40, 86], ['m', 36, 90]]);
  });
});

describe('the other order and teams (PRODUCT.md: ties by the chain, teams on nets)', () => {
  const p = (pid: string, handicap: number, extra: Partial<PlayerInput> = {}): PlayerInput => ({ pid, name: pid, sex: 'M', declaredHandicap: handicap, ...extra });
  const over = (n: number) => card(withHole(parPlus(pineRidge), 1, pineRidge[0].par + n));

  it('gives each ranked player a place on gross by the event\'s tie-break chain, and the gross prize follows it', () => {
    const chain = ['age', 'countback', 'shared'] as const;
    // A and B level on gross 80; B is older; C wins on net
    const field = [p('C', 28, { birthday: '1990-01-01' }), p('A', 16, { birthday: '1990-01-01' }), p('B', 2, { birthday: '1950-01-01' })];
    const result = computeResults({
      holes: pineRidge,
      players: field,
      cards: [
        { pid: 'C', holes: over(16) },
        { pid: 'A', holes: over(8) },
        { pid: 'B', holes: over(8) },
      ],
      handicapSystem: { type: 'fixed', tieBreak: [...chain] },
    });
    expect(Object.fromEntries(result.list.map((r) => [r.pid, [r.rank, r.grossRank]]))).toEqual({ C: [1, 3], A: [2, 2], B: [3, 1] });
    const awards = computeAwards({
      rules: [
        { id: 'n1', type: 'rankNet', ranking: 1, order: 1, prizeId: 'p', num: 1 },
        { id: 'g1', type: 'rankGross', ranking: 1, order: 2, prizeId: 'p', num: 1 },
      ],
      results: result.list,
      options: { tieBreak: [...chain] },
    });
    expect(awards.find((w) => w.ruleId === 'g1')?.pid).toBe('B');
  });

  it('adds up the best nets of a team when the event ranks by gross', () => {
    const field = [p('a', 20, { team: 'X' }), p('b', 18, { team: 'X' }), p('c', 0, { team: 'Y' }), p('d', 1, { team: 'Y' })];
    const extra: Record<string, number> = { a: 20, b: 18, c: 2, d: 2 };
    const result = computeResults({
      holes: pineRidge,
      players: field,
      cards: field.map((f) => ({ pid: f.pid, holes: over(extra[f.pid]) })),
      handicapSystem: { type: 'fixed', rankBy: 'gross' },
      team: { size: 2, mode: 'sum' },
    });
    // nets: X 72 + 72 = 144, Y 74 + 73 = 147 (on gross Y would lead, 148 against 182)
    expect(result.teams.map((t) => [t.team, t.score])).toEqual([
      ['X', 144],
      ['Y', 147],
    ]);
  });
});
