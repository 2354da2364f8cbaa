import { useEffect } from 'react';

/**
 * A list's page past its last (its rows decided, disabled, removed or deleted meanwhile, or an old link) turns to the
 * last page there is: it showed an empty list under its total, with no pager to go back. `total` undefined: not
 * known yet (loading, or a placeholder from other filters).
 */
export function usePageWithin(page: number, total: number | undefined, pageSize: number, setPage: (page: number) => void): void {
  const last = total === undefined ? null : Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (last !== null && page > last) setPage(last);
  }, [last, page, setPage]);
}
