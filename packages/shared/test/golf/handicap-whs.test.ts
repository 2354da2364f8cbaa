import { describe, expect, it } from 'vitest';
import { computeResults } from '../../src/golf/compute-results';
import { whsHandicap } from '../../src/golf/handicap-whs';
import { card } from './fixtures/cards';
import { pineRidge, pineRidgeTees } from './fixtures/pine-ridge';

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

  it('a 9-hole round plays half the index (rule 6.1b): 14.2 on a nine rated 36.0 / 128, par 36 → 8.04 → 8; playing 8', () => {
    // 7.1 × 128 / 113 = 8.042 (+ 36.0 − 36); × 0.95 = 7.64 → 8
    const nine = whsHandicap(14.2, { rating: 36, slope: 128 }, 36, 0.95, true);
    expect(nine.courseHandicap).toBeCloseTo(8.042, 3);
    expect(nine.courseHandicapRounded).toBe(8);
    expect(nine.playingHandicap).toBe(8);
    // odd tenths halve to twentieths: 10.1 / 2 × 113 / 113 + (35.5 − 36) = 4.55 → 5 (halves up)
    expect(whsHandicap(10.1, { rating: 35.5, slope: 113 }, 36, 1, true).courseHandicapRounded).toBe(5);
  });

  it('computeResults gives a 9-hole event half the strokes of an 18-hole one', () => {
    const front = pineRidge.slice(0, 9);
    const par9 = front.reduce((sum, h) => sum + h.par, 0);
    const players = [{ pid: '1', name: 'A', sex: 'M' as const, handicapIndex: 14.2 }];
    const nine = computeResults({
      holes: front,
      players,
      cards: [{ pid: '1', holes: card(front.map((h) => h.par + 1)) }],
      handicapSystem: { type: 'whs' },
      tee: { rating: par9, slope: 128 },
    });
    expect(nine.list[0]).toMatchObject({ handicap: 8, gross: par9 + 9, net: par9 + 1 });
    const full = computeResults({
      holes: pineRidge,
      players,
      cards: [{ pid: '1', holes: card(pineRidge.map((h) => h.par + 1)) }],
      handicapSystem: { type: 'whs' },
      tee: { rating: 72, slope: 128 },
    });
    expect(full.list[0]).toMatchObject({ handicap: 15 }); // 16.085 × 0.95 = 15.28
  });
});
