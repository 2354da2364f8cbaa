import type { Hole } from '../schemas/golf';

/**
 * Strokes a player receives on each hole from an integer playing handicap, allocated by stroke
 * index (hardest first). Works for 9 and 18 holes: with n holes, every hole gets ⌊h / n⌋ and the
 * (h mod n) lowest indexes one more, so 20 on 18 holes gives 2 on SI 1–2 and 1 elsewhere.
 * A plus handicap (negative value) gives strokes back from the highest index downwards:
 * −2 gives back one stroke on SI 18 and SI 17.
 * @returns hole number → strokes received (negative for strokes given back)
 */
export function strokesReceived(playingHandicap: number, holes: readonly Hole[]): Map<number, number> {
  const n = holes.length;
  const ordered = [...holes].sort((a, b) => a.strokeIndex - b.strokeIndex);
  const amount = Math.abs(Math.trunc(playingHandicap));
  const base = Math.floor(amount / n);
  const extra = amount % n;
  const result = new Map<number, number>();
  ordered.forEach((h, rank) => {
    if (playingHandicap >= 0) result.set(h.number, base + (rank < extra ? 1 : 0));
    else result.set(h.number, 0 - (base + (rank >= n - extra ? 1 : 0)));
  });
  return result;
}
