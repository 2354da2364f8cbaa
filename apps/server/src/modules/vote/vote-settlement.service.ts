import { and, asc, desc, eq, gt, gte, isNull, lte, ne, or, lt, sql } from 'drizzle-orm';
import { settleVote, type VoteResultRow, type VoteSettlement } from '@golf/shared/golf/vote';
import type { z } from 'zod';
import type { Locale } from '@golf/shared/locales';
import type { VoteLeaderboard, VoteLeaderboardQuerySchema, VoteSettlementAnswer } from '@golf/shared/schemas/vote';
import type { Db } from '../../db/client';
import { activities, players, voteSettlements, voteTickets } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/context';
import { activityHeadColumns, loadActivity, requireView, type ActivityHead } from '../activities/activities.access';
import { requireGroupMember } from '../groups/group-access';
import { notifyEach } from '../messages/messages.service';
import { snapshotRows } from '../results/snapshot-rows';
import { voteOf } from './vote.access';
import { presentSettlement } from './vote.presenter';
import { namerOf, settlementRow, userNames, voteLink, votePlayers } from './vote.queries';

/** A settled vote of the group after `row` (by event day, then id), nearest first: where `row`'s rollover goes on. */
const settledAfter = (row: ActivityHead) =>
  and(
    eq(voteSettlements.groupId, row.groupId),
    ne(activities.id, row.id),
    or(gt(activities.acdate, row.acdate), and(eq(activities.acdate, row.acdate), gt(activities.id, row.id))),
  );

/** Points rolled over by the group's vote settled just before this event (0 when it had winners). */
export async function carryInOf(db: Db, row: ActivityHead): Promise<number> {
  return (await previousSettled(db, row))?.settlement.rollover ?? 0;
}

/**
 * What an open vote's board counts as carried in: the rollover of the group's vote settled before it, unless a vote of
 * the group between the two is still to settle — that one takes the pool first (both boards said "incl. 14 points").
 */
export async function boardCarryInOf(db: Db, row: ActivityHead): Promise<number> {
  const previous = await previousSettled(db, row);
  if (!previous || previous.settlement.rollover === 0) return 0;
  const [between] = await db
    .select({ id: activities.id })
    .from(activities)
    .leftJoin(voteSettlements, eq(voteSettlements.activityId, activities.id))
    .where(
      and(
        eq(activities.groupId, row.groupId),
        ne(activities.status, 'cancelled'),
        isNull(voteSettlements.activityId),
        sql`coalesce((${activities.vote} ->> 'enabled')::boolean, false)`,
        or(gt(activities.acdate, previous.acdate), and(eq(activities.acdate, previous.acdate), gt(activities.id, previous.id))),
        or(lt(activities.acdate, row.acdate), and(eq(activities.acdate, row.acdate), lt(activities.id, row.id))),
      ),
    )
    .limit(1);
  return between ? 0 : previous.settlement.rollover;
}

/** The group's vote settled just before this event, with its place in the season. */
async function previousSettled(db: Db, row: ActivityHead) {
  const [previous] = await db
    .select({ settlement: voteSettlements.settlement, acdate: activities.acdate, id: activities.id })
    .from(voteSettlements)
    .innerJoin(activities, eq(activities.id, voteSettlements.activityId))
    .where(
      and(
        eq(voteSettlements.groupId, row.groupId),
        ne(activities.id, row.id),
        or(lt(activities.acdate, row.acdate), and(eq(activities.acdate, row.acdate), lt(activities.id, row.id))),
      ),
    )
    .orderBy(desc(activities.acdate), desc(activities.id))
    .limit(1);
  return previous;
}

/**
 * Settles (or re-settles) an event's vote from its results: called whenever results are computed,
 * so a score correction changes the payouts. Stores the settlement and tells each member whose
 * winnings are new or changed. Answers null when the event has no vote.
 */
