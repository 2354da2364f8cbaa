import { describe, expect, it } from 'vitest';
import type { Hole } from '../../src/schemas/golf';
import { strokesReceived } from '../../src/golf/strokes-received';
import { lakesideNines, pineRidge } from './fixtures/pine-ridge';

/** strokes received keyed by stroke index instead of hole number */
function bySi(handicap: number, holes: readonly Hole[]): number[] {
  const r = strokesReceived(handicap, holes);
  return [...holes].sort((a, b) => a.strokeIndex - b.strokeIndex).map((h) => r.get(h.number) ?? NaN);
}

describe('strokesReceived', () => {
  it('gives one stroke on the hardest holes first', () => {
    expect(bySi(5, pineRidge)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(strokesReceived(1, pineRidge).get(5)).toBe(1); // hole 5 is SI 1
  });

  it('wraps above 18: 20 gives two strokes on SI 1 and 2', () => {
    expect(bySi(18, pineRidge)).toEqual(Array(18).fill(1));
    expect(bySi(20, pineRidge)).toEqual([2, 2, ...Array(16).fill(1)]);
    expect(bySi(40, pineRidge)).toEqual([3, 3, 3, 3, ...Array(14).fill(2)]);
  });

  it('gives strokes back from SI 18 upwards for a plus handicap', () => {
    expect(bySi(-2, pineRidge)).toEqual([...Array(16).fill(0), -1, -1]);
    expect(strokesReceived(-1, pineRidge).get(16)).toBe(-1); // hole 16 is SI 18
  });

  it('allocates over the 9 holes of a 9-hole course', () => {
    expect(bySi(5, lakesideNines.east)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0]);
    expect(bySi(10, lakesideNines.east)).toEqual([2, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('always hands out exactly the playing handicap', () => {
    for (let h = -10; h <= 54; h++) {
      const total = [...strokesReceived(h, pineRidge).values()].reduce((s, x) => s + x, 0);
      expect(total).toBe(h);
    }
  });
});
