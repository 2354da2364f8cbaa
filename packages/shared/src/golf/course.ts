import type { Hole } from '../schemas/golf';
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
