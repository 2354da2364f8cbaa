import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { voteBoard } from '@golf/shared/golf/vote';
import { drawFrames, frameQuinellaKey, quinellaKey } from '@golf/shared/golf/vote-options';
import type { Rng } from '@golf/shared/golf/rng';
import type { Locale } from '@golf/shared/locales';
import type { VoteBoardAnswer, VoteSettings, VoteTicketAnswer, VoteTicketSchema } from '@golf/shared/schemas/vote';
import type { Db, Tx } from '../../db/client';
import { activities, players, users, voteTickets } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { isoAt } from '../../lib/times';
import type { AuthUser } from '../../plugins/context';
import { loadActivity, requireManage, requireView, type ActivityHead } from '../activities/activities.access';
import { requireMayVote, requireVoteOpen, voteDeadline, voteOf, voteOpen, voteRefusal } from './vote.access';
import { optionNames, presentSettlement, presentTicket } from './vote.presenter';
import { namerOf, settlementRow, userNames, votePlayers } from './vote.queries';
import { boardCarryInOf, carryInOf } from './vote-settlement.service';

/** With more frames than this, the board lists only frame pairs that hold points. */
const MAX_LISTED_FRAMES = 12;

/** Every option worth showing without tickets: each player (winner) or each frame pair. */
function listedOptions(settings: VoteSettings, registered: string[]): string[] {
  if (settings.ticketType === 'winner') return registered;
  const frames = (settings.frames ?? []).map((f) => f.id);
  if (settings.ticketType !== 'frameQuinella' || frames.length > MAX_LISTED_FRAMES) return [];
  return frames.flatMap((a, i) => frames.slice(i).map((b) => frameQuinellaKey(a, b)));
}

/** `GET /api/activities/:aid/vote`: board, odds, my tickets and remaining points, and the settlement once results are in. */
export async function getVote(db: Db, user: AuthUser, aid: number, locale: Locale): Promise<VoteBoardAnswer> {
  const row = await loadActivity(db, aid);
  const viewer = await requireView(db, user, row);
  const { enabled, settings } = voteOf(row);
  const playerRows = await votePlayers(db, aid);
  const tickets = await db.select().from(voteTickets).where(eq(voteTickets.activityId, aid)).orderBy(voteTickets.id);
  const settled = await settlementRow(db, aid);
  const namer = namerOf(playerRows, settings, locale);
  const registered = playerRows.filter((p) => p.status === 'registered');
  // the pool the group's previous vote rolled over is this one's already: the board's pool and odds count it (they left
  // it out, and the settlement's pool was larger than the board's without a word)
  const carryIn = enabled ? await (settled ? carryInOf(db, row) : boardCarryInOf(db, row)) : 0;
  const board = voteBoard({
    tickets: tickets.map((t) => ({ id: String(t.id), userId: String(t.userId), option: t.option, points: t.points })),
    cutPercent: settings.cutPercent,
    options: listedOptions(settings, registered.map((p) => String(p.id))),
    carryIn,
  });
  const mine = tickets.filter((t) => t.userId === user.id);
  const spent = mine.reduce((s, t) => s + t.points, 0);
  const refusal = await voteRefusal(db, user, row, viewer);
  let settlement = null;
  if (settled) {
    const names = await userNames(db, settled.settlement.payouts.map((p) => p.userId));
    settlement = presentSettlement(settled.settlement, settled.settledAt, names, namer, row.status === 'finished');
  }
  const { frames, ...shownSettings } = settings;
  const myPayout = settled?.settlement.payouts.find((p) => p.userId === String(user.id));
  return {
    activityId: String(row.id),
    title: row.title,
    enabled,
    open: voteOpen(row, settled !== null),
    cancelled: row.status === 'cancelled',
    deadline: isoAt(voteDeadline(row), row.utcOffset),
    settings: shownSettings,
    canManage: viewer.canManage,
    players: registered.map((p) => ({ pid: String(p.id), name: p.name, handicap: p.handicap })),
    frames: (frames ?? []).map((f) => ({ ...f, names: f.pids.map((pid) => namer.player.get(pid) ?? namer.gone) })),
    pool: board.pool,
    carryIn,
    cut: board.cut,
    netPool: board.netPool,
    options: board.options.map((o) => ({ ...o, names: optionNames(o.option, namer) })),
    popular: board.popular,
    me: {
      refusal: refusal ? translate(locale, refusal) : null,
      spent,
      remaining: Math.max(0, settings.pointsPerMember - spent),
      tickets: mine.map((t) => presentTicket(t, namer)),
      winnings: settled ? (myPayout?.winnings ?? 0) : null,
      refunded: myPayout?.refunded ?? 0,
    },
    settlement,
  };
}

