/**
 * The betting-ticket vote: a points-only prediction game settled pari-mutuel (no money, ever).
 *
 * Settlement rules (also in the README section "The vote"):
 * 1. Tickets whose option names a withdrawn player (frame tickets: a frame with no player left)
 *    are refunded in full and leave the pool before anything else. A player missing from the
 *    results (the entry was cancelled or removed after tickets were placed), or with no card at all
 *    (did not start), counts as withdrawn; one with an incomplete card did start, and loses.
 * 2. pool = remaining stakes + any carried-in rollover; cut = floor(pool × cutPercent / 100), but never more than the
 *    pool less the winning stakes (a correct pick never loses points: every winning ticket gets at least its points
 *    back, as a totalisator pays at least the stake); net pool = pool − cut.
 * 3. Winning options from the net places of the results (`netRank` where the event ranks by gross,
 *    else `rank`: Stableford points come from net strokes; ranked players only; withdrawn players never count):
 *    - winner: every player on the best rank (a tie for 1st gives several winning options);
 *    - quinella: a single leader → every pair {leader, player on the next rank} (a tie for 2nd makes
 *      several pairs win); a tie for 1st → every pair among the tied leaders (2nd place is taken);
 *    - frameQuinella: the winning player pairs translated to frame pairs (possibly "F3:F3").
 * 4. One winning option: its tickets share the net pool in proportion to their points. Several (a tie, a dead heat):
 *    each winning option with tickets gets its own stakes back plus an equal part of the profit (net pool less all
 *    winning stakes), shared by its tickets in proportion to their points — so a long shot still pays more than the
 *    favourite (PRODUCT.md), as the board's odds said. Amounts are computed per user (over all their winning tickets),
 *    rounded DOWN to whole points; the undistributed rest is the `remainder`, so Σ winnings + remainder = net pool.
 * 5. No winning ticket: with `noWinner: 'refund'` every remaining ticket is refunded (no cut) and a
 *    carried-in amount rolls on; with 'rollover' the whole pool (no cut) is reported as `rollover`
 *    for the group's next vote.
 * Deterministic: the answer depends only on the input (users listed in id order).
 */
import { compareIds, frameQuinellaKey, optionParts, quinellaKey, type VoteFrame, type VoteTicketType } from './vote-options';

/** A placed ticket: `points` (a positive integer) on one option key. */
export interface VoteTicket {
  id: string;
  userId: string;
  option: string;
  points: number;
}

/** What settlement reads of a results row. */
export interface VoteResultRow {
  pid: string;
  rank: number | null;
  /** the place on net when the event ranks otherwise: the vote predicts the net 1st and 2nd (PRODUCT.md) */
  netRank?: number;
  status: string;
}

/** Statuses of a player who did not start: their tickets are refunded (rule 1). */
const NOT_STARTED: readonly string[] = ['withdrawn', 'noCard', 'dns'];

/** Statuses that take a player out of the finishing order. */
export const VOTE_UNRANKED_STATUSES: readonly string[] = ['incomplete', 'noCard', 'withdrawn', 'disqualified', 'dq', 'dns', 'dnf'];

export interface VoteBoardOption {
  option: string;
  points: number;
  tickets: number;
  /** Net pool ÷ points on this option (points returned per point staked); null with no points. */
  odds: number | null;
}

export interface VoteBoard {
  pool: number;
  cut: number;
  netPool: number;
  /** Most points first, then by key. */
  options: VoteBoardOption[];
  /** Keys of the (up to) three options with the most points. */
  popular: string[];
}

/**
 * The live board: points and odds per option. `options` lists keys to show even without tickets
 * (their odds are null); `carryIn` is what the group's previous vote rolled over into this one. Odds are raw numbers;
 * the UI rounds them for display.
 */
export function voteBoard(input: { tickets: readonly VoteTicket[]; cutPercent?: number; options?: readonly string[]; carryIn?: number }): VoteBoard {
  input.tickets.forEach(checkTicket);
  // the points the group's previous vote rolled over are in this pool already (rule 2): the odds count them
  const pool = sum(input.tickets.map((t) => t.points)) + (input.carryIn ?? 0);
  const cut = cutOf(pool, input.cutPercent ?? 0);
  const byOption = new Map<string, { points: number; tickets: number }>();
  for (const key of input.options ?? []) byOption.set(key, { points: 0, tickets: 0 });
  for (const t of input.tickets) {
    const o = byOption.get(t.option) ?? { points: 0, tickets: 0 };
    byOption.set(t.option, { points: o.points + t.points, tickets: o.tickets + 1 });
  }
  const options = [...byOption]
    // as the option would be paid alone: the cut stops at what keeps its stakes whole (rule 2), so odds are never below 1
    .map(([option, o]) => ({ option, ...o, odds: o.points > 0 ? (pool - Math.min(cut, pool - o.points)) / o.points : null }))
    .sort((a, b) => b.points - a.points || compareOptions(a.option, b.option));
  return { pool, cut, netPool: pool - cut, options, popular: options.filter((o) => o.points > 0).slice(0, 3).map((o) => o.option) };
}

