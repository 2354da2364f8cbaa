import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { registrationOpen } from '@golf/shared/golf/activity-lifecycle';
import type { MyRegistration, Registration } from '@golf/shared/schemas/activity';
import type { Db, Tx } from '../../db/client';
import { activities, messages, players, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Deps } from '../../lib/deps';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { isoAt } from '../../lib/times';
import type { AuthUser } from '../../plugins/context';
import { mailOptedIn, notify, notifyEach, notifyMany, type MessageParams } from '../messages/messages.service';
import { activityLink, loadActivity, loadActivityAs, type ActivityHead } from './activities.access';
import { flightWithdrawal } from '../flights/flights.notify';
import { waitlistPosition } from './activities.queries';
import { refundParams, refundTicketsOnLeave } from '../vote/vote-refunds';
import { voteLink } from '../vote/vote.queries';

export interface NotifyTarget {
  userId: number;
}

/**
 * Takes a place if one is free: the conditional increment is the whole capacity guard (no locks;
 * safe under Read Committed — concurrent updates of the row queue on its row lock and re-check).
 * `force` takes one beyond capacity (organisers only).
 */
export async function takePlace(tx: Tx | Db, aid: number, opts: { force?: boolean; openOnly?: Date } = {}): Promise<boolean> {
  const guards = [eq(activities.id, aid)];
  if (!opts.force) guards.push(lt(activities.registered, activities.capacity));
  if (opts.openOnly) guards.push(eq(activities.status, 'registering'), gt(activities.regtime, opts.openOnly));
  const [took] = await tx
    .update(activities)
    .set({ registered: sql`${activities.registered} + 1` })
    .where(and(...guards))
    .returning({ id: activities.id });
  return Boolean(took);
}

export async function releasePlace(tx: Tx | Db, aid: number): Promise<void> {
  await tx
    .update(activities)
    .set({ registered: sql`greatest(${activities.registered} - 1, 0)` })
    .where(eq(activities.id, aid));
}

/**
 * Moves the waiting list up, in order of arrival, while places are free. Returns the members moved
 * (guests are moved too but get no message). Call inside the transaction that freed the place.
 */
export async function fillPlaces(tx: Tx, aid: number): Promise<NotifyTarget[]> {
  // one statement for all the places freed (a capacity raised by 20 was 40–60 statements under the event's lock): the
  // free places counted on the event's row, locked; as many of the first waiting entries moved up; the count raised by
  // as many as moved (entries another transaction holds are skipped, as before)
  const result = await tx.execute(sql`
    with room as (
      select greatest(capacity - registered, 0) as free from ${activities} where id = ${aid} for update
    ),
    next as (
      select id from ${players}
      where activity_id = ${aid} and status = 'waitlisted'
      order by id
      limit (select free from room)
      for update skip locked
    ),
    moved as (
      update ${players} p set status = 'registered', updated_at = now()
      from next where p.id = next.id and p.status = 'waitlisted'
      returning p.id, p.user_id
    ),
    counted as (
      update ${activities} set registered = registered + (select count(*) from moved) where id = ${aid}
    )
    select user_id from moved order by id`);
  const rows = (result as unknown as { rows: { user_id: number | string | bigint | null }[] }).rows;
  return rows.filter((r) => r.user_id !== null).map((r) => ({ userId: Number(r.user_id) }));
}

/** One in-app message per target (mailed to those who opted into the kind, see notify()). */
export async function notifyAll(deps: Pick<Deps, 'db'>, targets: NotifyTarget[], kind: string, params: MessageParams, link: string) {
  if (targets.length === 0) return;
  await notifyMany(deps, targets.map((t) => t.userId), kind, params, { link });
}

const messageParams = (row: Pick<ActivityHead, 'title' | 'acdate' | 'teeOffTime'>) => ({ title: row.title, date: row.acdate, time: row.teeOffTime });

function closedError(row: Pick<ActivityHead, 'status' | 'regtime' | 'utcOffset'>) {
  if (row.status === 'draft') return conflict('errors.registrationNotOpen');
  if (row.status === 'closed') return conflict('errors.registrationClosed', { deadline: isoAt(row.regtime, row.utcOffset).slice(0, 16).replace('T', ' ') });
  return conflict('errors.registrationOver');
}

