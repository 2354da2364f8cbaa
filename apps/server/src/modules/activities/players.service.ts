import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AddPlayerSchema, Player, PlayerList, PlayerListQuery, UpdatePlayerSchema } from '@golf/shared/schemas/activity';
import type { Db } from '../../db/client';
import { groupMembers, players, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Deps } from '../../lib/deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/context';
import { recomputeIfComputed, writeThenRecompute } from '../results/results.service';
import { activityLink, loadActivity, requireManage, requireView, type ActivityHead } from './activities.access';
import { waitlistPosition } from './activities.queries';
import { presentPlayer, type PlayerRow } from './players.presenter';
import { releasePlace, removePlayer, takePlace } from './registrations.service';
import { notify, notifyEach } from '../messages/messages.service';
import { refundParams, refundTicketsOnLeave } from '../vote/vote-refunds';
import { voteLink } from '../vote/vote.queries';

const CLOSED_FOR_CHANGES = ['finished', 'cancelled'];

const statusOrder = sql`case ${players.status} when 'registered' then 0 when 'waitlisted' then 1 else 2 end`;

function playerQuery(db: Db, aid: number) {
  return db
    .select({
      ...getTableColumns(players),
      avatar: users.avatar,
      accountDisabled: users.disabled,
      // the place on the waiting list counts every waiting player, whichever page this is
      position: sql<number | null>`case when ${players.status} = 'waitlisted' then (row_number() over (partition by ${players.status} order by ${players.id}))::int end`,
    })
    .from(players)
    .leftJoin(users, eq(users.id, players.userId))
    .where(eq(players.activityId, aid))
    .orderBy(statusOrder, asc(players.id));
}

/** Every player of the event: places first (in order of entry), then the waiting list in order. */
export async function playerRows(db: Db, aid: number): Promise<{ row: PlayerRow; position: number | null }[]> {
  const rows = await playerQuery(db, aid);
  return rows.map(({ position, ...row }) => ({ row, position }));
}

/** `GET /api/activities/:aid/players`: a page of the list of playerRows, with the counts of the whole event. */
export async function listPlayers(db: Db, user: AuthUser, aid: number, { page, pageSize }: PlayerListQuery): Promise<PlayerList> {
  const row = await loadActivity(db, aid);
  const viewer = await requireView(db, user, row);
  const rows = await playerQuery(db, aid)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      registered: sql<number>`(count(*) filter (where ${players.status} = 'registered'))::int`,
      waitlisted: sql<number>`(count(*) filter (where ${players.status} = 'waitlisted'))::int`,
    })
    .from(players)
    .where(eq(players.activityId, aid));
  const view = { organiser: viewer.canManage, userId: user.id };
  return {
    list: rows.map(({ position, ...p }) => presentPlayer(p, position, view)),
    total: counts?.total ?? 0,
    registered: counts?.registered ?? 0,
    waitlisted: counts?.waitlisted ?? 0,
    capacity: row.capacity,
  };
}

async function presentOne(db: Db, aid: number, playerId: number): Promise<Player> {
  const [row] = await db
    .select({ ...getTableColumns(players), avatar: users.avatar, accountDisabled: users.disabled })
    .from(players)
    .leftJoin(users, eq(users.id, players.userId))
    .where(and(eq(players.id, playerId), eq(players.activityId, aid)));
  if (!row) throw notFound('errors.playerNotFound');
  const position = row.status === 'waitlisted' ? await waitlistPosition(db, aid, row.id) : null;
  return presentPlayer(row, position, { organiser: true, userId: 0 });
}

function requireOpenForChanges(row: ActivityHead) {
  if (CLOSED_FOR_CHANGES.includes(row.status)) throw conflict('errors.playersLocked');
}

/** `POST /api/activities/:aid/players` (organisers): a member of the group or a guest; full → waiting list unless `force`. */
export async function addPlayer(db: Db, user: AuthUser, aid: number, input: z.infer<typeof AddPlayerSchema>): Promise<Player> {
  const row = await loadActivity(db, aid);
  await requireManage(db, user, row);
  requireOpenForChanges(row);
  let values: typeof players.$inferInsert;
  if ('userId' in input) {
    const [member] = await db
      .select({ id: users.id, nickname: users.nickname, sex: users.sex, handicap: users.handicap, birthday: users.birthday })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(and(eq(groupMembers.groupId, row.groupId), eq(groupMembers.userId, Number(input.userId))));
    if (!member) throw badRequest('errors.playerNotMember');
    values = { activityId: aid, userId: member.id, name: member.nickname, sex: member.sex, handicap: member.handicap, birthday: member.birthday, status: 'waitlisted' };
  } else {
    if (input.hostUserId) await requireHost(db, row.groupId, input.hostUserId);
    values = {
      activityId: aid,
      userId: null,
      name: input.name,
      sex: input.sex,
      handicap: input.handicap ?? null,
      contact: input.contact ?? '',
      isGuest: true,
      // none unless named: the organiser entering a guest is not their host (auto-assign had put every guest in the
      // organiser's flight)
      hostUserId: input.hostUserId ? Number(input.hostUserId) : null,
      status: 'waitlisted',
    };
  }
  values = { ...values, division: input.division ?? '', team: input.team ?? '', remark: input.remark ?? '' };
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const took = await takePlace(tx, aid, { force: input.force });
      const [p] = await tx
        .insert(players)
        .values({ ...values, status: took ? 'registered' : 'waitlisted' })
        .returning({ id: players.id });
      return p.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('errors.playerAlreadyEntered');
    throw error;
  }
  return presentOne(db, aid, id);
}