/**
 * A cheap version tag of what `getVote` answers for this user: the tickets (count, newest id, sum),
 * the settlement time, the event's last change, whether the vote is open, and the caller.
 */
export async function voteVersion(db: Db, user: AuthUser, aid: number, locale: Locale): Promise<string> {
  const row = await loadActivity(db, aid);
  await requireView(db, user, row);
  const [t] = await db
    .select({
      n: count(),
      last: sql<string>`coalesce(max(${voteTickets.id}), 0)::text`,
      sum: sql<string>`coalesce(sum(${voteTickets.points}), 0)::text`,
      // the players too: one who signs up or leaves changes the board's names and options
      entered: sql<string>`(select count(*) || '.' || coalesce(max(${players.id}), 0) from ${players} where ${players.activityId} = ${aid} and ${players.status} = 'registered')`,
    })
    .from(voteTickets)
    .where(eq(voteTickets.activityId, aid));
  const settled = await settlementRow(db, aid);
  const open = voteOpen(row, settled !== null);
  // and what the group's previous vote rolls over into this one (it settles, or a correction changes it)
  const carryIn = voteOf(row).enabled ? await (settled ? carryInOf(db, row) : boardCarryInOf(db, row)) : 0;
  return `W/"v${aid}-${user.id}-${locale}-${t.n}-${t.last}-${t.sum}-${t.entered}-${settled?.settledAt.getTime() ?? 0}-${row.updatedAt.getTime()}-${row.status}-${open ? 1 : 0}-${carryIn}"`;
}

/** The option key a ticket names, checked against the event's ticket type, players and frames. */
async function optionOf(db: Db, row: ActivityHead, settings: VoteSettings, input: z.infer<typeof VoteTicketSchema>): Promise<string> {
  const type = settings.ticketType;
  if (type === 'frameQuinella') {
    if (!input.frames) throw badRequest('errors.voteTicketShape');
    const known = new Set((settings.frames ?? []).map((f) => f.id));
    if (known.size === 0) throw conflict('errors.voteNoFrames');
    if (!input.frames.every((f) => known.has(f))) throw badRequest('errors.voteFrameUnknown');
    return frameQuinellaKey(input.frames[0], input.frames[1]);
  }
  const pids = input.players ?? [];
  if (pids.length !== (type === 'winner' ? 1 : 2)) throw badRequest('errors.voteTicketShape');
  const entered = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.activityId, row.id), eq(players.status, 'registered'), inArray(players.id, pids.map(Number))));
  if (entered.length !== pids.length) throw badRequest('errors.votePlayerNotEntered');
  return type === 'winner' ? pids[0] : quinellaKey(pids[0], pids[1]);
}

/**
 * `POST /api/activities/:aid/vote/tickets`. The budget check and the insert run in one transaction
 * holding the caller's user row, so parallel requests of one member cannot overspend.
 */
export async function placeTicket(db: Db, user: AuthUser, aid: number, input: z.infer<typeof VoteTicketSchema>, locale: Locale): Promise<VoteTicketAnswer> {
  const row = await loadActivity(db, aid);
  const viewer = await requireView(db, user, row);
  requireVoteOpen(row, (await settlementRow(db, aid)) !== null);
  await requireMayVote(db, user, row, viewer);
  const { settings } = voteOf(row);
  const option = await optionOf(db, row, settings, input);
  if (input.points % settings.pointsPerTicket !== 0) throw badRequest('errors.votePointsStep', { step: settings.pointsPerTicket });
  const ticket = await db.transaction(async (tx) => {
    await stillOpen(tx, aid);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
    const [{ spent }] = await tx
      .select({ spent: sql<number>`coalesce(sum(${voteTickets.points}), 0)::int` })
      .from(voteTickets)
      .where(and(eq(voteTickets.activityId, aid), eq(voteTickets.userId, user.id)));
    const remaining = settings.pointsPerMember - Number(spent);
    if (input.points > remaining) throw conflict('errors.voteBudget', { remaining: Math.max(0, remaining), budget: settings.pointsPerMember });
    const [inserted] = await tx.insert(voteTickets).values({ activityId: aid, userId: user.id, option, points: input.points }).returning();
    return inserted;
  });
  return presentTicket(ticket, namerOf(await votePlayers(db, aid), settings, locale));
}

