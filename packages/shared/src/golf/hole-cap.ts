import type { HoleCap } from '../schemas/golf';

/**
 * The most strokes a hole may count under a per-hole cap (applied before hidden holes are summed).
 * - `none`: no limit
 * - `doublePar`: 2 × par (8 on a par 4)
 * - `parPlus3`: par + 3 (7 on a par 4)
 * - `table579`: the fixed 5-7-9 table: par 3 → 5, par 4 → 7, par 5 → 9 (2 × par − 1 beyond)
 */
export function holeCapLimit(par: number, cap: HoleCap): number {
  switch (cap) {
    case 'none':
      return Number.POSITIVE_INFINITY;
    case 'doublePar':
      return 2 * par;
    case 'parPlus3':
      return par + 3;
    case 'table579':
      return 2 * par - 1;
  }
}

/** `strokes` limited by the per-hole cap: `capStrokes(11, 4, 'doublePar')` → 8. */
export function capStrokes(strokes: number, par: number, cap: HoleCap): number {
  return Math.min(strokes, holeCapLimit(par, cap));
}