/** A guest's host answers for the guest (and is paired with them): a member of the organising committee. */
async function requireHost(db: Db, groupId: number, hostUserId: string): Promise<void> {
  const [host] = await db
    .select({ id: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, Number(hostUserId))));
  if (!host) throw badRequest('errors.guestHostNotMember');
}

/**
 * `PATCH /api/activities/:aid/players/:pid` (organisers). Moving off the waiting list takes a place
 * (beyond capacity only with `force`); moving onto it frees one without promoting anybody.
 */
export async function updatePlayer(db: Db, user: AuthUser, aid: number, pid: number, patch: z.infer<typeof UpdatePlayerSchema>): Promise<Player> {
  const row = await loadActivity(db, aid);
  await requireManage(db, user, row);
  const [current] = await db.select().from(players).where(and(eq(players.id, pid), eq(players.activityId, aid)));
  if (!current) throw notFound('errors.playerNotFound');
  const set: Partial<typeof players.$inferInsert> = { updatedAt: new Date() };
  for (const key of ['name', 'sex', 'handicap', 'division', 'team', 'remark', 'scoreStatus'] as const) {
    if (patch[key] !== undefined) Object.assign(set, { [key]: patch[key] });
  }
  if (patch.contact !== undefined) {
    if (!current.isGuest) throw badRequest('errors.playerContactGuestsOnly');
    set.contact = patch.contact;
  }
  if (patch.hostUserId !== undefined) {
    if (!current.isGuest) throw badRequest('errors.playerHostGuestsOnly');
    if (patch.hostUserId !== null) await requireHost(db, row.groupId, patch.hostUserId);
    set.hostUserId = patch.hostUserId === null ? null : Number(patch.hostUserId);
  }
  const move = patch.status && patch.status !== current.status ? patch.status : undefined;
  if (move) requireOpenForChanges(row);
  // sex, handicap, division, team or scoring status may re-rank: results that exist are recomputed with the change
  const refunds = await writeThenRecompute(db, aid, async (tx) => {
    if (!move) {
      await tx.update(players).set(set).where(eq(players.id, pid));
      return [];
    }
    // the move is made on the status read above: of two moves of one player at once, the second finds it moved already
    // and changes nothing (else both would take, or free, a place)
    const [moved] = await tx
      .update(players)
      .set({ ...set, status: move })
      .where(and(eq(players.id, pid), eq(players.status, current.status)))
      .returning({ id: players.id });
    if (!moved) throw conflict('errors.playerChangedMeanwhile');
    if (move === 'registered') {
      if (!(await takePlace(tx, aid, { force: patch.force }))) throw conflict('errors.activityFull', { capacity: row.capacity });
      return [];
    }
    if (current.status !== 'registered') return [];
    await releasePlace(tx, aid);
    // off the field: the tickets naming the player go, as when a player leaves
    return refundTicketsOnLeave(tx, row, pid);
  }, { recompute: (_, computedBefore) => computedBefore });
  await notifyEach(db, 'vote.refunded', refunds.map((refund) => ({ userId: refund.userId, params: refundParams(row.title, current.name, refund, current.userId) })), { link: voteLink(aid) });
  // moved off the waiting list by the organisers: the member hears of the place as when the list moves up by itself
  if (move === 'registered' && current.status === 'waitlisted' && current.userId !== null) {
    await notify(db, current.userId, 'activity.promoted', { title: row.title, date: row.acdate, time: row.teeOffTime }, { link: activityLink(aid) });
  }
  return presentOne(db, aid, pid);
}

/** `DELETE /api/activities/:aid/players/:pid` (organisers): as a cancellation — the waiting list moves up. */
export async function deletePlayer(deps: Deps, user: AuthUser, aid: number, pid: number): Promise<true> {
  const row = await loadActivity(deps.db, aid);
  await requireManage(deps.db, user, row);
  requireOpenForChanges(row);
  await removePlayer(deps, row, pid);
  await recomputeIfComputed(deps.db, aid);
  return true;
}
