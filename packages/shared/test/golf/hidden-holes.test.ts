import { describe, expect, it } from 'vitest';
import type { Hole } from '../../src/schemas/golf';
import { GolfRuleError } from '../../src/golf/errors';
import { drawHiddenHoles, resolveHiddenHoles, validateHiddenHoles } from '../../src/golf/hidden-holes';
import { seededRng } from '../../src/golf/rng';
import { lakesideNines, pineRidge } from './fixtures/pine-ridge';

/** Count of hidden holes per nine and par class, e.g. { '1:3': 1, '1:4': 4, '1:5': 1, … } */
function profile(holes: readonly Hole[], hidden: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const n of hidden) {
    const h = holes.find((x) => x.number === n) as Hole;
    const key = `${n <= 9 ? 1 : 2}:${h.par}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

describe('drawHiddenHoles', () => {
  it('New Peoria 12: per nine one par 3, one par 5, four par 4s (hidden par 48), for every seed', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const hidden = drawHiddenHoles(pineRidge, 12, seededRng(seed));
      expect(profile(pineRidge, hidden)).toEqual({ '1:3': 1, '1:4': 4, '1:5': 1, '2:3': 1, '2:4': 4, '2:5': 1 });
      expect(hidden).toEqual([...hidden].sort((a, b) => a - b));
    }
  });

  it('Peoria 6: per nine one par 3, one par 4, one par 5', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const hidden = drawHiddenHoles(pineRidge, 6, seededRng(seed));
      expect(profile(pineRidge, hidden)).toEqual({ '1:3': 1, '1:4': 1, '1:5': 1, '2:3': 1, '2:4': 1, '2:5': 1 });
    }
  });

  it('9 holes: 5 from one nine and 4 from the other, each with one par 3 and one par 5', () => {
    const nines = new Set<number>();
    for (let seed = 1; seed <= 100; seed++) {
      const hidden = drawHiddenHoles(pineRidge, 9, seededRng(seed));
      const p = profile(pineRidge, hidden);
      expect(hidden).toHaveLength(9);
      expect([p['1:3'], p['1:5'], p['2:3'], p['2:5']]).toEqual([1, 1, 1, 1]);
      nines.add(p['1:4']);
    }
    expect(nines).toEqual(new Set([2, 3]));
  });

  it('is reproducible with the same seed and varies between seeds', () => {
    expect(drawHiddenHoles(pineRidge, 12, seededRng(42))).toEqual(drawHiddenHoles(pineRidge, 12, seededRng(42)));
    const draws = new Set(Array.from({ length: 20 }, (_, s) => drawHiddenHoles(pineRidge, 12, seededRng(s)).join()));
    expect(draws.size).toBeGreaterThan(10);
  });

  it('draws 6 of a 9-hole course with one par 3, one par 5, four par 4s', () => {
    const hidden = drawHiddenHoles(lakesideNines.east, 6, seededRng(7));
    expect(profile(lakesideNines.east, hidden)).toEqual({ '1:3': 1, '1:4': 4, '1:5': 1 });
  });

  it('falls back to any holes when a nine has no par 3 or par 5', () => {
    const allFours = pineRidge.map((h) => (h.number <= 9 ? { ...h, par: 4 } : h));
    for (let seed = 1; seed <= 50; seed++) {
      const hidden = drawHiddenHoles(allFours, 12, seededRng(seed));
      expect(hidden).toHaveLength(12);
      expect(new Set(hidden).size).toBe(12);
      expect(hidden.filter((n) => n <= 9)).toHaveLength(6);
    }
  });

  it('refuses more hidden holes than the course has', () => {
    expect(() => drawHiddenHoles(lakesideNines.east, 12, seededRng(1))).toThrow(GolfRuleError);
  });
});

describe('organiser lists', () => {
  it('are used as is (sorted) when valid', () => {
    expect(resolveHiddenHoles(pineRidge, { hiddenHoles: [18, 1, 9, 10, 3, 4] }, seededRng(1))).toEqual([1, 3, 4, 9, 10, 18]);
  });

  it('are refused when a hole is unknown, repeated or the count differs', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof GolfRuleError ? e.code : 'other';
      }
      return 'none';
    };
    expect(code(() => validateHiddenHoles(lakesideNines.east, [1, 2, 10]))).toBe('golf.hiddenHoles.unknownHole');
    expect(code(() => validateHiddenHoles(pineRidge, [1, 2, 2]))).toBe('golf.hiddenHoles.duplicate');
    expect(code(() => validateHiddenHoles(pineRidge, [1, 2, 3], 6))).toBe('golf.hiddenHoles.count');
  });
});
