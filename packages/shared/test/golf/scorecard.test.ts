import { describe, expect, it } from 'vitest';
import { assertCourse, combineNines, coursePar, roundCourses, roundHoles } from '../../src/golf/course';
import { GolfRuleError } from '../../src/golf/errors';
import { summarizeCard } from '../../src/golf/scorecard';
import { card } from './fixtures/cards';
import { lakesideNines, pineRidge, scores16 } from './fixtures/pine-ridge';

describe('summarizeCard', () => {
  it('totals gross, OUT, IN, putts and to-par of a complete card (王伟 of scores-16)', () => {
    const strokes = scores16[0].strokes;
    const putts = [2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 2, 2, 2, 2, 2, 2, 3];
    const s = summarizeCard(pineRidge, card(strokes, putts));
    expect(coursePar(pineRidge)).toBe(72);
    expect(s).toMatchObject({ gross: 87, out: 40, in: 47, putts: 38, toPar: 15, holesPlayed: 18, complete: true });
    expect(s.holes[2]).toMatchObject({ number: 3, par: 3, strokes: 3, toPar: 0 });
    expect(s.holes[11]).toMatchObject({ number: 12, par: 5, strokes: 7, toPar: 2 });
  });

  it('flags an incomplete card and totals the holes played only', () => {
    const s = summarizeCard(pineRidge, card([5, 4, 3, null, 4]));
    expect(s).toMatchObject({ gross: 16, out: 16, in: 0, putts: null, toPar: 1, holesPlayed: 4, complete: false });
    expect(s.holes[3]).toMatchObject({ number: 4, strokes: null, toPar: null });
  });

  it('handles a 9-hole course (IN is 0)', () => {
    const s = summarizeCard(lakesideNines.east, card([4, 5, 3, 4, 4, 3, 4, 5, 4]));
    expect(s).toMatchObject({ gross: 36, out: 36, in: 0, toPar: 0, complete: true });
  });
});

describe('course', () => {
  it('combines two nines: back nine numbered 10–18, odd/even stroke indexes', () => {
    const holes = combineNines(lakesideNines.east, lakesideNines.west);
    expect(holes).toHaveLength(18);
    expect(holes.map((h) => h.number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(holes[3]).toEqual({ number: 4, par: 4, strokeIndex: 1 });
    expect(holes[13]).toEqual({ number: 14, par: 4, strokeIndex: 2 });
    expect(new Set(holes.map((h) => h.strokeIndex)).size).toBe(18);
    expect(() => assertCourse(holes)).not.toThrow();
  });

  it('rejects layouts that are not 9 or 18 distinct holes', () => {
    expect(() => assertCourse(pineRidge.slice(0, 12))).toThrow(GolfRuleError);
    expect(() => assertCourse([...pineRidge.slice(0, 17), { number: 17, par: 4, strokeIndex: 14 }])).toThrow(GolfRuleError);
  });
});

describe('the round of an event', () => {
  it('is its first course, or its first two when both are nines (combined into 18 holes)', () => {
    const east = { name: 'East', holes: lakesideNines.east };
    const west = { name: 'West', holes: lakesideNines.west };
    const full = { name: 'Pine Ridge', holes: pineRidge };
    expect(roundCourses([east, west, full]).map((c) => c.name)).toEqual(['East', 'West']);
    expect(roundHoles([east, west])).toEqual(combineNines(lakesideNines.east, lakesideNines.west));
    expect(roundCourses([full, east]).map((c) => c.name)).toEqual(['Pine Ridge']);
    expect(roundHoles([east]).map((h) => h.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(roundHoles([])).toEqual([]);
  });
});
