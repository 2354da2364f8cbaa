import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Member, MemberListQuerySchema, MemberRoleChange } from '@golf/shared/schemas/group';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { withdrawFromGroupEvents } from '../activities/registrations.service';
import { groupMembers, groups, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import type { AuthUser } from '../../plugins/context';
import { notify } from '../messages/messages.service';
import { groupRoleOf, requireGroupMember, requireGroupOrganiser, type GroupRole } from './group-access';
import { loadGroup } from './groups.queries';
import { presentMember } from './groups.presenter';
import { groupLink } from './groups.service';

const memberColumns = {
  userId: users.id,
  nickname: users.nickname,
  username: users.username,
  avatar: users.avatar,
  sex: users.sex,
  handicap: users.handicap,
  email: users.email,
  phone: users.phone,
  role: groupMembers.role,
  joinedAt: groupMembers.joinedAt,
};

const roleOrder = sql`case ${groupMembers.role} when 'owner' then 0 when 'organiser' then 1 else 2 end`;

/**
 * `GET /api/groups/:gid/members`: members only (and site admins); a non-member gets 403, so contact
 * details (email, phone) never reach anyone outside the group. Owner first, then organisers, then by joining date.
 */
export async function listMembers(db: Db, me: AuthUser, groupId: number, query: z.infer<typeof MemberListQuerySchema>) {
  await loadGroup(db, groupId);
  await requireGroupMember(db, me, groupId);
  const filters: SQL[] = [eq(groupMembers.groupId, groupId)];
  if (query.role) filters.push(eq(groupMembers.role, query.role));
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    filters.push(or(ilike(users.nickname, pattern), ilike(users.username, pattern))!);
  }
  const where = and(...filters);
  const rows = await db
    .select(memberColumns)
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(where)
    .orderBy(roleOrder, asc(groupMembers.joinedAt), asc(groupMembers.userId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(groupMembers).innerJoin(users, eq(users.id, groupMembers.userId)).where(where);
  return { list: rows.map((r) => presentMember(r, true)), total };
}

async function loadMember(db: Db, groupId: number, userId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  if (!row) throw notFound('errors.memberNotFound');
  return row;
}

/** Only the owner (or a site admin) acts on organisers; organisers act on plain members. */
function requireRightsOver(me: AuthUser, myRole: GroupRole, targetRole: GroupRole) {
  if (targetRole === 'organiser' && myRole !== 'owner' && me.role !== 'admin') throw forbidden('errors.groupOwnerOnly');
}

/** `PATCH /api/groups/:gid/members/:uid` {role}: organisers promote members; only the owner demotes organisers. */
export async function changeRole(db: Db, me: AuthUser, groupId: number, userId: number, input: MemberRoleChange): Promise<Member> {
  const group = await loadGroup(db, groupId);
  // the group's row first, as a transfer of ownership takes it: the roles are read and changed after it, so a change
  // that meets a transfer (or a leave) works on the roles as they are then, and a group never ends without an owner
  const { target, changed } = await db.transaction(async (tx) => {
    await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for('update');
    const myRole = await requireGroupOrganiser(tx, me, groupId);
    const target = await loadMember(tx, groupId, userId);
    if (target.role === 'owner') throw conflict('errors.ownerRoleFixed');
    requireRightsOver(me, myRole, target.role);
    if (target.role === input.role) return { target, changed: false };
    await tx.update(groupMembers).set({ role: input.role }).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
    return { target, changed: true };
  });
  if (changed) {
    const kind = input.role === 'organiser' ? 'group.promoted' : 'group.demoted';
    await notify(db, userId, kind, { group: group.name }, { link: groupLink(groupId) });
  }
  return presentMember({ ...target, role: input.role }, true);
}

/**
 * `DELETE /api/groups/:gid/members/:uid`: oneself = leaving (the owner must transfer first);
 * anyone else = removal by an organiser (organisers only by the owner). member_count moves in the same transaction.
 */
export async function removeMember(deps: Deps, me: AuthUser, groupId: number, userId: number): Promise<true> {
  const { db } = deps;
  const group = await loadGroup(db, groupId);
  const leaving = userId === me.id;
  // the group's row first, as in changeRole: the roles are checked as they are once no transfer is halfway
  const removed = await db.transaction(async (tx) => {
    await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for('update');
    if (leaving) {
      const role = await groupRoleOf(tx, groupId, me.id);
      if (!role) throw notFound('errors.memberNotFound');
      if (role === 'owner') throw conflict('errors.ownerCannotLeave');
    } else {
      const myRole = await requireGroupOrganiser(tx, me, groupId);
      const target = await loadMember(tx, groupId, userId);
      if (target.role === 'owner') throw conflict('errors.ownerCannotBeRemoved');
      requireRightsOver(me, myRole, target.role);
    }
    const rows = await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), ne(groupMembers.role, 'owner')))
      .returning({ userId: groupMembers.userId });
    if (rows.length) await tx.update(groups).set({ memberCount: sql`${groups.memberCount} - ${rows.length}` }).where(eq(groups.id, groupId));
    return rows.length;
  });
  const withdrawn = removed ? await withdrawFromGroupEvents(deps, groupId, userId) : 0;
  if (removed && !leaving) {
    await notify(db, userId, withdrawn > 0 ? 'group.removedWithEntries' : 'group.removed', { group: group.name, count: withdrawn }, { link: '/dashboard/workplace' });
  }
  return true;
}
