import { describe, expect, it } from 'vitest';
import { computeResults } from '../../src/golf/compute-results';
import { rankTeams } from '../../src/golf/teams';
import type { PlayerInput } from '../../src/golf/types';
import { card, strokesForGross } from './fixtures/cards';
import { pineRidge } from './fixtures/pine-ridge';

describe('rankTeams', () => {
  const members = [
    { pid: 'x1', team: 'X', scoreTenths: 700 },
    { pid: 'x2', team: 'X', scoreTenths: 730 },
    { pid: 'x3', team: 'X', scoreTenths: 800 },
    { pid: 'y1', team: 'Y', scoreTenths: 715 },
    { pid: 'y2', team: 'Y', scoreTenths: 715 },
    { pid: 'z1', team: 'Z', scoreTenths: 690 },
  ];

  it('sums the best N and shares equal places; short teams follow', () => {
    expect(rankTeams(members, { size: 2, mode: 'sum' })).toEqual([
      { team: 'X', rank: 1, score: 143, counted: ['x1', 'x2'], members: 3, complete: true, tied: true },
      { team: 'Y', rank: 1, score: 143, counted: ['y1', 'y2'], members: 2, complete: true, tied: true },
      { team: 'Z', rank: 3, score: 69, counted: ['z1'], members: 1, complete: false },
    ]);
  });

  it('averages the best N rounded to 0.1 (71.5)', () => {
    const ranked = rankTeams(members, { size: 2, mode: 'mean' });
    expect(ranked.map((t) => [t.team, t.rank, t.score])).toEqual([['X', 1, 71.5], ['Y', 1, 71.5], ['Z', 3, 69]]);
  });

  it('ranks higher points first when asked', () => {
    const ranked = rankTeams(members, { size: 1, mode: 'sum' }, true);
    expect(ranked.map((t) => t.team)).toEqual(['X', 'Y', 'Z']);
    expect(rankTeams(members, { size: 1, mode: 'sum' }).map((t) => t.team)).toEqual(['Z', 'X', 'Y']);
  });
});

describe('team results through computeResults', () => {
  it('uses the nets of ranked players with a team', () => {
    const players: PlayerInput[] = [
      { pid: '1', name: 'a', sex: 'M', team: 'Red', declaredHandicap: 10.4 },
      { pid: '2', name: 'b', sex: 'M', team: 'Red', declaredHandicap: 5 },
      { pid: '3', name: 'c', sex: 'F', team: 'Blue', declaredHandicap: 20 },
      { pid: '4', name: 'd', sex: 'F', team: 'Blue', declaredHandicap: 0, status: 'withdrawn' },
      { pid: '5', name: 'e', sex: 'M' },
    ];
    const cards = ['1', '2', '3', '4', '5'].map((pid, i) => ({ pid, holes: card(strokesForGross(pineRidge, 80 + 2 * i)) }));
    const { teams } = computeResults({ holes: pineRidge, players, cards, handicapSystem: { type: 'fixed' }, team: { size: 2, mode: 'sum' } });
    // Red: 80 − 10.4 = 69.6 and 82 − 5 = 77 → 146.6; Blue: 84 − 20 = 64 only (the withdrawn card does not count)
    expect(teams).toEqual([
      { team: 'Red', rank: 1, score: 146.6, counted: ['1', '2'], members: 2, complete: true },
      { team: 'Blue', rank: 2, score: 64, counted: ['3'], members: 1, complete: false },
    ]);
  });
});
