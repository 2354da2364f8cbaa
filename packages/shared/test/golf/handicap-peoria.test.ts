import { describe, expect, it } from 'vitest';
import { hiddenHoleSum, peoriaHandicap, peoriaHandicapTenths, resolvePeoriaParams } from '../../src/golf/handicap-peoria';
import { capStrokes } from '../../src/golf/hole-cap';
import { card, parPlus, withHole } from './fixtures/cards';
import { pineRidge, scores16 } from './fixtures/pine-ridge';

/** New Peoria hidden holes on Pine Ridge: per nine one par 3, one par 5, four par 4s (par 48). */
const newPeoriaHidden = [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15];
const newPeoria = resolvePeoriaParams({}, 18);

describe('Peoria family: worked examples', () => {
  it('New Peoria: a 12-hole hidden sum of 62 on par 72 gives (62 × 1.5 − 72) × 0.8 = 16.8', () => {
    expect(newPeoria).toEqual({ hiddenCount: 12, multiplier: 1.5, factor: 0.8, cap: 36, capFemale: undefined, holeCap: 'none' });
    expect(peoriaHandicapTenths(62, 72, newPeoria)).toBe(168);
    // all bogeys on the hidden holes (48 + 12 = 60) plus two double bogeys → 62
    const strokes = withHole(withHole(parPlus(pineRidge, 1), 1, 6), 4, 7);
    expect(hiddenHoleSum(pineRidge, card(strokes), newPeoriaHidden, 'none')).toBe(62);
    expect(peoriaHandicap(pineRidge, card(strokes), newPeoriaHidden, newPeoria)).toEqual({ hiddenSum: 62, handicap: 16.8 });
  });

  it('New Peoria on 王伟 of scores-16: hidden sum 57 → (85.5 − 72) × 0.8 = 10.8', () => {
    expect(peoriaHandicap(pineRidge, card(scores16[0].strokes), newPeoriaHidden, newPeoria)).toEqual({ hiddenSum: 57, handicap: 10.8 });
  });

  it('Peoria: 6 hidden holes × 3 (sum 32 → (96 − 72) × 0.8 = 19.2)', () => {
    const peoria = resolvePeoriaParams({ hiddenCount: 6 }, 18);
    expect(peoria.multiplier).toBe(3);
    expect(peoriaHandicapTenths(32, 72, peoria)).toBe(192);
    const strokes = [6, 4, 4, 6, 4, 4, 3, 4, 5, 4, 5, 7, 4, 4, 4, 3, 5, 4]; // hidden 1, 3, 4, 11, 12, 13
    expect(peoriaHandicap(pineRidge, card(strokes), [1, 3, 4, 11, 12, 13], peoria)).toEqual({ hiddenSum: 32, handicap: 19.2 });
  });

  it('Japanese 9-hole variant: 9 × 2 (sum 45 → (90 − 72) × 0.8 = 14.4)', () => {
    const nine = resolvePeoriaParams({ hiddenCount: 9 }, 18);
    expect(nine.multiplier).toBe(2);
    expect(peoriaHandicapTenths(45, 72, nine)).toBe(144);
  });

  it('an organiser list sets the count; an explicit multiplier wins', () => {
    expect(resolvePeoriaParams({ hiddenHoles: [1, 2, 3, 10, 11, 12] }, 18)).toMatchObject({ hiddenCount: 6, multiplier: 3 });
    expect(resolvePeoriaParams({ hiddenCount: 6, multiplier: 1.5 }, 9)).toMatchObject({ multiplier: 1.5 });
    expect(resolvePeoriaParams({ hiddenCount: 6 }, 9)).toMatchObject({ multiplier: 1.5 }); // 9 ÷ 6
    expect(resolvePeoriaParams({}, 9)).toMatchObject({ hiddenCount: 6, multiplier: 1.5 });
  });
});

