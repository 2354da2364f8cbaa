import type { ResultRowAnswer } from '@golf/shared/schemas/score';
import { useMemo, useState } from 'react';

export type SexFilter = 'all' | 'M' | 'F';

/** Division and sex filters over the results rows, with the divisions that occur. */
export function useFilteredRows(rows: ResultRowAnswer[]) {
  const [division, setDivision] = useState<string | null>(null);
  const [sex, setSex] = useState<SexFilter>('all');
  const divisions = useMemo(() => [...new Set(rows.map((r) => r.division).filter((d): d is string => Boolean(d)))].sort(), [rows]);
  const filtered = useMemo(
    () => rows.filter((r) => (division === null || r.division === division) && (sex === 'all' || r.sex === sex)),
    [rows, division, sex],
  );
  return { filtered, divisions, division, setDivision, sex, setSex };
}