/**
 * The member's entry in ONE statement (atomic without a transaction): takePlace's conditional increment as a
 * data-modifying CTE, then the player row from the account, registered when the increment took a place, else
 * waitlisted (a place is not taken while anyone waits for one: a place an organiser freed by moving a player to the
 * waiting list is not the newcomer's), else
 * waitlisted; with a place, the member's message too, stored as notify() stores one (`activity.registered`, place 0):
 * one round trip and one commit for the common case instead of two of each. A second entry of the same member
 * violates players_activity_user_key and the whole statement, increment and message included, is undone.
 * A waitlisted entry's message names its place on the list, which is counted after this statement has committed
 * (waitlistPosition): counted inside it, with the statement's snapshot, entries made at the same moment would not see
 * each other and could get the same place (nothing locks the event once it is full).
 */
async function enter(
  db: Db,
  aid: number,
  userId: number,
  remark: string,
  sex: 'M' | 'F' | null,
  now: Date,
  message: { params: MessageParams; link: string },
): Promise<{ id: number; status: 'registered' | 'waitlisted' }> {
  const result = await db.execute(sql`
    with profile as (
      update ${users} set sex = ${sex}::text where id = ${userId} and sex is null and ${sex}::text is not null
    ),
    took as (
      update ${activities} set registered = registered + 1
      where id = ${aid} and registered < capacity and status = 'registering' and regtime > ${now}
        and exists (select 1 from ${users} where id = ${userId})
        and not exists (select 1 from ${players} w where w.activity_id = ${aid} and w.status = 'waitlisted')
      returning id
    ),
    entry as (
      insert into ${players} (activity_id, user_id, name, sex, handicap, birthday, remark, status)
      select ${aid}::bigint, u.id, u.nickname, coalesce(u.sex, ${sex}::text), u.handicap, u.birthday, ${remark}::text,
        case when exists (select 1 from took) then 'registered' else 'waitlisted' end
      from ${users} u where u.id = ${userId}
      returning id, status
    ),
    note as (
      insert into ${messages} (user_id, kind, params, link, type)
      select ${userId}::bigint, 'activity.registered', ${JSON.stringify({ ...message.params, position: 0 })}::jsonb, ${message.link}::text, 'message'
      from entry where entry.status = 'registered'
    )
    select id, status from entry`);
  const [row] = (result as unknown as { rows: { id: number | string | bigint; status: 'registered' | 'waitlisted' }[] }).rows;
  if (!row) throw notFound('errors.userNotFound');
  return { id: Number(row.id), status: row.status };
}

/** `POST /api/activities/:aid/registrations` — a place while one is free, else the waiting list. */
export async function signUp(deps: Deps, user: AuthUser, aid: number, remark: string, sex?: 'M' | 'F'): Promise<Registration> {
  const { db } = deps;
  const now = new Date();
  const { row, viewer } = await loadActivityAs(db, user, aid, now);
  if (!viewer.role && user.role !== 'admin' && !row.isPublic) throw forbidden('errors.activityMembersOnly');
  if (!registrationOpen(row, now)) throw closedError(row);
  const message = { params: messageParams(row), link: activityLink(aid) };
  let player: Awaited<ReturnType<typeof enter>>;
  try {
    player = await enter(db, aid, user.id, remark, sex ?? null, now, message);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('errors.alreadyRegistered');
    throw error;
  }
  if (player.status === 'registered') {
    // the message is stored by the statement; a mail follows for those who chose the kind, as with notify()
    await mailOptedIn(db, [user.id], 'activity.registered', { ...message.params, position: 0 }, message.link);
    return { id: String(player.id), status: 'registered' };
  }
  const position = await waitlistPosition(db, aid, player.id);
  await notify(db, user.id, 'activity.waitlisted', { ...message.params, position }, { link: message.link });
  return { id: String(player.id), status: 'waitlisted', position };
}

async function myPlayer(db: Db, userId: number, aid: number) {
  const [p] = await db
    .select()
    .from(players)
    .where(and(eq(players.activityId, aid), eq(players.userId, userId)))
    .limit(1);
  if (!p) throw notFound('errors.notRegistered');
  return p;
}

