import { and, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { HandicapSystemSchema } from '@golf/shared/schemas/golf';
import type {
  GroupCreateSchema,
  GroupDetail,
  GroupList,
  GroupListQuerySchema,
  GroupUpdateSchema,
  TransferOwnership,
} from '@golf/shared/schemas/group';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { groupApplications, groupMembers, groups, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Deps } from '../../lib/deps';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { removeImage, storeImage } from '../../lib/images';
import { containsPattern } from '../../lib/like';
import type { AuthUser } from '../../plugins/context';
import { notify, notifyMany } from '../messages/messages.service';
import { groupRoleOf, requireGroupOrganiser, requireGroupRole } from './group-access';
import { loadGroup, myMembership, selectGroupsFor } from './groups.queries';
import { presentGroup, presentOrganiser } from './groups.presenter';

export const groupLink = (groupId: number) => `/dashboard/group/detail?id=${groupId}`;

/** A unique-name clash becomes a 409 that names the taken name. */
async function nameChecked<T>(name: string | undefined, write: () => Promise<T>, renaming = false): Promise<T> {
  try {
    return await write();
  } catch (err) {
    // a new group may join the one of that name instead; a group being renamed just needs another name
    if (isUniqueViolation(err)) throw conflict(renaming ? 'errors.groupRenameTaken' : 'errors.groupNameTaken', { name });
    throw err;
  }
}

/** `GET /api/groups`: search by name or introduction; `mine` keeps the caller's groups. Two queries, whatever the page size. */
export async function listGroups(db: Db, me: AuthUser, query: z.infer<typeof GroupListQuerySchema>): Promise<GroupList> {
  const filters: SQL[] = [];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    filters.push(or(ilike(groups.name, pattern), ilike(groups.introduction, pattern))!);
  }
  if (query.mine) filters.push(isNotNull(myMembership.userId));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await selectGroupsFor(db, me.id)
    .where(where)
    .orderBy(desc(groups.memberCount), desc(groups.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db
    .select({ total: count() })
    .from(groups)
    .leftJoin(myMembership, and(eq(myMembership.groupId, groups.id), eq(myMembership.userId, me.id)))
    .where(where);
  return { list: rows.map(presentGroup), total };
}

/** `GET /api/groups/:gid`: the card plus owner and organisers; organisers also get the pending count. */
export async function groupDetail(db: Db, me: AuthUser, groupId: number): Promise<GroupDetail> {
  const [row] = await selectGroupsFor(db, me.id).where(eq(groups.id, groupId)).limit(1);
  if (!row) throw notFound('errors.groupNotFound');
  const organisers = await db
    .select({ userId: groupMembers.userId, role: groupMembers.role, nickname: users.nickname, avatar: users.avatar })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.role, ['owner', 'organiser'])))
    .orderBy(sql`${groupMembers.role} = 'owner' desc`, groupMembers.joinedAt);
  const organising = row.myRole === 'owner' || row.myRole === 'organiser' || me.role === 'admin';
  let pendingApplications: number | null = null;
  if (organising) {
    const [{ pending }] = await db
      .select({ pending: count() })
      .from(groupApplications)
      .where(and(eq(groupApplications.groupId, groupId), eq(groupApplications.status, 'pending')));
    pendingApplications = pending;
  }
  return { ...presentGroup(row), organisers: organisers.map(presentOrganiser), pendingApplications };
}

/** `POST /api/groups`: the creator becomes the owner (member count 1). */
export async function createGroup(db: Db, me: AuthUser, input: z.infer<typeof GroupCreateSchema>): Promise<GroupDetail> {
  const id = await nameChecked(input.name, () =>
    db.transaction(async (tx) => {
      const [group] = await tx
        .insert(groups)
        .values({
          name: input.name,
          introduction: input.introduction ?? '',
          contact: input.contact ?? '',
          joinApproval: input.joinApproval ?? true,
          defaultHandicapSystem: input.defaultHandicapSystem ?? HandicapSystemSchema.parse({}),
          ownerId: me.id,
          memberCount: 1,
        })
        .returning({ id: groups.id });
      await tx.insert(groupMembers).values({ groupId: group.id, userId: me.id, role: 'owner' });
      return group.id;
    }),
  );
  return groupDetail(db, me, id);
}