/** `DELETE /api/activities/:aid/vote/tickets/:tid`: my own ticket, before the deadline; the points come back. */
export async function cancelTicket(db: Db, user: AuthUser, aid: number, tid: number): Promise<true> {
  const row = await loadActivity(db, aid);
  await requireView(db, user, row);
  requireVoteOpen(row, (await settlementRow(db, aid)) !== null);
  const deleted = await db.transaction(async (tx) => {
    await stillOpen(tx, aid);
    return tx
      .delete(voteTickets)
      .where(and(eq(voteTickets.id, tid), eq(voteTickets.activityId, aid), eq(voteTickets.userId, user.id)))
      .returning({ id: voteTickets.id });
  });
  if (deleted.length === 0) throw notFound('errors.voteTicketNotFound');
  return true;
}

/**
 * The vote's open check again, inside the transaction that buys or gives back a ticket, holding the event's row: a
 * status change (play starts, the event is cancelled) waits for the ticket, or the ticket sees it. Checked only before,
 * tickets fired as play started were saved after the start had been answered.
 */
async function stillOpen(tx: Tx, aid: number): Promise<void> {
  // the row as stored (registration closing at its deadline does not decide the vote: its own deadline does)
  const [row] = await tx.select().from(activities).where(eq(activities.id, aid)).for('share');
  if (!row) throw notFound('errors.activityNotFound');
  requireVoteOpen(row, (await settlementRow(tx, aid)) !== null);
}

/**
 * `POST /api/activities/:aid/vote/frames/draw` (organisers): balanced frames of two by handicap
 * (see `drawFrames`), stored in the event's vote settings. Refused once tickets name frames.
 */
export async function drawVoteFrames(db: Db, user: AuthUser, aid: number, locale: Locale, rng: Rng = Math.random): Promise<VoteBoardAnswer> {
  const row = await loadActivity(db, aid);
  await requireManage(db, user, row);
  const [{ n }] = await db.select({ n: count() }).from(voteTickets).where(eq(voteTickets.activityId, aid));
  if (n > 0) throw conflict('errors.voteFramesHaveTickets', { count: n });
  const entered = (await votePlayers(db, aid)).filter((p) => p.status === 'registered');
  if (entered.length < 2) throw conflict('errors.voteFramesTooFew');
  const frames = drawFrames(entered.map((p) => ({ pid: String(p.id), handicap: p.handicap })), rng);
  await db
    .update(activities)
    .set({ vote: { ...row.vote, frames }, updatedAt: new Date() })
    .where(eq(activities.id, aid));
  return getVote(db, user, aid, locale);
}

/** The vote settings that decide who wins and what is paid: once tickets are bought, they stay as bought under. */
const RULES_OF_BOUGHT_TICKETS = ['ticketType', 'cutPercent', 'noWinner'] as const;

/**
 * An edit of an event's vote settings (`PATCH /api/activities/:aid`), checked against the tickets bought: the ticket
 * type, the organisers' cut, the no-winner rule and the frames cannot change once there is a ticket (409), and the
 * points per member cannot go below what a member has already spent. On/off, who may vote and the ticket step may.
 */
export async function checkVoteChange(db: Db, row: ActivityHead, patch: Partial<VoteSettings>): Promise<void> {
  const { settings } = voteOf(row);
  const rulesChange =
    RULES_OF_BOUGHT_TICKETS.some((key) => patch[key] !== undefined && patch[key] !== settings[key]) ||
    (patch.frames !== undefined && JSON.stringify(patch.frames) !== JSON.stringify(settings.frames ?? []));
  const lowers = patch.pointsPerMember !== undefined && patch.pointsPerMember < settings.pointsPerMember;
  if (!rulesChange && !lowers) return;
  const spent = await db
    .select({ tickets: count(), points: sql<number>`sum(${voteTickets.points})::int` })
    .from(voteTickets)
    .where(eq(voteTickets.activityId, row.id))
    .groupBy(voteTickets.userId);
  if (spent.length === 0) return;
  if (rulesChange) throw conflict('errors.voteRulesHaveTickets', { count: spent.reduce((n, s) => n + s.tickets, 0) });
  const most = Math.max(...spent.map((s) => s.points));
  if (patch.pointsPerMember !== undefined && patch.pointsPerMember < most) throw conflict('errors.voteBudgetBelowSpent', { spent: most });
}
