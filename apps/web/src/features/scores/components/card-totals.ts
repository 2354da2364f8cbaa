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
  toPar: number | null;
  played: number;
}

const sum = (values: (number | null)[]) => (values.some((v) => v !== null) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null);

/** OUT (holes 1–9), IN (10–18), total, putts and to-par of the holes entered so far — shown as the organiser types. */
export function cardTotals(holes: readonly Hole[], cells: Record<number, CellValue | undefined>): CardTotals {
  const strokesOf = (h: Hole) => cells[h.number]?.strokes ?? null;
  const entered = holes.filter((h) => strokesOf(h) !== null);
  return {
    out: sum(holes.filter((h) => h.number <= 9).map(strokesOf)),
    in: holes.length > 9 ? sum(holes.filter((h) => h.number > 9).map(strokesOf)) : null,
    total: sum(holes.map(strokesOf)),
    putts: sum(holes.map((h) => cells[h.number]?.putts ?? null)),
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
