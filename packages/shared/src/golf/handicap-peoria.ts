import type { CardHole, HandicapSystem, Hole, HoleCap } from '../schemas/golf';
import { coursePar } from './course';
import { capStrokes } from './hole-cap';
import { fromTenths, roundHalfUpDiv, toScaled, toTenths } from './tenths';
import { defaultHiddenCount } from './hidden-holes';

/** Every parameter of the Peoria family, defaults resolved. */
export interface PeoriaParams {
  hiddenCount: number;
  multiplier: number;
  factor: number;
  /** handicap cap (36 by default) */
  cap: number;
  /** cap for players of sex F when the event sets one */
  capFemale?: number;
  holeCap: HoleCap;
}

/** Default multipliers of the family on 18 holes: New Peoria 12 × 1.5, 新新ペリア 9 × 2, Peoria 6 × 3. */
const MULTIPLIERS: Record<number, number> = { 12: 1.5, 9: 2, 6: 3 };

/**
 * Fills the Peoria defaults of API.md into an event's `handicapSystem`: 12 hidden holes (6 on a
 * 9-hole course; or as many as `hiddenHoles` lists), multiplier 1.5 / 2 / 3 for 12 / 9 / 6 hidden holes on 18 holes
 * (holes ÷ hiddenCount otherwise), factor 0.8, cap 36, per-hole cap "none".
 */
export function resolvePeoriaParams(system: Partial<HandicapSystem>, holeCount: number): PeoriaParams {
  const hiddenCount = system.hiddenHoles?.length ?? system.hiddenCount ?? defaultHiddenCount(holeCount);
  const standard = holeCount === 18 ? MULTIPLIERS[hiddenCount] : undefined;
  return {
    hiddenCount,
    multiplier: system.multiplier ?? standard ?? holeCount / hiddenCount,
    factor: system.factor ?? 0.8,
    cap: system.cap ?? 36,
    capFemale: system.capFemale,
    holeCap: system.holeCap ?? 'none',
  };
}

/**
 * Sum of the strokes on the hidden holes, each first limited by the per-hole cap.
 * @returns null when a hidden hole has no strokes (the handicap cannot be computed yet)
 */
export function hiddenHoleSum(
  holes: readonly Hole[],
  card: readonly CardHole[],
  hiddenHoles: readonly number[],
  holeCap: HoleCap,
): number | null {
  const strokes = new Map(card.map((c) => [c.number, c.strokes]));
  let sum = 0;
  for (const number of hiddenHoles) {
    const hole = holes.find((h) => h.number === number);
    const s = strokes.get(number);
    if (!hole || s === undefined) return null;
    sum += capStrokes(s, hole.par, holeCap);
  }
  return sum;
}

/**
 * The Peoria-family handicap in tenths from a hidden-hole sum:
 * (sum × multiplier − course par) × factor, rounded to 0.1 (halves up), never below 0, at most
 * `cap`. Integer arithmetic throughout: multiplier and factor are taken in thousandths.
 * @example peoriaHandicapTenths(62, 72, { multiplier: 1.5, factor: 0.8, cap: 36 }) // 168 (16.8)
 */
export function peoriaHandicapTenths(
  hiddenSum: number,
  par: number,
  params: { multiplier: number; factor: number; cap: number },
): number {
  const m = toScaled(params.multiplier, 1000);
  const f = toScaled(params.factor, 1000);
  // (sum·m/1000 − par) · f/1000 · 10 = (sum·m − par·1000) · f / 100000
  const tenths = roundHalfUpDiv((hiddenSum * m - par * 1000) * f, 100_000);
  return Math.min(Math.max(tenths, 0), toTenths(params.cap));
}

/** Outcome of the Peoria rule for one card. */
export interface PeoriaResult {
  hiddenSum: number;
  /** handicap with one decimal (16.8) */
  handicap: number;
}

/**
 * A player's Peoria-family handicap: hidden-hole sum (per-hole cap applied) × multiplier minus
 * course par, times factor, rounded to 0.1, between 0 and the cap (`capFemale` for sex F).
 * @returns null when a hidden hole is still missing on the card
 * @example New Peoria: hidden sum 62 on par 72 → (62 × 1.5 − 72) × 0.8 = 16.8
 */
export function peoriaHandicap(
  holes: readonly Hole[],
  card: readonly CardHole[],
  hiddenHoles: readonly number[],
  params: PeoriaParams,
  sex?: 'M' | 'F',
): PeoriaResult | null {
  const hiddenSum = hiddenHoleSum(holes, card, hiddenHoles, params.holeCap);
  if (hiddenSum === null) return null;
  const cap = sex === 'F' && params.capFemale !== undefined ? params.capFemale : params.cap;
  const tenths = peoriaHandicapTenths(hiddenSum, coursePar(holes), { ...params, cap });
  return { hiddenSum, handicap: fromTenths(tenths) };
}