export interface SettleVoteInput {
  tickets: readonly VoteTicket[];
  results: readonly VoteResultRow[];
  ticketType: VoteTicketType;
  /** Needed for frame tickets. */
  frames?: readonly VoteFrame[];
  /** Organiser's cut, 0–100 (default 0). */
  cutPercent?: number;
  /** Players who withdrew (also taken from results statuses). */
  withdrawnPids?: readonly string[];
  /** Default 'refund'. */
  noWinner?: 'refund' | 'rollover';
  /** Points rolled over from the group's previous vote, added to the pool. */
  carryIn?: number;
}

export interface VoteRefund {
  ticketId: string;
  userId: string;
  points: number;
  reason: 'withdrawn' | 'noWinner';
}

export interface VotePayout {
  userId: string;
  /** Points staked on all of the user's tickets. */
  spent: number;
  refunded: number;
  winnings: number;
  /** winnings + refunded − spent. */
  net: number;
}

export interface VoteSettlement {
  /** Points staked on all tickets. */
  staked: number;
  /** Stakes left after withdrawal refunds, plus the carried-in amount. */
  pool: number;
  cut: number;
  netPool: number;
  /** Net pool not paid out because of rounding down. */
  remainder: number;
  /** Carried to the next vote. */
  rollover: number;
  winningOptions: string[];
  payouts: VotePayout[];
  refunds: VoteRefund[];
}

/** Settles the vote; see the module notes for the rules. @throws RangeError for a bad ticket or cut. */
export function settleVote(input: SettleVoteInput): VoteSettlement {
  input.tickets.forEach(checkTicket);
  const withdrawn = new Set(input.withdrawnPids ?? []);
  // a player who never started (no card at all once the event is over) is a scratched runner: refunded as withdrawn;
  // one who started and did not finish (an incomplete card) simply loses, as a horse that does not finish
  for (const row of input.results) if (NOT_STARTED.includes(row.status)) withdrawn.add(row.pid);
  const frames = new Map((input.frames ?? []).map((f) => [f.id, f]));
  // a player named on a ticket or in a frame who is no longer in the results has left the event
  const entered = new Set(input.results.map((r) => r.pid));
  const named = input.ticketType === 'frameQuinella' ? (input.frames ?? []).flatMap((f) => f.pids) : input.tickets.flatMap((t) => optionParts(t.option));
  for (const pid of named) if (!entered.has(pid)) withdrawn.add(pid);

  const refunds: VoteRefund[] = [];
  const live: VoteTicket[] = [];
  for (const t of input.tickets) {
    if (namesWithdrawn(t.option, input.ticketType, frames, withdrawn)) refunds.push({ ticketId: t.id, userId: t.userId, points: t.points, reason: 'withdrawn' });
    else live.push(t);
  }
  const staked = sum(input.tickets.map((t) => t.points));
  const carryIn = input.carryIn ?? 0;
  const pool = sum(live.map((t) => t.points)) + carryIn;
  const winningOptions = winningOptionsOf(input.results, input.ticketType, withdrawn, input.frames ?? []);
  const winningSet = new Set(winningOptions);
  const winners = live.filter((t) => winningSet.has(t.option));

  let cut = 0;
  let remainder = 0;
  let rollover = 0;
  const winnings = new Map<string, number>();
  if (winners.length > 0) {
    const winningPoints = sum(winners.map((t) => t.points));
    cut = Math.min(cutOf(pool, input.cutPercent ?? 0), pool - winningPoints);
    const netPool = pool - cut;
    for (const [userId, won] of deadHeatShares(winners, netPool - winningPoints)) winnings.set(userId, won);
    remainder = netPool - sum([...winnings.values()]);
  } else if ((input.noWinner ?? 'refund') === 'refund') {
    for (const t of live) refunds.push({ ticketId: t.id, userId: t.userId, points: t.points, reason: 'noWinner' });
    rollover = carryIn;
  } else {
    rollover = pool;
  }

  const users = [...new Set(input.tickets.map((t) => t.userId))].sort(compareIds);
  const payouts = users.map((userId) => {
    const spent = sum(input.tickets.filter((t) => t.userId === userId).map((t) => t.points));
    const refunded = sum(refunds.filter((r) => r.userId === userId).map((r) => r.points));
    const won = winnings.get(userId) ?? 0;
    return { userId, spent, refunded, winnings: won, net: won + refunded - spent };
  });
  return { staked, pool, cut, netPool: pool - cut, remainder, rollover, winningOptions, payouts, refunds };
}

