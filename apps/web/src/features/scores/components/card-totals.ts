import type { Hole } from '@golf/shared/schemas/golf';

/** What a cell of the score grid holds while typing: a number, or nothing yet. */
export interface CellValue {
  strokes: number | null;
  putts: number | null;
}

export interface CardTotals {
  out: number | null;
  in: number | null;
  total: number | null;
  putts: number | null;
  puttsOut: number | null;
  puttsIn: number | null;
  toPar: number | null;
  played: number;
}

const sum = (values: (number | null)[]) => (values.some((v) => v !== null) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null);

/** OUT (holes 1–9), IN (10–18), total, putts (each nine and in all) and to-par of the holes entered so far — shown as the organiser types. */
export function cardTotals(holes: readonly Hole[], cells: Record<number, CellValue | undefined>): CardTotals {
  const strokesOf = (h: Hole) => cells[h.number]?.strokes ?? null;
  const puttsOf = (h: Hole) => cells[h.number]?.putts ?? null;
  const entered = holes.filter((h) => strokesOf(h) !== null);
  const front = holes.filter((h) => h.number <= 9);
  const back = holes.length > 9 ? holes.filter((h) => h.number > 9) : null;
  return {
    out: sum(front.map(strokesOf)),
    in: back ? sum(back.map(strokesOf)) : null,
    total: sum(holes.map(strokesOf)),
    putts: sum(holes.map(puttsOf)),
    puttsOut: sum(front.map(puttsOf)),
    puttsIn: back ? sum(back.map(puttsOf)) : null,
    toPar: entered.length ? entered.reduce((a, h) => a + (strokesOf(h) ?? 0) - h.par, 0) : null,
    played: entered.length,
  };
}

/** "+3", "E", "−2" as golfers write a score against par. */
export function formatToPar(toPar: number | null): string {
  if (toPar === null) return '–';
  if (toPar === 0) return 'E';
  return toPar > 0 ? `+${toPar}` : `−${-toPar}`;
}
