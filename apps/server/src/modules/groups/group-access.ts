import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupMembers, groups } from '../../db/schema';
import { forbidden, notFound, unauthenticated, withData } from '../../lib/errors';
import type { AuthUser } from '../../plugins/context';

export type GroupRole = 'owner' | 'organiser' | 'member';

/** The caller's role in a group, or null when not a member. */
export async function groupRoleOf(db: Db, groupId: number, userId: number): Promise<GroupRole | null> {
  const [row] = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/**
 * Throws 401/403 unless the user is a member of some group (any role) or a site admin: for what
 * belongs to no group yet, such as a picture uploaded before the notice or topic it goes into.
 */
export async function requireSomeGroupMembership(db: Db, user: AuthUser | null, deniedKey: string): Promise<void> {
  if (!user) throw unauthenticated();
  if (user.role === 'admin') return;
  const [row] = await db.select({ groupId: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, user.id)).limit(1);
  if (!row) throw forbidden(deniedKey);
}

const ORGANISING: GroupRole[] = ['owner', 'organiser'];

/**
 * Throws 401/403 unless the user holds one of `roles` in the group.
 * Site admins pass every check (they oversee all groups).
 * Returns the role ('owner' for an admin who is not a member).
 */
export async function requireGroupRole(
  db: Db,
  user: AuthUser | null,
  groupId: number,
  roles: GroupRole[] = ORGANISING,
): Promise<GroupRole> {
  if (!user) throw unauthenticated();
  const role = await groupRoleOf(db, groupId, user.id);
  if (role && roles.includes(role)) return role;
  if (user.role === 'admin') {
    // an admin outside the group acts as its owner: of a group that exists (a group id that names none is a 404, not
    // a failed insert further on)
    if (!role && !(await db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).limit(1)).length) throw notFound('errors.groupNotFound');
    return role ?? 'owner';
  }
  // someone outside the group is told which group it is (a shared notice or topic link): its page is where they apply
  if (roles.includes('member') && !role) throw withData(forbidden('errors.groupMembersOnly'), { groupId: String(groupId) });
  throw forbidden(roles.includes('member') ? 'errors.groupMembersOnly' : 'errors.groupOrganisersOnly');
}

export const requireGroupOrganiser = (db: Db, user: AuthUser | null, groupId: number) =>
  requireGroupRole(db, user, groupId, ORGANISING);
export const requireGroupMember = (db: Db, user: AuthUser | null, groupId: number) =>
  requireGroupRole(db, user, groupId, ['owner', 'organiser', 'member']);
