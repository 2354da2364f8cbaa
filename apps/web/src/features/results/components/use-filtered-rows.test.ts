import { describe, expect, it } from 'vitest';
import type { ResultRowAnswer } from '@golf/shared/schemas/score';
import { placesWithin } from './use-filtered-rows';

const row = (pid: string, rank: number | null, tied = false): ResultRowAnswer =>
  ({ pid, name: pid, sex: 'M', division: 'A', team: null, rank, tied, gross: null, handicap: null, net: null, putts: null, out: null, in: null, toPar: null, status: rank === null ? 'incomplete' : 'ok', holesPlayed: 18 }) as ResultRowAnswer;

describe('a filtered results list', () => {
  it('numbers its own places in the field’s order, keeping the field’s rank', () => {
    // the field: 1, T2, T2, 4, 5 … a division holds the 1st, one of the T2s, the 5th and a card not finished
    const shown = placesWithin([row('a', 1), row('b', 2, true), row('e', 5), row('x', null)]);
    expect(shown.map((r) => [r.pid, r.rank, r.placeShown])).toEqual([
      ['a', 1, { rank: 1, tied: false }],
      // tied in the field with someone of another division: not tied here
      ['b', 2, { rank: 2, tied: false }],
      ['e', 5, { rank: 3, tied: false }],
      ['x', null, undefined],
    ]);
  });

  it('keeps a tie between two players shown, and the next place after both', () => {
    const shown = placesWithin([row('c', 3, true), row('d', 3, true), row('f', 7)]);
    expect(shown.map((r) => r.placeShown)).toEqual([
      { rank: 1, tied: true },
      { rank: 1, tied: true },
      { rank: 3, tied: false },
    ]);
  });
});
