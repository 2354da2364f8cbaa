import type { CardHole, Hole } from '../schemas/golf';
import { byNumber, coursePar, nineOf } from './course';

/** One hole of a summarised card: strokes and putts as entered (null when not entered). */
export interface HoleLine {
  number: number;
  par: number;
  strokeIndex: number;
  strokes: number | null;
  putts: number | null;
  /** strokes − par, null when the hole was not played */
  toPar: number | null;
}

/** Totals of one player's card. Totals count the holes played only. */
export interface CardSummary {
  holes: HoleLine[];
  gross: number;
  /** holes 1–9 */
  out: number;
  /** holes 10–18 (0 on a 9-hole course) */
  in: number;
  /** null when no putts were entered at all */
  putts: number | null;
  /** gross − par of the holes played */
  toPar: number;
  holesPlayed: number;
  /** every hole of the course has strokes */
  complete: boolean;
}

/**
 * Gross, OUT (1–9), IN (10–18), putts and to-par of a card. Holes not on the course are ignored;
 * a card with missing holes is summarised over the holes played and flagged `complete: false`.
 * @example summarizeCard(pineRidge, card) // { gross: 85, out: 41, in: 44, toPar: 13, complete: true, … }
 */
export function summarizeCard(holes: readonly Hole[], card: readonly CardHole[]): CardSummary {
  const entered = new Map(card.map((c) => [c.number, c]));
  const lines: HoleLine[] = byNumber(holes).map((h) => {
    const c = entered.get(h.number);
    return {
      number: h.number,
      par: h.par,
      strokeIndex: h.strokeIndex,
      strokes: c ? c.strokes : null,
      putts: c?.putts ?? null,
      toPar: c ? c.strokes - h.par : null,
    };
  });
  const played = lines.filter((l) => l.strokes !== null);
  const sum = (ls: HoleLine[]) => ls.reduce((s, l) => s + (l.strokes ?? 0), 0);
  const withPutts = played.filter((l) => l.putts !== null);
  const gross = sum(played);
  return {
    holes: lines,
    gross,
    out: sum(played.filter((l) => nineOf(l.number) === 1)),
    in: sum(played.filter((l) => nineOf(l.number) === 2)),
    putts: withPutts.length ? withPutts.reduce((s, l) => s + (l.putts ?? 0), 0) : null,
    toPar: gross - coursePar(played),
    holesPlayed: played.length,
    complete: played.length === holes.length,
  };
}

/** Strokes per hole number of a card (holes not entered are absent). */
export function strokesByHole(card: readonly CardHole[]): Map<number, number> {
  return new Map(card.map((c) => [c.number, c.strokes]));
}
