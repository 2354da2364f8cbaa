import { describe, expect, it } from 'vitest';
import { computeResults } from '../../src/golf/compute-results';
import { countbackKeys, countbackSegments } from '../../src/golf/countback';
import { rankEntries, type RankEntry } from '../../src/golf/ranking';
import type { PlayerInput } from '../../src/golf/types';
import { card, strokesForGross } from './fixtures/cards';
import { pineRidge } from './fixtures/pine-ridge';

const entry = (pid: string, value: number, more: Partial<RankEntry> = {}): RankEntry => ({
  pid,
  value,
  handicapTenths: 0,
  countback: [],
  ...more,
});

describe('rankEntries', () => {
  it('uses standard competition ranking for shared places (1, 2, 2, 4)', () => {
    const ranked = rankEntries([entry('d', 75), entry('b', 72), entry('c', 72), entry('a', 70)], ['shared']);
    expect(ranked).toEqual([
      { pid: 'a', rank: 1, tied: false },
      { pid: 'b', rank: 2, tied: true },
      { pid: 'c', rank: 2, tied: true },
      { pid: 'd', rank: 4, tied: false },
    ]);
  });

  it('handicap: the lower handicap ranks higher', () => {
    const ranked = rankEntries([entry('a', 720, { handicapTenths: 168 }), entry('b', 720, { handicapTenths: 92 })], ['handicap']);
    expect(ranked.map((r) => [r.pid, r.rank, r.tied])).toEqual([['b', 1, false], ['a', 2, false]]);
  });

  it('age: the older player ranks higher; an unknown birthday loses', () => {
    const ranked = rankEntries(
      [entry('young', 72, { birthday: '1990-03-01' }), entry('none', 72), entry('old', 72, { birthday: '1958-11-30' })],
      ['age'],
    );
    expect(ranked.map((r) => r.pid)).toEqual(['old', 'young', 'none']);
  });

  it('follows the chain in order and stops at shared', () => {
    const a = entry('a', 72, { handicapTenths: 100, countback: [1] });
    const b = entry('b', 72, { handicapTenths: 50, countback: [2] });
    expect(rankEntries([a, b], ['countback', 'handicap']).map((r) => r.pid)).toEqual(['a', 'b']);
    expect(rankEntries([a, b], ['handicap', 'countback']).map((r) => r.pid)).toEqual(['b', 'a']);
    expect(rankEntries([a, b], ['shared', 'handicap']).map((r) => r.rank)).toEqual([1, 1]);
    expect(rankEntries([a, b], []).map((r) => r.rank)).toEqual([1, 1]);
  });
});

