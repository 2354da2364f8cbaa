import { and, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import { effectiveStatus } from '@golf/shared/golf/activity-lifecycle';
import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { activities, groupMembers } from '../../db/schema';
import { forbidden, notFound, unauthenticated } from '../../lib/errors';
import type { AuthUser } from '../../plugins/context';
import { groupRoleOf, requireGroupOrganiser, type GroupRole } from '../groups/group-access';

export type ActivityRow = typeof activities.$inferSelect;
/** An activity without its stored results (`results`, tens of KB of JSON for a large field): what access checks read. */
export type ActivityHead = Omit<ActivityRow, 'results'>;

const { results: _results, ...HEAD_COLUMNS } = getTableColumns(activities);
/** The columns of an `ActivityHead`, for a select without the stored results. */
export const activityHeadColumns = HEAD_COLUMNS;

/**
 * The activity without its stored results (tens of KB of JSON that most requests never read; their readers select them
 * themselves: results.service, the awards, the vote), with a registering event past its deadline closed on the way
 * (persisted lazily).
 */
export async function loadActivity(db: Db, aid: number, now = new Date()): Promise<ActivityHead> {
  const [row] = await db.select(HEAD_COLUMNS).from(activities).where(eq(activities.id, aid)).limit(1);
  if (!row) throw notFound('errors.activityNotFound');
  return closeIfDue(db, row, now);
}

/**
 * The activity (without its stored results) with the caller's role in its group, in one prepared statement
 * (loadActivity and viewerOf in one round trip); closed on the way when its deadline has passed, as loadActivity does.
 */
export async function loadActivityAs(db: Db, user: AuthUser, aid: number, now = new Date()): Promise<{ row: ActivityHead; viewer: Viewer }> {
  const statement = preparedFor(db, 'activity_head_with_role', (name) =>
    db
      .select({ row: HEAD_COLUMNS, role: groupMembers.role })
      .from(activities)
      .leftJoin(groupMembers, and(eq(groupMembers.groupId, activities.groupId), eq(groupMembers.userId, sql.placeholder('userId'))))
      .where(eq(activities.id, sql.placeholder('aid')))
      .limit(1)
      .prepare(name),
  );
  const [found] = await statement.execute({ aid, userId: user.id });
  if (!found) throw notFound('errors.activityNotFound');
  const role = found.role ?? null;
  return { row: await closeIfDue(db, found.row, now), viewer: { role, canManage: user.role === 'admin' || (role !== null && ORGANISING.includes(role)) } };
}

/** Persists what time already decided: registration closes at the deadline. */
export async function closeIfDue<R extends Pick<ActivityRow, 'id' | 'status' | 'regtime'>>(db: Db, row: R, now: Date): Promise<R> {
  if (effectiveStatus(row, now) === row.status) return row;
  await db
    .update(activities)
    .set({ status: 'closed', updatedAt: now })
    .where(and(eq(activities.id, row.id), eq(activities.status, 'registering'), lte(activities.regtime, now)));
  return { ...row, status: 'closed' };
}

/** Every registering event past its deadline becomes closed (one indexed update, usually of no row). */
export async function closeAllDue(db: Db, now: Date): Promise<void> {
  await db
    .update(activities)
    .set({ status: 'closed', updatedAt: now })
    .where(and(eq(activities.status, 'registering'), lte(activities.regtime, now)));
}

export interface Viewer {
  role: GroupRole | null;
  /** organiser of the group or site admin */
  canManage: boolean;
}

const ORGANISING: GroupRole[] = ['owner', 'organiser'];

export async function viewerOf(db: Db, user: AuthUser | null, row: ActivityHead): Promise<Viewer> {
  const role = user ? await groupRoleOf(db, row.groupId, user.id) : null;
  return { role, canManage: user?.role === 'admin' || (role !== null && ORGANISING.includes(role)) };
}

/**
 * Who may see an event: members of the group, anyone signed in when it is public, organisers and
 * admins always; a draft only organisers and admins.
 */
export async function requireView(db: Db, user: AuthUser | null, row: ActivityHead): Promise<Viewer> {
  if (!user) throw unauthenticated();
  return checkView(user, row, await viewerOf(db, user, row));
}

/** requireView's rule for a viewer already known (activityView reads the role with the event). */
export function checkView(user: AuthUser | null, row: Pick<ActivityRow, 'status' | 'isPublic'>, viewer: Viewer): Viewer {
  if (!user) throw unauthenticated();
  if (viewer.canManage) return viewer;
  if (row.status === 'draft') throw forbidden('errors.activityDraft');
  if (!viewer.role && !row.isPublic) throw forbidden('errors.activityMembersOnly');
  return viewer;
}

/** Organisers of the event's group (and admins). */
export async function requireManage(db: Db, user: AuthUser | null, row: ActivityHead): Promise<Viewer> {
  const role = await requireGroupOrganiser(db, user, row.groupId);
  return { role, canManage: true };
}

export const activityLink = (aid: number) => `/dashboard/activity/detail?id=${aid}`;
