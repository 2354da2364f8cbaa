import type { ResultRowAnswer } from '@golf/shared/schemas/score';
import { useMemo, useState } from 'react';

export type SexFilter = 'all' | 'M' | 'F';

/** A results row as a filtered view lists it: `placeShown`, its place among the rows shown, beside the field's `rank`. */
export type ShownRow = ResultRowAnswer & { placeShown?: { rank: number; tied: boolean } };

/**
 * The places of a part of the field (one division, one sex) among themselves: the field's order and ties hold in any part
 * of it (the same tie-break chain), so a player's place is one more than the ranked rows shown above them, and a tie is
 * a tie only with someone shown.
 */
export function placesWithin(rows: readonly ResultRowAnswer[]): ShownRow[] {
  const counts = new Map<number, number>();
  for (const r of rows) if (r.rank !== null) counts.set(r.rank, (counts.get(r.rank) ?? 0) + 1);
  const above = new Map<number, number>();
  let passed = 0;
  for (const [rank, n] of [...counts].sort((a, b) => a[0] - b[0])) {
    above.set(rank, passed);
    passed += n;
  }
  return rows.map((r) => (r.rank === null ? r : { ...r, placeShown: { rank: (above.get(r.rank) ?? 0) + 1, tied: (counts.get(r.rank) ?? 0) > 1 } }));
}

/** Division and sex filters over the results rows, with the divisions that occur; a filtered list has its own places. */
export function useFilteredRows(rows: ResultRowAnswer[]) {
  const [division, setDivision] = useState<string | null>(null);
  const [sex, setSex] = useState<SexFilter>('all');
  const divisions = useMemo(() => [...new Set(rows.map((r) => r.division).filter((d): d is string => Boolean(d)))].sort(), [rows]);
  const filtered = useMemo<ShownRow[]>(() => {
    if (division === null && sex === 'all') return rows;
    return placesWithin(rows.filter((r) => (division === null || r.division === division) && (sex === 'all' || r.sex === sex)));
  }, [rows, division, sex]);
  return { filtered, divisions, division, setDivision, sex, setSex };
}
