import { describe, expect, it } from 'vitest';
import { callawayBand, callawayHandicap } from '../../src/golf/callaway';
import { GolfRuleError } from '../../src/golf/errors';
import { card, withHole } from './fixtures/cards';
import { lakesideNines, pineRidge } from './fixtures/pine-ridge';

// Gross 96 on Pine Ridge: worst holes among 1–16 are 9 (hole 4), 8 (hole 1) and 7 (hole 2);
// the 10 on hole 17 is never deducted.
const card96 = [8, 7, 3, 9, 5, 5, 3, 5, 5, 5, 3, 5, 5, 5, 5, 3, 10, 5];

describe('Callaway table', () => {
  it('reads the band and adjustment for par 72', () => {
    expect(callawayBand(72)).toEqual({ halfHoles: 0, adjustment: 0 });
    expect([73, 74, 75].map((g) => callawayBand(g))).toEqual([
      { halfHoles: 1, adjustment: -2 },
      { halfHoles: 1, adjustment: -1 },
      { halfHoles: 1, adjustment: 0 },
    ]);
    expect([76, 78, 80, 81, 96, 101, 130].map((g) => callawayBand(g))).toEqual([
      { halfHoles: 2, adjustment: -2 },
      { halfHoles: 2, adjustment: 0 },
      { halfHoles: 2, adjustment: 2 },
      { halfHoles: 3, adjustment: -2 },
      { halfHoles: 6, adjustment: -2 },
      { halfHoles: 7, adjustment: -2 },
      { halfHoles: 12, adjustment: 2 },
    ]);
  });

  it('shifts with par: 76 on a par 71 reads like 77 on a par 72', () => {
    expect(callawayBand(76, 71)).toEqual(callawayBand(77, 72));
  });
});

describe('callawayHandicap', () => {
  it('published example: 96 → three worst holes 9 + 8 + 7 = 24, adjustment −2 → 22, net 74', () => {
    expect(card96.reduce((s, x) => s + x, 0)).toBe(96);
    expect(callawayHandicap(pineRidge, card(card96))).toEqual({
      adjustedGross: 96,
      band: { halfHoles: 6, adjustment: -2 },
      deducted: 24,
      handicap: 22,
    });
  });

  it('published example: 101 → 3½ worst holes 9 + 8 + 8 + ½ × 7 (rounded up) = 29, −2 → 27, net 74', () => {
    const card101 = withHole(withHole(card96, 6, 8), 9, 7);
    expect(callawayHandicap(pineRidge, card(card101))).toMatchObject({ adjustedGross: 101, deducted: 29, handicap: 27 });
  });

  it('counts no hole above double par', () => {
    const card12 = withHole(card96, 1, 12); // 12 on a par 4 counts 8
    expect(callawayHandicap(pineRidge, card(card12))).toMatchObject({ adjustedGross: 96, deducted: 24, handicap: 22 });
  });

  it('scratch at par or better, never below 0, capped at 50', () => {
    expect(callawayHandicap(pineRidge, card(pineRidge.map((h) => h.par)))?.handicap).toBe(0);
    const card73 = withHole(pineRidge.map((h) => h.par), 1, 5); // ½ × 5 → 3, −2 → 1
    expect(callawayHandicap(pineRidge, card(card73))?.handicap).toBe(1);
    const doubles = pineRidge.map((h) => 2 * h.par); // 144: 7½ worst holes = 66, +1 → 67 → 50
    expect(callawayHandicap(pineRidge, card(doubles))?.handicap).toBe(50);
    expect(callawayHandicap(pineRidge, card(doubles), 60)?.handicap).toBeGreaterThan(50);
  });

  it('needs a complete 18-hole card', () => {
    expect(callawayHandicap(pineRidge, card(card96.slice(0, 17)))).toBeNull();
    expect(() => callawayHandicap(lakesideNines.east, card([4, 5, 3, 4, 4, 3, 4, 5, 4]))).toThrow(GolfRuleError);
  });
});
