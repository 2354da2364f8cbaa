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
 * @example whsHandicap(14.2, { rating: 72.1, slope: 128 }, 72) // course 16.185 → 16, playing 15
 */
export function whsHandicap(handicapIndex: number, tee: TeeRating, par: number, allowance = 0.95): WhsHandicap {
  const index10 = toTenths(handicapIndex);
  const rating10 = toTenths(tee.rating);
  const slope = Math.round(tee.slope);
  // Course Handicap × 1130 = index10 · slope + (rating10 − 10 · par) · 113
  const ch1130 = index10 * slope + (rating10 - 10 * par) * 113;
  const a = toScaled(allowance, 1000);
  return {
    courseHandicap: ch1130 / 1130,
    courseHandicapRounded: roundHalfUpDiv(ch1130, 1130),
    playingHandicap: roundHalfUpDiv(ch1130 * a, 1_130_000),
  };
}
