import { and, eq, inArray } from 'drizzle-orm';
import { namesWithdrawn } from '@golf/shared/golf/vote';
import { optionParts } from '@golf/shared/golf/vote-options';
import type { Db } from '../../db/client';
import { players, voteTickets } from '../../db/schema';
import type { ActivityHead } from '../activities/activities.access';
import { voteOf, voteOpen } from './vote.access';
import type { MessageParams } from '../messages/messages.service';

/** Points given back to a member because a player named on their tickets left the event. */
export interface VoteRefund {
  userId: number;
  points: number;
}

/** The `vote.refunded` message's params: to the member who left, it says "you" (`context: 'self'`). */
export function refundParams(title: string, name: string, refund: VoteRefund, leaverUserId: number | null): MessageParams {
  const params = { title, name, points: refund.points };
  return refund.userId === leaverUserId ? { ...params, context: 'self' } : params;
}

/**
 * While the vote is open, a player who leaves the event (cancels or is removed) takes the tickets naming them along:
 * those tickets are deleted, so the member has the points back at once and may pick again before the deadline, and
 * the board's pool and odds no longer count them. A frame ticket goes only when a frame it names has nobody left.
 * After the deadline the settlement refunds such tickets (vote.ts rule 1). Runs in the removal's transaction.
 */
export async function refundTicketsOnLeave(tx: Pick<Db, 'select' | 'delete'>, row: ActivityHead, removedPid: number): Promise<VoteRefund[]> {
  if (!voteOpen(row, false)) return [];
  const { settings } = voteOf(row);
  const tickets = await tx.select().from(voteTickets).where(eq(voteTickets.activityId, row.id));
  if (tickets.length === 0) return [];
  const left = new Set(
    (await tx.select({ id: players.id }).from(players).where(and(eq(players.activityId, row.id), eq(players.status, 'registered')))).map((p) => String(p.id)),
  );
  left.delete(String(removedPid));
  // every named player no longer in the field counts as withdrawn, as the settlement counts them (vote.ts rule 1)
  const frames = new Map((settings.frames ?? []).map((f) => [f.id, f]));
  const named = settings.ticketType === 'frameQuinella' ? [...frames.values()].flatMap((f) => f.pids) : tickets.flatMap((t) => optionParts(t.option));
  const withdrawn = new Set(named.filter((pid) => !left.has(pid)));
  const voided = tickets.filter((t) => namesWithdrawn(t.option, settings.ticketType, frames, withdrawn));
  if (voided.length === 0) return [];
  // what was deleted here: a ticket its owner cancelled at the same moment is not counted as given back
  const deleted = await tx
    .delete(voteTickets)
    .where(inArray(voteTickets.id, voided.map((t) => t.id)))
    .returning({ userId: voteTickets.userId, points: voteTickets.points });
  const byUser = new Map<number, number>();
  for (const t of deleted) byUser.set(t.userId, (byUser.get(t.userId) ?? 0) + t.points);
  return [...byUser].map(([userId, points]) => ({ userId, points }));
}