/** `PATCH /api/groups/:gid` (organisers). */
export async function updateGroup(db: Db, me: AuthUser, groupId: number, input: z.infer<typeof GroupUpdateSchema>): Promise<GroupDetail> {
  await loadGroup(db, groupId);
  await requireGroupOrganiser(db, me, groupId);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length) {
    await nameChecked(
      input.name,
      () => db.update(groups).set({ ...changes, updatedAt: new Date() }).where(eq(groups.id, groupId)),
      true,
    );
  }
  return groupDetail(db, me, groupId);
}

/** Owner-only actions (delete, transfer); site admins pass. */
async function requireOwner(db: Db, me: AuthUser, groupId: number): Promise<void> {
  if (me.role === 'admin') return;
  const role = await groupRoleOf(db, groupId, me.id);
  if (role !== 'owner') throw forbidden(role ? 'errors.groupOwnerOnly' : 'errors.groupMembersOnly');
}

/** `DELETE /api/groups/:gid` (owner): members, applications and events go with it. */
export async function deleteGroup(deps: Deps, me: AuthUser, groupId: number): Promise<true> {
  const group = await loadGroup(deps.db, groupId);
  await requireOwner(deps.db, me, groupId);
  const members = await deps.db.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
  await deps.db.delete(groups).where(eq(groups.id, groupId));
  await removeImage(deps, 'logos', group.logo);
  // its members are told (its events and notices went with it: they had no word of it), not whoever deleted it
  const told = members.map((m) => m.userId).filter((id) => id !== me.id);
  await notifyMany(deps, told, 'group.deleted', { group: group.name }, { link: '/dashboard/group/index' });
  return true;
}

/** `POST /api/groups/:gid/logo` (organisers): stores the image and removes the previous logo. */
export async function saveLogo(deps: Deps, me: AuthUser, groupId: number, mimetype: string, data: Buffer): Promise<string> {
  const before = await loadGroup(deps.db, groupId);
  await requireGroupRole(deps.db, me, groupId);
  const url = await storeImage(deps, 'logos', mimetype, data);
  await deps.db.update(groups).set({ logo: url, updatedAt: new Date() }).where(eq(groups.id, groupId));
  await removeImage(deps, 'logos', before.logo);
  return url;
}

/** `POST /api/groups/:gid/transfer` (owner): the new owner must be a member; the old owner stays as an organiser. */
export async function transferOwnership(db: Db, me: AuthUser, groupId: number, input: TransferOwnership): Promise<GroupDetail> {
  const group = await loadGroup(db, groupId);
  await requireOwner(db, me, groupId);
  const target = Number(input.userId);
  const targetRole = await groupRoleOf(db, groupId, target);
  if (!targetRole) throw unprocessable('errors.transferNotMember');
  if (targetRole === 'owner') throw unprocessable('errors.transferToSelf');
  await db.transaction(async (tx) => {
    // the group's row first: two transfers at once go one after the other (the second finds its caller no owner)
    const [locked] = await tx.select({ ownerId: groups.ownerId }).from(groups).where(eq(groups.id, groupId)).for('update');
    if (locked?.ownerId !== group.ownerId) throw conflict('errors.groupOwnerChanged');
    // the new owner must still be a member (they may have left meanwhile): else nothing changes
    const [promoted] = await tx
      .update(groupMembers)
      .set({ role: 'owner' })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, target), ne(groupMembers.role, 'owner')))
      .returning({ userId: groupMembers.userId });
    if (!promoted) throw unprocessable('errors.transferNotMember');
    await tx
      .update(groupMembers)
      .set({ role: 'organiser' })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, 'owner'), ne(groupMembers.userId, target)));
    await tx.update(groups).set({ ownerId: target, updatedAt: new Date() }).where(eq(groups.id, groupId));
  });
  await notify(db, target, 'group.ownershipTransferred', { group: group.name }, { link: groupLink(groupId) });
  // an administrator moved it: the owner who is one no longer hears it from the app, not from a changed menu
  if (group.ownerId !== null && group.ownerId !== me.id) {
    const [named] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, target));
    await notify(db, group.ownerId, 'group.ownershipMoved', { group: group.name, name: named?.nickname ?? '' }, { link: groupLink(groupId) });
  }
  return groupDetail(db, me, groupId);
}
