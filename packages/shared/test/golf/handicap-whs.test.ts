import { describe, expect, it } from 'vitest';
import { whsHandicap } from '../../src/golf/handicap-whs';
import { pineRidgeTees } from './fixtures/pine-ridge';

describe('WHS course and playing handicap', () => {
  it('index 14.2, slope 128, rating 72.1, par 72: course handicap 16.185 (16), playing 15 at 95%', () => {
    // 14.2 × 128 / 113 = 16.085 (+ 0.1 rating − par) = 16.185; × 0.95 = 15.376 → 15
    const whs = whsHandicap(14.2, pineRidgeTees.blue, 72);
    expect(whs.courseHandicap).toBeCloseTo(16.185, 3);
    expect(whs.courseHandicapRounded).toBe(16);
    expect(whs.playingHandicap).toBe(15);
  });

  it('USGA-style example: index 10.4, slope 130, rating 71.2, par 72 → 11.16 → 11; playing 11', () => {
    const whs = whsHandicap(10.4, { rating: 71.2, slope: 130 }, 72);
    expect(whs.courseHandicapRounded).toBe(11);
    expect(whs.playingHandicap).toBe(11); // unrounded 11.165 × 0.95 = 10.61 (rounded first: 11 × 0.95 = 10.45 → 10)
  });

  it('ladies on the red tee: index 28.0, slope 122, rating 71.8 → 30.03 → 30; playing 29 (28.53)', () => {
    const whs = whsHandicap(28, pineRidgeTees.red, 72);
    expect(whs.courseHandicapRounded).toBe(30);
    expect(whs.playingHandicap).toBe(29);
  });

  it('rounds .5 upward', () => {
    expect(whsHandicap(10, { rating: 72, slope: 113 }, 72, 0.95).playingHandicap).toBe(10); // 9.5
    expect(whsHandicap(10, { rating: 72, slope: 113 }, 72, 0.85).playingHandicap).toBe(9); // 8.5
    expect(whsHandicap(12.5, { rating: 72, slope: 113 }, 72, 1).courseHandicapRounded).toBe(13);
  });

  it('handles plus indexes (negative), .5 rounding towards +∞', () => {
    const whs = whsHandicap(-2.5, { rating: 72, slope: 113 }, 72, 1);
    expect(whs.courseHandicapRounded).toBe(-2);
    expect(whsHandicap(-1.2, { rating: 73.4, slope: 135 }, 72).playingHandicap).toBe(0); // −1.434 + 1.4 = −0.03
  });
});
