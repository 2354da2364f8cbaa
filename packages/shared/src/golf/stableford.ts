import type { CardHole, Hole } from '../schemas/golf';
import { strokesReceived } from './strokes-received';

/**
 * Stableford points on one hole from net strokes (strokes − strokes received):
 * net double bogey or worse 0, bogey 1, par 2, birdie 3, eagle 4, albatross 5, and so on:
 * points = max(0, 2 + par − net). (R&A/USGA Rules of Golf, Rule 21.1b.)
 * @example stablefordHolePoints(5, 4, 1) // net 4 on a par 4 → 2
 */
export function stablefordHolePoints(strokes: number, par: number, received: number): number {
  return Math.max(0, 2 + par - (strokes - received));
}

/**
 * The strokes a card shows for a hole the player picked up in a Stableford round: net double bogey (par + 2 + strokes
 * received), which scores no point, as a hole without a score does (Rule 21.1c), and is also the most a hole counts
 * for handicap purposes. Entered as strokes, the card stays complete and the player ranked.
 * @example pickUpStrokes(4, 1) // 7: net 6 on a par 4 → 0 points
 */
export function pickUpStrokes(par: number, received: number): number {
  return par + 2 + received;
}

/** Points per hole and in total for a card; holes not entered score nothing. */
export interface StablefordCard {
  /** hole number → points, for the holes entered */
  perHole: Map<number, number>;
  total: number;
}

/**
 * Stableford points of a card, strokes received allocated from an integer playing handicap by
 * stroke index (`strokesReceived`).
 */
export function stablefordPoints(holes: readonly Hole[], card: readonly CardHole[], playingHandicap: number): StablefordCard {
  const received = strokesReceived(playingHandicap, holes);
  const perHole = new Map<number, number>();
  for (const c of card) {
    const hole = holes.find((h) => h.number === c.number);
    if (hole) perHole.set(c.number, stablefordHolePoints(c.strokes, hole.par, received.get(c.number) ?? 0));
  }
  return { perHole, total: [...perHole.values()].reduce((s, p) => s + p, 0) };
}
