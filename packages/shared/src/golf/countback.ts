import type { Hole } from '../schemas/golf';

/** What a countback compares on the last holes. */
export type CountbackBasis =
  | { kind: 'gross' }
  | { kind: 'net'; handicapTenths: number }
  | { kind: 'points'; pointsPerHole: ReadonlyMap<number, number> };

/**
 * The segments of a countback: the last 9, 6, 3 and 1 holes on 18 holes; the last 6, 3 and 1 on
 * 9 holes. "Last" means by hole number (holes 10–18 are the last nine whatever the starting tee).
 */
export function countbackSegments(holeCount: number): number[] {
  return [9, 6, 3, 1].filter((length) => length < holeCount);
}

/**
 * Countback keys of a complete card, one per segment, lower is better, compared in order.
 * - gross: strokes on the segment;
 * - net: strokes − handicap × length / holes (½, ⅓, ⅙, 1⁄18 of the handicap on 18 holes), kept
 *   exact as integers by scaling with 10 × holes;
 * - points: minus the Stableford points on the segment (points are already net).
 */
export function countbackKeys(holes: readonly Hole[], strokes: ReadonlyMap<number, number>, basis: CountbackBasis): number[] {
  const n = holes.length;
  return countbackSegments(n).map((length) => {
    const last = holes.filter((h) => h.number > n - length).map((h) => h.number);
    if (basis.kind === 'points') return -last.reduce((s, k) => s + (basis.pointsPerHole.get(k) ?? 0), 0);
    const gross = last.reduce((s, k) => s + (strokes.get(k) ?? 0), 0);
    if (basis.kind === 'gross') return gross;
    return gross * 10 * n - basis.handicapTenths * length;
  });
}