describe('countback', () => {
  it('compares the last 9, 6, 3, 1 holes on 18 holes and the last 6, 3, 1 on 9 holes', () => {
    expect(countbackSegments(18)).toEqual([9, 6, 3, 1]);
    expect(countbackSegments(9)).toEqual([6, 3, 1]);
  });

  it('net countback uses handicap × 9/18, 6/18, 3/18, 1/18', () => {
    const strokes = new Map(pineRidge.map((h) => [h.number, h.par]));
    // par 36 on the back nine with handicap 18.0 → 36 − 9 = 27, scaled by 10 × 18
    expect(countbackKeys(pineRidge, strokes, { kind: 'net', handicapTenths: 180 })).toEqual([
      36 * 180 - 180 * 9,
      24 * 180 - 180 * 6,
      12 * 180 - 180 * 3,
      4 * 180 - 180,
    ]);
    expect(countbackKeys(pineRidge, strokes, { kind: 'gross' })).toEqual([36, 24, 12, 4]);
  });

  // A: handicap 8, gross 80 (back nine 40, last six 26); B: handicap 10, gross 82 (40, 27). Both net 72.
  const players: PlayerInput[] = [
    { pid: 'A', name: 'A', sex: 'M', declaredHandicap: 8 },
    { pid: 'B', name: 'B', sex: 'M', declaredHandicap: 10 },
  ];
  const cards = [
    { pid: 'A', holes: card([5, 5, 3, 6, 4, 4, 3, 5, 5, 4, 4, 6, 5, 4, 4, 4, 5, 4]) },
    { pid: 'B', holes: card([5, 5, 4, 6, 4, 5, 3, 5, 5, 4, 3, 6, 5, 5, 4, 4, 5, 4]) },
  ];
  const run = (countback: 'net' | 'gross') =>
    computeResults({ holes: pineRidge, players, cards, handicapSystem: { type: 'fixed' }, tieBreak: ['countback'], countback }).list.map(
      (r) => [r.pid, r.net, r.rank],
    );

  it('on net: last nine A 40 − 4 = 36, B 40 − 5 = 35 → B wins', () => {
    expect(run('net')).toEqual([['B', 72, 1], ['A', 72, 2]]);
  });

  it('on gross: last nine 40 = 40, last six 26 < 27 → A wins', () => {
    expect(run('gross')).toEqual([['A', 72, 1], ['B', 72, 2]]);
  });

  it("the event's stored setting (handicapSystem.countback, tieBreak) decides when the call names none", () => {
    const stored = (countback: 'net' | 'gross') =>
      computeResults({ holes: pineRidge, players, cards, handicapSystem: { type: 'fixed', countback, tieBreak: ['countback', 'shared'] } }).list.map((r) => r.pid);
    expect(stored('gross')).toEqual(['A', 'B']);
    expect(stored('net')).toEqual(['B', 'A']);
  });
});

describe('a live round', () => {
  it('lists the cards being played best to par first, then the furthest round; a nine not started has no total', () => {
    const players: PlayerInput[] = ['a', 'b', 'c'].map((pid) => ({ pid, name: pid, sex: 'M', declaredHandicap: 0 }));
    const pars = pineRidge.map((h) => h.par);
    const played = (n: number, over: number) => card(pars.slice(0, n).map((p, i) => p + (i < over ? 1 : 0)));
    const { list } = computeResults({
      holes: pineRidge,
      players,
      cards: [
        { pid: 'a', holes: played(6, 2) },
        { pid: 'b', holes: played(5, 0) },
        { pid: 'c', holes: played(11, 2) },
      ],
      handicapSystem: { type: 'fixed' },
    });
    expect(list.map((r) => [r.pid, r.rank, r.toPar, r.holesPlayed])).toEqual([
      ['b', null, 0, 5],
      ['c', null, 2, 11],
      ['a', null, 2, 6],
    ]);
    expect(list.map((r) => r.in)).toEqual([null, pars[9] + pars[10], null]);
  });
});

