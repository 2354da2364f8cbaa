import { describe, expect, it } from 'vitest';
import { pickUpStrokes, stablefordHolePoints, stablefordPoints } from '../../src/golf/stableford';
import { strokesReceived } from '../../src/golf/strokes-received';
import { card, parPlus, withHole } from './fixtures/cards';
import { pineRidge } from './fixtures/pine-ridge';

describe('Stableford', () => {
  it('scores one hole from net strokes: 0 for net double bogey or worse … 5 for net albatross', () => {
    const par4 = [8, 7, 6, 5, 4, 3, 2, 1].map((s) => stablefordHolePoints(s, 4, 0));
    expect(par4).toEqual([0, 0, 0, 1, 2, 3, 4, 5]);
    expect(stablefordHolePoints(5, 4, 1)).toBe(2); // bogey with a stroke = net par
    expect(stablefordHolePoints(7, 5, 2)).toBe(2);
    expect(stablefordHolePoints(4, 4, -1)).toBe(1); // plus handicap gives a stroke back
  });

  it('playing handicap 18 and bogeys everywhere score 36 points', () => {
    expect(stablefordPoints(pineRidge, card(parPlus(pineRidge, 1)), 18).total).toBe(36);
  });

  it('worked card: handicap 20 adds a stroke on SI 1 and 2 (holes 5 and 13)', () => {
    // bogeys everywhere, a triple bogey on hole 5 (SI 1: two strokes → net bogey, 1 point),
    // a par on hole 13 (SI 2: net eagle, 4 points), a 9 on hole 17 (par 5, one stroke: net +3, 0)
    let strokes = parPlus(pineRidge, 1);
    strokes = withHole(strokes, 5, 7);
    strokes = withHole(strokes, 13, 4);
    strokes = withHole(strokes, 17, 9);
    const points = stablefordPoints(pineRidge, card(strokes), 20);
    expect(points.perHole.get(5)).toBe(1);
    expect(points.perHole.get(13)).toBe(4);
    expect(points.perHole.get(17)).toBe(0);
    expect(points.perHole.get(1)).toBe(2);
    expect(points.total).toBe(15 * 2 + 1 + 4 + 0);
  });

  it('a plus 2 playing pars gives back strokes on SI 17 and 18: 34 points', () => {
    expect(stablefordPoints(pineRidge, card(parPlus(pineRidge)), -2).total).toBe(34);
  });

  it('counts only the holes entered', () => {
    expect(stablefordPoints(pineRidge, card([4, 4, 3]), 0).total).toBe(6);
  });

  it('a hole picked up counts net double bogey: no point, and one stroke less would score one', () => {
    for (const handicap of [-3, 0, 12, 20, 36, 54]) {
      const received = strokesReceived(handicap, pineRidge);
      for (const hole of pineRidge) {
        const got = received.get(hole.number) ?? 0;
        const strokes = pickUpStrokes(hole.par, got);
        expect(stablefordHolePoints(strokes, hole.par, got)).toBe(0);
        expect(stablefordHolePoints(strokes - 1, hole.par, got)).toBe(1);
      }
    }
    expect(pickUpStrokes(4, 1)).toBe(7);
  });
});
