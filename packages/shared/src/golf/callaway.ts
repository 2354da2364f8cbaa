import type { CardHole, Hole } from '../schemas/golf';
import { coursePar } from './course';
import { GolfRuleError } from './errors';
import { capStrokes } from './hole-cap';

/** The Callaway deduction for a gross score: half worst holes to deduct and the adjustment. */
export interface CallawayBand {
  /** number of half holes (3 means 1½ worst holes) */
  halfHoles: number;
  /** −2..+2, added to the deducted strokes */
  adjustment: number;
}

/**
 * Row of the Callaway table (Lionel F. Callaway, 1957) for a gross score, shifted by par − 72:
 * par or better: scratch, no adjustment; par+1..par+3 (73–75): ½ worst hole, adjustment −2, −1, 0;
 * then bands of five (76–80: 1 hole, 81–85: 1½, … 126–130: 6) with adjustments −2, −1, 0, +1, +2
 * across each band. Above 130 the bands continue the same way (the handicap cap still applies).
 */
export function callawayBand(gross: number, par = 72): CallawayBand {
  const over = gross - par;
  if (over <= 0) return { halfHoles: 0, adjustment: 0 };
  if (over <= 3) return { halfHoles: 1, adjustment: over - 3 };
  return { halfHoles: Math.floor((over - 4) / 5) + 2, adjustment: ((over - 4) % 5) - 2 };
}

/** Callaway handicap of a card with the numbers that led to it. */
export interface CallawayResult {
  /** gross with each hole counted at most at double par (the score the table is read with) */
  adjustedGross: number;
  band: CallawayBand;
  /** strokes of the worst holes deducted, half hole rounded up */
  deducted: number;
  handicap: number;
}

/**
 * Callaway handicap: from the gross score (each hole at most double par) the table gives how many
 * worst holes to deduct; the worst holes are taken among holes 1–16 (17 and 18 are never
 * deducted), at most double par each; a half hole counts half the next worst hole, a half stroke
 * counting as a whole; then the adjustment is added. Never below 0, at most `cap` (50).
 * Source: the published "Official Callaway System" table and notes.
 * @example gross 96 on par 72, worst holes 9, 8, 7 → 24 − 2 = 22, net 74
 * The table is defined for 18 holes; a 9-hole course throws `golf.callaway.eighteenHoles`.
 * @returns null for an incomplete card
 */
export function callawayHandicap(holes: readonly Hole[], card: readonly CardHole[], cap = 50): CallawayResult | null {
  if (holes.length !== 18) throw new GolfRuleError('golf.callaway.eighteenHoles', { holes: holes.length });
  const strokes = new Map(card.map((c) => [c.number, c.strokes]));
  if (holes.some((h) => !strokes.has(h.number))) return null;
  const capped = holes.map((h) => ({ number: h.number, strokes: capStrokes(strokes.get(h.number) ?? 0, h.par, 'doublePar') }));
  const adjustedGross = capped.reduce((s, h) => s + h.strokes, 0);
  const band = callawayBand(adjustedGross, coursePar(holes));
    const worst = capped
    .filter((h) => h.number <= 16)
    .map((h) => h.strokes)
    .sort((a, b) => b - a);
  const whole = Math.min(Math.floor(band.halfHoles / 2), worst.length);
  let deducted = worst.slice(0, whole).reduce((s, x) => s + x, 0);
  if (band.halfHoles % 2 === 1 && whole < worst.length) deducted += Math.ceil(worst[whole] / 2);
  const handicap = band.halfHoles === 0 ? 0 : Math.min(Math.max(deducted + band.adjustment, 0), cap);
  return { adjustedGross, band, deducted, handicap };
}