export async function settleActivityVote(
  deps: Pick<Deps, 'db'>,
  aid: number,
  results: readonly VoteResultRow[],
  options: { onlyWhenFinal?: boolean; chain?: boolean } = {},
): Promise<VoteSettlement | null> {
  const { db } = deps;
  const [row] = await db.select(activityHeadColumns).from(activities).where(eq(activities.id, aid)).limit(1);
  if (!row) return null;
  const { enabled, settings } = voteOf(row);
  if (!enabled) return null;
  // a cancelled event has no results to pay out on (voidActivityVote took its settlement away)
  if (row.status === 'cancelled') return null;
  if (options.onlyWhenFinal && !resultsFinal(row, results)) return null;
  const tickets = await db.select().from(voteTickets).where(eq(voteTickets.activityId, aid)).orderBy(voteTickets.id);
  const withdrawn = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.activityId, aid), eq(players.status, 'withdrawn')));
  const settlement = settleVote({
    tickets: tickets.map((t) => ({ id: String(t.id), userId: String(t.userId), option: t.option, points: t.points })),
    results,
    ticketType: settings.ticketType,
    frames: settings.frames,
    cutPercent: settings.cutPercent,
    withdrawnPids: withdrawn.map((p) => String(p.id)),
    noWinner: settings.noWinner,
    carryIn: await carryInOf(db, row),
  });
  const before = await settlementRow(db, aid);
  const settledAt = new Date();
  await db
    .insert(voteSettlements)
    .values({ activityId: aid, groupId: row.groupId, settlement, settledAt })
    .onConflictDoUpdate({ target: voteSettlements.activityId, set: { settlement, settledAt, groupId: row.groupId } });
  const earlier = new Map((before?.settlement.payouts ?? []).map((p) => [p.userId, p.winnings]));
  const earlierBack = new Map((before?.settlement.payouts ?? []).map((p) => [p.userId, p.refunded]));
  // each member whose outcome is new or changed hears it: what was won, and what came back (a member whose tickets were
  // only given back heard nothing, and one paid and refunded heard only of the winnings); a correction says what it was
  // (a win taken away by a correction is told below, once)
  const news = settlement.payouts.filter(
    (payout) =>
      (payout.winnings > 0 || (payout.refunded > 0 && !((earlier.get(payout.userId) ?? 0) > 0))) &&
      (earlier.get(payout.userId) !== payout.winnings || (earlierBack.get(payout.userId) ?? 0) !== payout.refunded),
  );
  await notifyEach(
    db,
    'vote.settled',
    news.map((payout) => {
      const was = earlier.get(payout.userId) ?? 0;
      // only given back: because nobody picked the winners, or because a ticket named a player who withdrew
      const noWinner = settlement.refunds.some((r) => r.userId === payout.userId && r.reason === 'noWinner');
      const context = payout.winnings === 0 ? (noWinner ? 'refundedNoWinner' : 'refunded') : was > 0 && was !== payout.winnings ? 'changed' : payout.refunded > 0 ? 'withRefund' : undefined;
      const params = { title: row.title, winnings: payout.winnings, spent: payout.spent, refunded: payout.refunded, before: was };
      return { userId: Number(payout.userId), params: context ? { ...params, context } : params };
    }),
    { link: voteLink(aid) },
  );
  // a win announced and then taken away by a correction is said too (the season table changed without a word)
  const now = new Map(settlement.payouts.map((p) => [p.userId, p.winnings]));
  const lost = [...earlier].filter(([userId, before]) => before > 0 && (now.get(userId) ?? 0) === 0);
  await notifyEach(db, 'vote.corrected', lost.map(([userId, before]) => ({ userId: Number(userId), params: { title: row.title, before } })), { link: voteLink(aid) });
  // the group's next settled vote took the rollover it found before this one as its carry-in: when what this one passes
  // on changed (a first settlement, a correction that found winners), that vote is settled again on its stored results,
  // and so on down the season, so that a pool is paid out once
  if (options.chain !== false && before?.settlement.rollover !== settlement.rollover) await settleNextVote(deps, row);
  return settlement;
}

/**
 * An event's day moved (`before` is the event as it was): the order of the group's votes, and so who passes a pool
 * to whom, may have changed. Every settled vote of the group from the earlier of the old and the new day on is settled
 * again, in order, on the carry-in it now finds; otherwise a settled event moved past the next one passed its rollover
 * on twice (to the vote after it before and after the move).
 */
export async function resettleMovedVote(deps: Pick<Deps, 'db'>, before: ActivityHead, acdate: string): Promise<void> {
  if (acdate === before.acdate) return;
  const chain = await deps.db
    .select({ id: activities.id, results: activities.results })
    .from(voteSettlements)
    .innerJoin(activities, eq(activities.id, voteSettlements.activityId))
    .where(and(eq(voteSettlements.groupId, before.groupId), gte(activities.acdate, acdate < before.acdate ? acdate : before.acdate)))
    .orderBy(asc(activities.acdate), asc(activities.id));
  for (const next of chain) await settleActivityVote(deps, next.id, snapshotRows(next.results), { chain: false });
}

