import { and, eq, lte } from 'drizzle-orm';
import { effectiveStatus } from '@golf/shared/golf/activity-lifecycle';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';
import { forbidden, notFound, unauthenticated } from '../../lib/errors';
import type { AuthUser } from '../../plugins/context';
import { groupRoleOf, requireGroupOrganiser, type GroupRole } from '../groups/group-access';

export type ActivityRow = typeof activities.$inferSelect;

/** The activity, with a registering event past its deadline closed on the way (persisted lazily). */
export async function loadActivity(db: Db, aid: number, now = new Date()): Promise<ActivityRow> {
  const [row] = await db.select().from(activities).where(eq(activities.id, aid)).limit(1);
  if (!row) throw notFound('errors.activityNotFound');
  return closeIfDue(db, row, now);
}

/** Persists what time already decided: registration closes at the deadline. */
export async function closeIfDue(db: Db, row: ActivityRow, now: Date): Promise<ActivityRow> {
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

export async function viewerOf(db: Db, user: AuthUser | null, row: ActivityRow): Promise<Viewer> {
  const role = user ? await groupRoleOf(db, row.groupId, user.id) : null;
  return { role, canManage: user?.role === 'admin' || (role !== null && ORGANISING.includes(role)) };
}

/**
 * Who may see an event: members of the group, anyone signed in when it is public, organisers and
 * admins always; a draft only organisers and admins.
 */
export async function requireView(db: Db, user: AuthUser | null, row: ActivityRow): Promise<Viewer> {
  if (!user) throw unauthenticated();
  const viewer = await viewerOf(db, user, row);
  if (viewer.canManage) return viewer;
  if (row.status === 'draft') throw forbidden('errors.activityDraft');
  if (!viewer.role && !row.isPublic) throw forbidden('errors.activityMembersOnly');
  return viewer;
}

/** Organisers of the event's group (and admins). */
export async function requireManage(db: Db, user: AuthUser | null, row: ActivityRow): Promise<Viewer> {
  const role = await requireGroupOrganiser(db, user, row.groupId);
  return { role, canManage: true };
}

export const activityLink = (aid: number) => `/dashboard/activity/detail?id=${aid}`;