describe('ranking through computeResults', () => {
  const players: PlayerInput[] = [
    { pid: '1', name: 'Low', sex: 'M', declaredHandicap: 4 },
    { pid: '2', name: 'Tie-a', sex: 'F', declaredHandicap: 10, birthday: '1970-01-01' },
    { pid: '3', name: 'Tie-b', sex: 'M', declaredHandicap: 10, birthday: '1960-01-01' },
    { pid: '4', name: 'Gone', sex: 'M', declaredHandicap: 0, status: 'withdrawn' },
    { pid: '5', name: 'Half', sex: 'M', declaredHandicap: 0 },
    { pid: '6', name: 'NoCard', sex: 'F', declaredHandicap: 0 },
    { pid: '7', name: 'Last', sex: 'M', declaredHandicap: 0 },
  ];
  const cards = [
    { pid: '1', holes: card(strokesForGross(pineRidge, 74)) },
    { pid: '2', holes: card(strokesForGross(pineRidge, 82)) },
    { pid: '3', holes: card(strokesForGross(pineRidge, 82)) },
    { pid: '4', holes: card(strokesForGross(pineRidge, 70)) },
    { pid: '5', holes: card(strokesForGross(pineRidge, 70).slice(0, 9)) },
    { pid: '7', holes: card(strokesForGross(pineRidge, 90)) },
  ];

  it('shares places when the chain is only `shared`, then lists the unranked by status', () => {
    const { list } = computeResults({ holes: pineRidge, players, cards, handicapSystem: { type: 'fixed' }, tieBreak: ['shared'] });
    expect(list.map((r) => [r.pid, r.rank, r.tied ?? false, r.status])).toEqual([
      ['1', 1, false, 'ok'],
      ['2', 2, true, 'ok'],
      ['3', 2, true, 'ok'],
      ['7', 4, false, 'ok'],
      ['5', null, false, 'incomplete'],
      ['6', null, false, 'noCard'],
      ['4', null, false, 'withdrawn'],
    ]);
    expect(list[4]).toMatchObject({ gross: 34, out: 34, in: null, net: null, handicap: null, holesPlayed: 9 });
    expect(list[5]).toMatchObject({ gross: null, out: null, net: null, holesPlayed: 0 });
  });

  it('breaks the tie by age with the default chain (equal handicaps, then the older player)', () => {
    const { list } = computeResults({ holes: pineRidge, players, cards, handicapSystem: { type: 'fixed' } });
    expect(list.slice(0, 4).map((r) => [r.pid, r.rank])).toEqual([['1', 1], ['3', 2], ['2', 3], ['7', 4]]);
  });

  it('ranks by gross and by points on request', () => {
    const gross = computeResults({ holes: pineRidge, players, cards, handicapSystem: { type: 'fixed' }, rankBy: 'gross' });
    expect(gross.list[0]).toMatchObject({ pid: '1', rank: 1, gross: 74 });
    const points = computeResults({ holes: pineRidge, players, cards, handicapSystem: { type: 'fixed' }, rankBy: 'points' });
    expect(points.list[0].points).toBeGreaterThanOrEqual(points.list[1].points ?? 0);
    expect(points.list.every((r) => r.status !== 'ok' || typeof r.points === 'number')).toBe(true);
  });

  it('an event ranked by gross also places each ranked player on net (netRank, for the vote and the net prizes)', () => {
    const field: PlayerInput[] = [
      { pid: 'A', name: 'A', sex: 'M', declaredHandicap: 14 },
      { pid: 'B', name: 'B', sex: 'M', declaredHandicap: 2 },
      { pid: 'C', name: 'C', sex: 'M', declaredHandicap: 8 },
      { pid: 'D', name: 'D', sex: 'M', declaredHandicap: 0 },
    ];
    const played = [
      { pid: 'A', holes: card(strokesForGross(pineRidge, 80)) }, // net 66
      { pid: 'B', holes: card(strokesForGross(pineRidge, 78)) }, // net 76
      { pid: 'C', holes: card(strokesForGross(pineRidge, 79)) }, // net 71
      { pid: 'D', holes: card(strokesForGross(pineRidge, 70).slice(0, 9)) }, // still playing
    ];
    const gross = computeResults({ holes: pineRidge, players: field, cards: played, handicapSystem: { type: 'fixed' }, rankBy: 'gross' });
    expect(gross.list.map((r) => [r.pid, r.rank, r.netRank ?? null])).toEqual([
      ['B', 1, 3],
      ['C', 2, 2],
      ['A', 3, 1],
      ['D', null, null],
    ]);
    const points = computeResults({ holes: pineRidge, players: field, cards: played, handicapSystem: { type: 'fixed' }, rankBy: 'points' });
    // Stableford points come from net strokes: that ranking is the net one
    expect(points.list.some((r) => 'netRank' in r)).toBe(false);
    // ranked by net, the rank is the net place: no second field
    const net = computeResults({ holes: pineRidge, players: field, cards: played, handicapSystem: { type: 'fixed' } });
    expect(net.list.map((r) => [r.pid, r.rank])).toEqual([['A', 1], ['C', 2], ['B', 3], ['D', null]]);
    expect(net.list.some((r) => 'netRank' in r)).toBe(false);
  });
});