describe('Peoria family: bounds and caps', () => {
  it('never goes below 0', () => {
    expect(peoriaHandicapTenths(40, 72, newPeoria)).toBe(0);
  });

  it('caps at 36 by default, at capFemale for F players when given', () => {
    expect(peoriaHandicapTenths(80, 72, newPeoria)).toBe(360); // 38.4 → 36
    const params = resolvePeoriaParams({ cap: 30, capFemale: 40 }, 18);
    const strokes = parPlus(pineRidge, 3); // hidden sum 48 + 36 = 84 → (126 − 72) × 0.8 = 43.2
    expect(peoriaHandicap(pineRidge, card(strokes), newPeoriaHidden, params, 'M')?.handicap).toBe(30);
    expect(peoriaHandicap(pineRidge, card(strokes), newPeoriaHidden, params, 'F')?.handicap).toBe(40);
    expect(peoriaHandicap(pineRidge, card(strokes), newPeoriaHidden, { ...params, capFemale: undefined }, 'F')?.handicap).toBe(30);
  });

  it('applies the per-hole cap before summing', () => {
    expect([capStrokes(12, 4, 'none'), capStrokes(12, 4, 'doublePar'), capStrokes(12, 4, 'parPlus3'), capStrokes(12, 4, 'table579')]).toEqual([12, 8, 7, 7]);
    expect([capStrokes(9, 3, 'doublePar'), capStrokes(9, 3, 'parPlus3'), capStrokes(9, 3, 'table579')]).toEqual([6, 6, 5]);
    expect([capStrokes(12, 5, 'doublePar'), capStrokes(12, 5, 'parPlus3'), capStrokes(12, 5, 'table579')]).toEqual([10, 8, 9]);
    expect(capStrokes(5, 4, 'doublePar')).toBe(5);
    // pars everywhere except a 12 on hole 2 (par 4) and a 9 on hole 3 (par 3)
    const strokes = card(withHole(withHole(parPlus(pineRidge), 2, 12), 3, 9));
    expect(hiddenHoleSum(pineRidge, strokes, newPeoriaHidden, 'none')).toBe(48 + 8 + 6);
    expect(hiddenHoleSum(pineRidge, strokes, newPeoriaHidden, 'doublePar')).toBe(48 + 4 + 3);
    expect(hiddenHoleSum(pineRidge, strokes, newPeoriaHidden, 'parPlus3')).toBe(48 + 3 + 3);
    expect(hiddenHoleSum(pineRidge, strokes, newPeoriaHidden, 'table579')).toBe(48 + 3 + 2);
  });

  it('answers null while a hidden hole is missing', () => {
    const strokes = card([...parPlus(pineRidge).slice(0, 14), null, 4, 5, 4]);
    expect(peoriaHandicap(pineRidge, strokes, newPeoriaHidden, newPeoria)).toBeNull();
    expect(peoriaHandicap(pineRidge, strokes, [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 16], newPeoria)).not.toBeNull();
  });
});

describe('Peoria family: rounding to 0.1 without floating-point drift', () => {
  it('rounds exact halves up where float arithmetic would round down', () => {
    // (49 × 1.5 − 72) × 0.7 = 1.05; in floating point 1.0499999999999998
    expect((49 * 1.5 - 72) * 0.7).toBeLessThan(1.05);
    expect(peoriaHandicapTenths(49, 72, { multiplier: 1.5, factor: 0.7, cap: 36 })).toBe(11);
    // (61 × 1.5 − 72) × 0.9 = 17.55 → 17.6; (55 × 1.5 − 72) × 0.9 = 9.45 → 9.5
    expect(peoriaHandicapTenths(61, 72, { multiplier: 1.5, factor: 0.9, cap: 36 })).toBe(176);
    expect(peoriaHandicapTenths(55, 72, { multiplier: 1.5, factor: 0.9, cap: 36 })).toBe(95);
    // (62 × 1.5 − 72) × 0.75 = 15.75 → 15.8; 19.125 → 19.1 (below the half)
    expect(peoriaHandicapTenths(62, 72, { multiplier: 1.5, factor: 0.75, cap: 36 })).toBe(158);
    expect(peoriaHandicapTenths(63, 72, { multiplier: 1.5, factor: 0.85, cap: 36 })).toBe(191);
  });
});
