import type { TeeRating } from '../schemas/golf';
import { roundHalfUpDiv, toScaled, toTenths } from './tenths';

/** Course and playing handicap of one player under the World Handicap System. */
export interface WhsHandicap {
  /** Handicap Index × Slope / 113 + (Course Rating − Par), unrounded */
  courseHandicap: number;
  /** the Course Handicap rounded to a whole number (halves up) */
  courseHandicapRounded: number;
  /** round(unrounded Course Handicap × allowance), halves up */
  playingHandicap: number;
}

/**
 * WHS Course Handicap and Playing Handicap (Rules of Handicapping 6.1 and 6.2, 2024 edition):
 * Course Handicap = Handicap Index × (Slope Rating / 113) + (Course Rating − Par);
 * Playing Handicap = Course Handicap × handicap allowance (95% for individual stroke play),
 * the unrounded Course Handicap being used, and the result rounded to the nearest whole number
 * with .5 rounded upward (towards +∞, so −2.5 becomes −2, a "plus 2").
 * Index and rating are taken in tenths, the allowance in thousandths: integer arithmetic only.
 * A plus index is given as a negative number (+1.2 → −1.2).
 * A 9-hole round (`nineHoles`, with the nine's rating and par) uses half the index (rule 6.1b):
 * Course Handicap = (Handicap Index ÷ 2) × (Slope Rating / 113) + (9-hole Course Rating − Par).
 * @example whsHandicap(14.2, { rating: 72.1, slope: 128 }, 72) // course 16.185 → 16, playing 15
 * @example whsHandicap(14.2, { rating: 36.0, slope: 128 }, 36, 0.95, true) // course 8.04 → 8, playing 8
 */
export function whsHandicap(handicapIndex: number, tee: TeeRating, par: number, allowance = 0.95, nineHoles = false): WhsHandicap {
  const index10 = toTenths(handicapIndex);
  const rating10 = toTenths(tee.rating);
  const slope = Math.round(tee.slope);
  // Course Handicap × 2260 = index10 · slope · (18 holes: 2, 9 holes: 1) + (rating10 − 10 · par) · 226
  const ch2260 = index10 * slope * (nineHoles ? 1 : 2) + (rating10 - 10 * par) * 226;
  const a = toScaled(allowance, 1000);
  return {
    courseHandicap: ch2260 / 2260,
    courseHandicapRounded: roundHalfUpDiv(ch2260, 2260),
    playingHandicap: roundHalfUpDiv(ch2260 * a, 2_260_000),
  };
}