/** `PATCH /api/activities/:aid/registrations/me` — change my remark. */
export async function updateMyRegistration(db: Db, user: AuthUser, aid: number, remark: string): Promise<MyRegistration> {
  const row = await loadActivity(db, aid);
  const p = await myPlayer(db, user.id, aid);
  // the remark is for the organisers' pairings: once play starts (or the event is called off) there is nothing left to ask
  if (row.status === 'playing' || row.status === 'finished' || row.status === 'cancelled') throw conflict('errors.remarkTooLate');
  await db.update(players).set({ remark, updatedAt: new Date() }).where(eq(players.id, p.id));
  const status = p.status === 'registered' ? 'registered' : 'waitlisted';
  return {
    id: String(p.id),
    status,
    remark,
    ...(status === 'waitlisted' ? { position: await waitlistPosition(db, aid, p.id) } : {}),
  };
}

/**
 * The waiting list moves up until play starts: a place freed in play or after it (or in a cancelled event) goes to
 * nobody, as nobody could still take it up (a member can no longer cancel then, and the flights are out).
 */
export const waitingListMoves = (row: Pick<ActivityHead, 'status'>) => row.status === 'draft' || row.status === 'registering' || row.status === 'closed';

/**
 * Takes a player out of the event; before play a freed place goes to the first on the waiting list, who gets
 * a message. One transaction, so the count and the list never disagree.
 */
export async function removePlayer(deps: Deps, row: ActivityHead, playerId: number): Promise<void> {
  const tellFlight = await flightWithdrawal(deps.db, row, playerId);
  const outcome = await deps.db.transaction(async (tx) => {
    // the event's row first, as every change of its players and scores takes it (results.service writeThenRecompute):
    // two players leaving at once are counted one after the other, and no two changes wait on each other
    await tx.select({ id: activities.id }).from(activities).where(eq(activities.id, row.id)).for('update');
    const [gone] = await tx
      .delete(players)
      .where(and(eq(players.id, playerId), eq(players.activityId, row.id)))
      .returning({ status: players.status, name: players.name, userId: players.userId });
    if (!gone) return null;
    if (gone.status !== 'registered') return { promoted: [], refunds: [], name: gone.name, userId: gone.userId };
    await releasePlace(tx, row.id);
    const refunds = await refundTicketsOnLeave(tx, row, playerId);
    return { promoted: waitingListMoves(row) ? await fillPlaces(tx, row.id) : [], refunds, name: gone.name, userId: gone.userId };
  });
  if (outcome === null) throw notFound('errors.playerNotFound');
  await notifyAll(deps, outcome.promoted, 'activity.promoted', messageParams(row), activityLink(row.id));
  await notifyEach(deps.db, 'vote.refunded', outcome.refunds.map((refund) => ({ userId: refund.userId, params: refundParams(row.title, outcome.name, refund, outcome.userId) })), { link: voteLink(row.id) });
  await tellFlight(deps);
}

/**
 * A member who left the group, or was removed from it, gives up their places in its members-only events not yet played,
 * as if they had cancelled (the waiting list moves up, their vote tickets are refunded, their flight is told): they could
 * no longer see those events, nor cancel, and still held a place. Public events, which they may still see, and events in
 * play or finished keep them. Answers how many were withdrawn.
 */
export async function withdrawFromGroupEvents(deps: Deps, groupId: number, userId: number): Promise<number> {
  const held = await deps.db
    .select({ playerId: players.id, activityId: players.activityId })
    .from(players)
    .innerJoin(activities, eq(activities.id, players.activityId))
    .where(
      and(
        eq(players.userId, userId),
        inArray(players.status, ['registered', 'waitlisted']),
        eq(activities.groupId, groupId),
        eq(activities.isPublic, false),
        inArray(activities.status, ['draft', 'registering', 'closed']),
      ),
    );
  let withdrawn = 0;
  for (const { playerId, activityId } of held) {
    try {
      await removePlayer(deps, await loadActivity(deps.db, activityId), playerId);
      withdrawn++;
    } catch (error) {
      // gone meanwhile (the entry cancelled, the event deleted): nothing left to withdraw. Anything else is logged: the
      // membership change has been made, and the other events still get their places back
      if (!(error instanceof AppError && error.statusCode === 404)) deps.log.error({ err: error, activityId, playerId }, 'withdrawing a former member from an event failed');
    }
  }
  return withdrawn;
}

/** `DELETE /api/activities/:aid/registrations/me` — until play starts. */
export async function cancelMyRegistration(deps: Deps, user: AuthUser, aid: number): Promise<true> {
  const row = await loadActivity(deps.db, aid);
  const p = await myPlayer(deps.db, user.id, aid);
  if (row.status === 'playing' || row.status === 'finished') throw conflict('errors.cancelTooLate');
  await removePlayer(deps, row, p.id);
  return true;
}
