import type { ResultRowAnswer } from '@golf/shared/schemas/score';

/** "+3", "E", "−2": a score against par as golfers write it. */
export function formatToPar(toPar: number | null | undefined): string {
  if (toPar === null || toPar === undefined) return '–';
  if (toPar === 0) return 'E';
  return toPar > 0 ? `+${toPar}` : `−${-toPar}`;
}

/** A handicap or net with its one decimal ("16.8"), a dash when there is none. */
export const oneDecimal = (value: number | null | undefined) => (value === null || value === undefined ? '–' : value.toFixed(1));

/** A place with the tie marker: "T3" for a shared third. */
export const formatRank = (row: Pick<ResultRowAnswer, 'rank' | 'tied'>) => (row.rank === null ? '–' : `${row.tied ? 'T' : ''}${row.rank}`);

export const orNone = (value: number | null | undefined) => (value === null || value === undefined ? '–' : String(value));
