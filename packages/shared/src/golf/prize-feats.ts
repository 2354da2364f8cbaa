/** Scoring feats read from hole scores: birdies or better, eagles or better, holes in one. */
import type { AwardHoleScore } from './prize-types';

/** Holes played in par − `under` strokes or fewer (birdie: under 1, eagle: under 2). */
export function holesUnderPar(card: readonly AwardHoleScore[], under: number, hole?: number | null): number[] {
  return card
    .filter((h) => (hole == null || h.number === hole) && h.strokes != null && h.strokes > 0 && h.strokes <= h.par - under)
    .map((h) => h.number);
}

/** Holes holed in one stroke. */
export function aces(card: readonly AwardHoleScore[], hole?: number | null): number[] {
  return card.filter((h) => (hole == null || h.number === hole) && h.strokes === 1).map((h) => h.number);
}