/**
 * Rule 4: each user's winnings from their winning tickets, rounded down, when `profit` (the net pool less the winning
 * stakes) is shared equally by the winning options that have tickets, and each option's part plus its stakes by its
 * tickets in proportion to their points. Exact (BigInt fractions): a user's winnings are
 * Σ over options o of points(u, o) × (stake(o) × k + profit) / (stake(o) × k), for k options.
 */
function deadHeatShares(winners: readonly VoteTicket[], profit: number): Map<string, number> {
  const stakes = new Map<string, bigint>();
  for (const t of winners) stakes.set(t.option, (stakes.get(t.option) ?? 0n) + BigInt(t.points));
  const k = BigInt(stakes.size);
  const den = [...stakes.values()].reduce((product, stake) => product * stake, k);
  const numerators = new Map<string, bigint>();
  for (const t of winners) {
    const stake = stakes.get(t.option)!;
    const part = BigInt(t.points) * (stake * k + BigInt(profit)) * (den / (stake * k));
    numerators.set(t.userId, (numerators.get(t.userId) ?? 0n) + part);
  }
  return new Map([...numerators].map(([userId, num]) => [userId, Number(num / den)]));
}

/**
 * Winning option keys for a ticket type, from the results (see rule 3 in the module notes).
 * Players in `withdrawn`, without a rank or with an unranked status are left out.
 */
export function winningOptionsOf(
  results: readonly VoteResultRow[],
  ticketType: VoteTicketType,
  withdrawn: ReadonlySet<string> = new Set(),
  frames: readonly VoteFrame[] = [],
): string[] {
  const ranked = results
    .filter((r) => typeof r.rank === 'number' && !VOTE_UNRANKED_STATUSES.includes(r.status) && !withdrawn.has(r.pid))
    .map((r) => ({ pid: r.pid, rank: r.netRank ?? (r.rank as number) }))
    .sort((a, b) => a.rank - b.rank);
  const ranks = [...new Set(ranked.map((r) => r.rank))];
  const onRank = (i: number) => ranked.filter((r) => r.rank === ranks[i]).map((r) => r.pid);
  const first = onRank(0);
  if (ticketType === 'winner') return first.sort(compareIds);
  const pairs: [string, string][] = [];
  if (first.length >= 2) first.forEach((a, i) => first.slice(i + 1).forEach((b) => pairs.push([a, b])));
  else if (first.length === 1) for (const b of onRank(1)) pairs.push([first[0], b]);
  if (ticketType === 'quinella') return pairs.map(([a, b]) => quinellaKey(a, b)).sort(compareOptions);
  const frameOf = new Map(frames.flatMap((f) => f.pids.map((pid) => [pid, f.id] as const)));
  const keys = new Set<string>();
  for (const [a, b] of pairs) {
    const fa = frameOf.get(a);
    const fb = frameOf.get(b);
    if (fa && fb) keys.add(frameQuinellaKey(fa, fb));
  }
  return [...keys].sort(compareOptions);
}

/**
 * Whether a ticket's option names a withdrawn player, or (frame tickets) a frame whose players have all withdrawn:
 * such a ticket is refunded (rule 1), at settlement and, while the vote is open, as the player leaves (the server).
 */
export function namesWithdrawn(option: string, ticketType: VoteTicketType, frames: ReadonlyMap<string, VoteFrame>, withdrawn: ReadonlySet<string>): boolean {
  return optionParts(option).some((part) => (ticketType === 'frameQuinella' ? frameGone(frames.get(part), withdrawn) : withdrawn.has(part)));
}

/** A frame whose players have all withdrawn (an unknown frame is not "gone": it simply loses). */
function frameGone(frame: VoteFrame | undefined, withdrawn: ReadonlySet<string>): boolean {
  return frame !== undefined && frame.pids.every((pid) => withdrawn.has(pid));
}

function compareOptions(a: string, b: string): number {
  const pa = optionParts(a);
  const pb = optionParts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const c = compareIds(pa[i] ?? '', pb[i] ?? '');
    if (c) return c;
  }
  return 0;
}

function checkTicket(t: VoteTicket): void {
  if (!Number.isInteger(t.points) || t.points < 1) throw new RangeError(`ticket ${t.id}: points must be a positive integer`);
}

/** The organiser's cut, rounded down to whole points. */
function cutOf(pool: number, cutPercent: number): number {
  if (!(cutPercent >= 0 && cutPercent <= 100)) throw new RangeError(`cut must lie in 0–100%: ${cutPercent}`);
  return Math.floor((pool * cutPercent) / 100 + 1e-9);
}

function sum(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0);
}