/** Settles again the group's first settled vote after `row`, whose carry-in may have changed. */
async function settleNextVote(deps: Pick<Deps, 'db'>, row: ActivityHead): Promise<void> {
  const [next] = await deps.db
    .select({ id: activities.id, results: activities.results })
    .from(voteSettlements)
    .innerJoin(activities, eq(activities.id, voteSettlements.activityId))
    .where(settledAfter(row))
    .orderBy(asc(activities.acdate), asc(activities.id))
    .limit(1);
  if (next) await settleActivityVote(deps, next.id, snapshotRows(next.results));
}

/**
 * An event called off after its vote settled (every card was in while it was in play): nothing was won or lost on it.
 * The settlement goes, with its place in the group's season table, and the group's next vote is settled again on the
 * carry-in it now finds. Every member got the cancellation's own message.
 */
export async function voidActivityVote(deps: Pick<Deps, 'db'>, row: ActivityHead): Promise<void> {
  const gone = await deps.db.delete(voteSettlements).where(eq(voteSettlements.activityId, row.id)).returning({ id: voteSettlements.activityId });
  if (gone.length > 0) await settleNextVote(deps, row);
}

/**
 * Results a vote may be settled on: the event is finished, or every card is in (no player still
 * playing or without a card; withdrawn and disqualified players do not hold it up). Live scoring
 * recomputes after every hole, so the vote waits for the last card instead of paying out mid-round.
 * With hidden holes (the Peoria systems) the net places are secret until the event is finished, and
 * so is the vote's outcome, which would tell them.
 */
export function resultsFinal(row: Pick<ActivityHead, 'status' | 'handicapSystem'>, results: readonly VoteResultRow[]): boolean {
  if (row.status === 'finished') return true;
  if (row.handicapSystem.type === 'peoria') return false;
  return results.some((r) => r.rank !== null) && results.every((r) => r.status !== 'incomplete' && r.status !== 'noCard');
}

/** `GET /api/activities/:aid/vote/settlement`: pool, remainder, winning options and every voter's points. */
export async function getVoteSettlement(db: Db, user: AuthUser, aid: number, locale: Locale): Promise<VoteSettlementAnswer> {
  const row = await loadActivity(db, aid);
  await requireView(db, user, row);
  const settled = await settlementRow(db, aid);
  if (!settled) throw notFound('errors.voteNotSettled');
  const names = await userNames(db, settled.settlement.payouts.map((p) => p.userId));
  return presentSettlement(settled.settlement, settled.settledAt, names, namerOf(await votePlayers(db, aid), voteOf(row).settings, locale), row.status === 'finished');
}

/**
 * `GET /api/groups/:gid/vote-leaderboard`: the season's predictors of a group — per member the
 * votes taken part in, points spent, points won and net (won + refunded − spent), best net first.
 */
export async function voteLeaderboard(db: Db, user: AuthUser, gid: number, query: z.infer<typeof VoteLeaderboardQuerySchema>): Promise<VoteLeaderboard> {
  await requireGroupMember(db, user, gid);
  const year = query.year ?? new Date().getUTCFullYear();
  const rows = await db
    .select({ settlement: voteSettlements.settlement })
    .from(voteSettlements)
    .innerJoin(activities, eq(activities.id, voteSettlements.activityId))
    .where(and(eq(voteSettlements.groupId, gid), gte(activities.acdate, `${year}-01-01`), lte(activities.acdate, `${year}-12-31`)));
  // the points given back too: without them spent, won and the change did not add up on screen
  const totals = new Map<string, { votes: number; spent: number; refunded: number; winnings: number; net: number }>();
  for (const { settlement } of rows) {
    for (const p of settlement.payouts) {
      const t = totals.get(p.userId) ?? { votes: 0, spent: 0, refunded: 0, winnings: 0, net: 0 };
      totals.set(p.userId, { votes: t.votes + 1, spent: t.spent + p.spent, refunded: t.refunded + p.refunded, winnings: t.winnings + p.winnings, net: t.net + p.net });
    }
  }
  const names = await userNames(db, [...totals.keys()]);
  const sorted = [...totals]
    .map(([userId, t]) => ({ userId, name: names.get(userId) ?? userId, ...t }))
    .sort((a, b) => b.net - a.net || b.winnings - a.winnings || a.name.localeCompare(b.name));
  const ranked = sorted.map((r, i) => ({
    ...r,
    rank: i > 0 && sorted[i - 1].net === r.net && sorted[i - 1].winnings === r.winnings ? -1 : i + 1,
  }));
  ranked.forEach((r, i) => {
    if (r.rank === -1) r.rank = ranked[i - 1].rank;
  });
  const start = (query.page - 1) * query.pageSize;
  return { year, list: ranked.slice(start, start + query.pageSize), total: ranked.length };
}
