import { describe, expect, it } from 'vitest';
import { CardHoleSchema, CourseHolesSchema, HandicapSystemSchema, ScorecardSchema } from '../../src/schemas/golf';
import { pineRidge } from './fixtures/pine-ridge';

describe('golf schemas', () => {
  it('fills the Peoria defaults of API.md', () => {
    expect(HandicapSystemSchema.parse({})).toEqual({ type: 'peoria', factor: 0.8, holeCap: 'none' });
    expect(HandicapSystemSchema.parse({ type: 'whs', allowance: 0.95 })).toMatchObject({ type: 'whs', allowance: 0.95 });
  });

  it('refuses repeated hidden holes and a count that does not match the list', () => {
    expect(HandicapSystemSchema.safeParse({ hiddenHoles: [1, 1, 2] }).success).toBe(false);
    expect(HandicapSystemSchema.safeParse({ hiddenHoles: [1, 2, 3], hiddenCount: 6 }).success).toBe(false);
    expect(HandicapSystemSchema.safeParse({ hiddenHoles: [1, 2, 3, 10, 11, 12], hiddenCount: 6 }).success).toBe(true);
    expect(HandicapSystemSchema.safeParse({ hiddenCount: 8 }).success).toBe(false);
    expect(HandicapSystemSchema.safeParse({ holeCap: 'triplePar' }).success).toBe(false);
  });

  it('accepts 9 or 18 holes numbered once each', () => {
    expect(CourseHolesSchema.safeParse(pineRidge).success).toBe(true);
    expect(CourseHolesSchema.safeParse(pineRidge.slice(0, 9)).success).toBe(true);
    expect(CourseHolesSchema.safeParse(pineRidge.slice(0, 10)).success).toBe(false);
    expect(CourseHolesSchema.safeParse(pineRidge.map((h) => ({ ...h, strokeIndex: 1 }))).success).toBe(false);
  });

  it('checks strokes 1–20 and putts ≤ strokes on a card', () => {
    expect(CardHoleSchema.safeParse({ number: 1, strokes: 4, putts: 2 }).success).toBe(true);
    expect(CardHoleSchema.safeParse({ number: 1, strokes: 0 }).success).toBe(false);
    expect(CardHoleSchema.safeParse({ number: 1, strokes: 21 }).success).toBe(false);
    expect(CardHoleSchema.safeParse({ number: 1, strokes: 3, putts: 4 }).success).toBe(false);
    expect(ScorecardSchema.safeParse({ holes: [{ number: 1, strokes: 4 }, { number: 1, strokes: 5 }] }).success).toBe(false);
  });
});
