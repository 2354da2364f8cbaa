/**
 * Vote options (what a ticket names) and the balanced frame draw.
 *
 * - quinella: an unordered pair of players predicted 1st and 2nd on net, key "a:b" with a < b.
 * - frameQuinella: an unordered pair of frames (frames are small groups of players, see
 *   {@link drawFrames}); both finishers may come from the same frame, key "F2:F2".
 * - winner: one player predicted 1st on net, key "a".
 * Ids compare numerically when they differ only in a trailing number ('9' < '10', 'F2' < 'F10').
 */
import { shuffled, type Rng } from './rng';

export type VoteTicketType = 'quinella' | 'frameQuinella' | 'winner';

/** Players grouped for frame tickets: `id` like 'F1', usually two players. */
export interface VoteFrame {
  id: string;
  pids: string[];
}

/** Numeric order for ids that differ only in a trailing number ('9' < '10', 'F2' < 'F10'), string order otherwise. */
export function compareIds(a: string, b: string): number {
  const ma = /^(\D*)(\d+)$/.exec(a);
  const mb = /^(\D*)(\d+)$/.exec(b);
  if (ma && mb && ma[1] === mb[1] && ma[2].length !== mb[2].length) return ma[2].length - mb[2].length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Key of an unordered pair of distinct players. @throws RangeError for the same player twice. */
export function quinellaKey(a: string, b: string): string {
  if (a === b) throw new RangeError('a quinella names two different players');
  return compareIds(a, b) <= 0 ? `${a}:${b}` : `${b}:${a}`;
}

/** Key of an unordered pair of frames; the same frame twice is allowed. */
export function frameQuinellaKey(a: string, b: string): string {
  return compareIds(a, b) <= 0 ? `${a}:${b}` : `${b}:${a}`;
}

/** The ids an option key names (players, or frames for frame tickets). */
export function optionParts(option: string): string[] {
  return option.split(':');
}

/**
 * Frames of two with similar combined ability: players sorted by handicap (equal handicaps in
 * random order, from `rng`), then the best paired with the worst, the 2nd best with the 2nd worst…
 * With an odd field the middle player joins the frame of the highest combined handicap (the
 * weakest), making it a frame of three. An unknown handicap counts as the mean of the known ones
 * (36 when none is known). Frames are numbered F1, F2… from the frame of the best player.
 */
export function drawFrames(players: readonly { pid: string; handicap: number | null }[], rng: Rng): VoteFrame[] {
  const known = players.filter((p) => p.handicap != null).map((p) => p.handicap as number);
  const fallback = known.length ? known.reduce((s, h) => s + h, 0) / known.length : 36;
  const handicap = new Map(players.map((p) => [p.pid, p.handicap ?? fallback]));
  const order = shuffled(players.map((p) => p.pid).sort(compareIds), rng).sort(
    (a, b) => (handicap.get(a) as number) - (handicap.get(b) as number),
  );
  const pairs: string[][] = [];
  for (let i = 0, j = order.length - 1; i < j; i++, j--) pairs.push([order[i], order[j]]);
  if (order.length % 2 === 1) {
    const middle = order[(order.length - 1) / 2];
    const total = (pids: string[]) => pids.reduce((s, pid) => s + (handicap.get(pid) as number), 0);
    const weakest = pairs.reduce<string[] | undefined>((w, p) => (!w || total(p) > total(w) ? p : w), undefined);
    if (weakest) weakest.push(middle);
    else pairs.push([middle]);
  }
  return pairs.map((pids, i) => ({ id: `F${i + 1}`, pids }));
}
