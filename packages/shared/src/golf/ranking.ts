import type { TieBreak } from '../schemas/golf';

/** What the ranking needs to know about one player with a complete card. */
export interface RankEntry {
  pid: string;
  /** the ranking value, lower is better (net in tenths, gross, or minus Stableford points) */
  value: number;
  handicapTenths: number;
  /** ISO date (YYYY-MM-DD); unknown birthdays lose the age tie-break */
  birthday?: string | null;
  /** countback keys (`countbackKeys`), lower is better */
  countback: readonly number[];
}

/** A ranked player: standard competition ranking (1, 2, 2, 4). */
export interface RankedEntry {
  pid: string;
  rank: number;
  tied: boolean;
}

/** The default tie-break chain of PRODUCT.md: lower handicap, older player, countback, shared. */
export const DEFAULT_TIE_BREAK: readonly TieBreak[] = ['handicap', 'age', 'countback', 'shared'];

function compareBirthday(a?: string | null, b?: string | null): number {
  if (a && b) return a < b ? -1 : a > b ? 1 : 0;
  return a ? -1 : b ? 1 : 0;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * Orders two entries: by value, then by each link of the chain until `shared` (or the end):
 * `handicap` lower wins, `age` older wins (earlier birthday), `countback` the last 9/6/3/1.
 * @returns negative when `a` ranks ahead, 0 when they share a place
 */
export function compareEntries(a: RankEntry, b: RankEntry, chain: readonly TieBreak[]): number {
  if (a.value !== b.value) return a.value - b.value;
  for (const link of chain) {
    if (link === 'shared') return 0;
    const c =
      link === 'handicap'
        ? a.handicapTenths - b.handicapTenths
        : link === 'age'
          ? compareBirthday(a.birthday, b.birthday)
          : compareKeys(a.countback, b.countback);
    if (c !== 0) return c;
  }
  return 0;
}

/**
 * Ranks entries with the tie-break chain; players still equal share a place and the next place
 * is skipped (1, 2, 2, 4), with `tied` set on each of them. Within a shared place the order is by
 * `pid`, so the output does not depend on the order of the input.
 */
export function rankEntries(entries: readonly RankEntry[], chain: readonly TieBreak[] = DEFAULT_TIE_BREAK): RankedEntry[] {
  const sorted = [...entries].sort((a, b) => compareEntries(a, b, chain) || (a.pid < b.pid ? -1 : a.pid > b.pid ? 1 : 0));
  const ranks: number[] = [];
  sorted.forEach((e, i) => {
    ranks.push(i > 0 && compareEntries(sorted[i - 1], e, chain) === 0 ? ranks[i - 1] : i + 1);
  });
  const count = new Map<number, number>();
  for (const r of ranks) count.set(r, (count.get(r) ?? 0) + 1);
  return sorted.map((e, i) => ({ pid: e.pid, rank: ranks[i], tied: (count.get(ranks[i]) ?? 0) > 1 }));
}
