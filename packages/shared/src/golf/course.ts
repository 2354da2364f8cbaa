import type { Hole, TeeRating } from '../schemas/golf';
import { GolfRuleError } from './errors';

/** Sum of the pars of `holes` (72 for a usual 18-hole course). */
export function coursePar(holes: readonly Hole[]): number {
  return holes.reduce((sum, h) => sum + h.par, 0);
}

/** 1 for holes 1–9 (OUT), 2 for holes 10–18 (IN). */
export function nineOf(holeNumber: number): 1 | 2 {
  return holeNumber <= 9 ? 1 : 2;
}

/** The holes ordered by number (the order a scorecard prints them). */
export function byNumber(holes: readonly Hole[]): Hole[] {
  return [...holes].sort((a, b) => a.number - b.number);
}

/**
 * Checks that `holes` is a playable layout: 9 or 18 holes numbered 1..n once each, distinct
 * stroke indexes. Throws `GolfRuleError('golf.course.invalid')` otherwise.
 */
export function assertCourse(holes: readonly Hole[]): void {
  const n = holes.length;
  const numbers = new Set(holes.map((h) => h.number));
  const indexes = new Set(holes.map((h) => h.strokeIndex));
  const numbered = numbers.size === n && holes.every((h) => h.number >= 1 && h.number <= n);
  if ((n !== 9 && n !== 18) || !numbered || indexes.size !== n) {
    throw new GolfRuleError('golf.course.invalid', { holes: n });
  }
}

/**
 * Two nines of a 27-hole venue played as one 18-hole round: the back nine is renumbered 10–18.
 * When each nine carries its own stroke indexes 1–9, the usual convention applies: the front
 * nine takes the odd indexes (2k − 1) and the back nine the even ones (2k). Nines that already
 * carry distinct 18-hole indexes keep them.
 */
export function combineNines(front: readonly Hole[], back: readonly Hole[]): Hole[] {
  const local = (nine: readonly Hole[]) => nine.every((h) => h.strokeIndex <= 9);
  const renumber = (nine: readonly Hole[]) => byNumber(nine).map((h, i) => ({ ...h, number: i + 1 }));
  const f = renumber(front);
  const b = renumber(back);
  if (local(f) && local(b)) {
    return [
      ...f.map((h) => ({ ...h, strokeIndex: 2 * h.strokeIndex - 1 })),
      ...b.map((h) => ({ ...h, number: h.number + 9, strokeIndex: 2 * h.strokeIndex })),
    ];
  }
  return [...f, ...b.map((h) => ({ ...h, number: h.number + 9 }))];
}

/**
 * The courses an event's round is played on, from its ordered courses: the first, or the first two when both are nines
 * (played as one 18-hole round). The results, the tee choice and the hidden holes all count this round.
 */
export function roundCourses<T extends { holes: readonly Hole[] }>(courses: readonly T[]): T[] {
  const [first, second] = courses;
  if (!first) return [];
  return first.holes.length === 9 && second?.holes.length === 9 ? [first, second] : [first];
}

/** The holes of that round, numbered 1–18 when two nines combine. */
export function roundHoles(courses: readonly { holes: readonly Hole[] }[]): Hole[] {
  const [first, second] = roundCourses(courses);
  if (!first) return [];
  return second ? combineNines(first.holes, second.holes) : byNumber(first.holes);
}

/** A course's tee set as the engine reads it: rated for men (M), women (F) or, without `sex`, either. */
export interface RatedTee extends TeeRating {
  name: string;
  sex?: 'M' | 'F';
}

/**
 * The tee a player of `sex` plays for WHS and Stableford on the courses of a round (one course, or two nines played as
 * one round): on each course the tee set the organiser chose by name (`chosen`, rated for that sex or for either), else
 * the only tee set rated for that sex, else the only one rated for either. Two nines add their course ratings and
 * average their slopes (rounded), as 9-hole ratings combine into an 18-hole one. Null when a course has no such tee or
 * several to choose from and none chosen: the engine then counts rating = par and slope 113.
 *
 * @example playedTee([[{ name: 'Blue', rating: 72.1, slope: 128, sex: 'M' }, { name: 'Red', rating: 70.2, slope: 120, sex: 'F' }]], 'F')
 * // { rating: 70.2, slope: 120 }
 */
export function playedTee(courses: readonly (readonly RatedTee[])[], sex: 'M' | 'F', chosen?: string): TeeRating | null {
  const tees: RatedTee[] = [];
  for (const sets of courses) {
    const own = sets.filter((t) => t.sex === sex);
    const either = sets.filter((t) => !t.sex);
    const named = chosen ? [...own, ...either].find((t) => t.name === chosen) : undefined;
    const tee = named ?? (own.length === 1 ? own[0] : own.length === 0 && either.length === 1 ? either[0] : null);
    if (!tee) return null;
    tees.push(tee);
  }
  if (tees.length === 0) return null;
  return {
    rating: Math.round(10 * tees.reduce((sum, t) => sum + t.rating, 0)) / 10,
    slope: Math.round(tees.reduce((sum, t) => sum + t.slope, 0) / tees.length),
  };
}

/**
 * The tee sets a player of `sex` may play on every course of a round, by name, in the first course's order: what the
 * event form offers for the choice that `playedTee` reads.
 */
export function teeChoices(courses: readonly (readonly RatedTee[])[], sex: 'M' | 'F'): string[] {
  const fits = (sets: readonly RatedTee[]) => sets.filter((t) => !t.sex || t.sex === sex).map((t) => t.name);
  const [first, ...rest] = courses;
  if (!first) return [];
  return [...new Set(fits(first))].filter((name) => rest.every((sets) => fits(sets).includes(name)));
}
