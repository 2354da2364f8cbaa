import type { Hole } from '../schemas/golf';
import { byNumber, nineOf } from './course';
import { GolfRuleError } from './errors';
import { type Rng, shuffled } from './rng';

/**
 * Checks an organiser's list of hidden holes against the course: every hole exists, none twice,
 * and (when `expectedCount` is given) the count matches. Returns the list sorted, else throws
 * `GolfRuleError` with code `golf.hiddenHoles.unknownHole`, `.duplicate` or `.count`.
 */
export function validateHiddenHoles(holes: readonly Hole[], hidden: readonly number[], expectedCount?: number): number[] {
  const numbers = new Set(holes.map((h) => h.number));
  const unknown = hidden.filter((n) => !numbers.has(n));
  if (unknown.length) throw new GolfRuleError('golf.hiddenHoles.unknownHole', { holes: unknown });
  if (new Set(hidden).size !== hidden.length) throw new GolfRuleError('golf.hiddenHoles.duplicate', { hidden });
  if (expectedCount !== undefined && hidden.length !== expectedCount) {
    throw new GolfRuleError('golf.hiddenHoles.count', { expected: expectedCount, actual: hidden.length });
  }
  return [...hidden].sort((a, b) => a - b);
}

/** Takes up to `k` holes from `pool` (removing them) that satisfy `fits`. */
function take(pool: Hole[], k: number, fits: (h: Hole) => boolean): Hole[] {
  const picked: Hole[] = [];
  for (let i = 0; i < pool.length && picked.length < k; ) {
    if (fits(pool[i])) picked.push(...pool.splice(i, 1));
    else i++;
  }
  return picked;
}

/** Balanced picks within one nine: one par 3, one par 5 (or longer), the rest par 4s. */
function drawFromNine(pool: Hole[], share: number): Hole[] {
  const picked = [
    ...take(pool, Math.min(1, share), (h) => h.par === 3),
    ...take(pool, share >= 2 ? 1 : 0, (h) => h.par >= 5),
  ];
  picked.push(...take(pool, share - picked.length, (h) => h.par === 4));
  // Fallback: a nine without the needed par 3, par 5 or enough par 4s gives any remaining holes.
  picked.push(...take(pool, share - picked.length, () => true));
  return picked;
}

/**
 * Draws `count` hidden holes with the balanced rule: the count is split evenly between the nines
 * (the odd one out goes to a nine chosen by `rng`), and each nine gives one par 3, one par 5 and
 * par 4s for the rest. New Peoria (12 of 18): per nine one par 3, one par 5, four par 4s, hidden
 * par 48 on a par-72 course. Peoria (6): per nine one par 3, one par 4, one par 5. 9 holes: one
 * nine gives 5 (3, 5, 4, 4, 4), the other 4 (3, 5, 4, 4).
 * Where a nine lacks a par class the draw falls back to any other hole of that nine, and then
 * to the other nine, so the count is always met on a course with enough holes.
 * @returns hole numbers, ascending
 */
export function drawHiddenHoles(holes: readonly Hole[], count: number, rng: Rng): number[] {
  if (!Number.isInteger(count) || count < 1 || count > holes.length) {
    throw new GolfRuleError('golf.hiddenHoles.count', { expected: count, holes: holes.length });
  }
  const nines = [1, 2]
    .map((nine) => shuffled(byNumber(holes).filter((h) => nineOf(h.number) === nine), rng))
    .filter((pool) => pool.length > 0);
  const base = Math.floor(count / nines.length);
  const bonusNine = Math.floor(rng() * nines.length);
  const extra = count % nines.length;
  const picked = nines.flatMap((pool, i) => drawFromNine(pool, base + (i === bonusNine ? extra : 0)));
  const rest = shuffled(nines.flat(), rng);
  picked.push(...rest.slice(0, count - picked.length));
  return picked.map((h) => h.number).sort((a, b) => a - b);
}

/**
 * The hidden holes of an event: the organiser's list as is (validated) when given, else a
 * balanced random draw of `hiddenCount` holes.
 */
export function resolveHiddenHoles(
  holes: readonly Hole[],
  system: { hiddenHoles?: readonly number[]; hiddenCount?: number },
  rng: Rng,
): number[] {
  if (system.hiddenHoles) return validateHiddenHoles(holes, system.hiddenHoles, system.hiddenCount);
  return drawHiddenHoles(holes, system.hiddenCount ?? defaultHiddenCount(holes.length), rng);
}

/** How many holes the Peoria family hides when the system does not say: 12 on 18 holes (New Peoria), 6 on a nine. */
export const defaultHiddenCount = (holeCount: number) => (holeCount === 9 ? 6 : 12);

/** Counts of hidden holes the Peoria family knows (Peoria 6, Double Peoria 9, New Peoria 12): a list of another length is refused. */
export const HIDDEN_COUNTS: readonly number[] = [6, 9, 12];

/**
 * What is wrong with an organiser's hidden holes for the event's round, as a validation message key with its params,
 * or null: every hole on the round, and as many as the system hides (`hiddenCount` when it is set; else 6, 9 or 12,
 * as the results take the list's length for the count). The event form and the server's save check with it, so a list
 * is refused when it is typed, not at the first score.
 */
export function hiddenHolesIssue(
  holes: readonly Hole[],
  system: { hiddenHoles?: readonly number[]; hiddenCount?: number },
): { message: string; params: Record<string, string | number> } | null {
  const hidden = system.hiddenHoles;
  if (!hidden || holes.length === 0) return null;
  const numbers = new Set(holes.map((h) => h.number));
  const unknown = hidden.filter((n) => !numbers.has(n));
  if (unknown.length) return { message: 'validation.activity.hiddenHolesUnknown', params: { holes: unknown.join(', ') } };
  const count = new Set(hidden).size;
  if (system.hiddenCount !== undefined) {
    return count === system.hiddenCount ? null : { message: 'validation.activity.hiddenHolesCount', params: { expected: system.hiddenCount } };
  }
  return HIDDEN_COUNTS.includes(count) && count <= holes.length ? null : { message: 'validation.activity.hiddenHolesCounts', params: {} };
}
