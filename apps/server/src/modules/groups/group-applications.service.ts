import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  ApplicationListQuerySchema,
  ApplyResult,
  BulkDecideResult,
  PendingSummary,
} from '@golf/shared/schemas/group';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activities, groupApplications, groupMembers, groups, messages, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import type { AuthUser } from '../../plugins/context';
import { notifyMany } from '../messages/messages.service';
import { groupRoleOf, requireGroupOrganiser } from './group-access';
import { loadGroup, type GroupRow } from './groups.queries';
import { presentApplication } from './groups.presenter';
import { activityLink } from '../activities/activities.access';
import { groupLink } from './groups.service';

export const auditLink = (groupId: number) => `/dashboard/group/member/audit?id=${groupId}`;

/** `POST /api/groups/:gid/applications`: pending for organisers to decide, or joined at once when the group needs no approval. */
export async function apply(db: Db, me: AuthUser, groupId: number, message: string, activityId?: number): Promise<ApplyResult> {
  const group = await loadGroup(db, groupId);
  if (await groupRoleOf(db, groupId, me.id)) throw conflict('errors.alreadyMember');
  // an application waiting already is said first: whatever event is named, the answer is the same (no way to learn which
  // ids are the group's events by trying them)
  if (group.joinApproval) {
    const [waiting] = await db
      .select({ id: groupApplications.id })
      .from(groupApplications)
      .where(and(eq(groupApplications.groupId, groupId), eq(groupApplications.userId, me.id), eq(groupApplications.status, 'pending')))
      .limit(1);
    if (waiting) throw conflict('errors.applicationPending');
  }
  // the event the applicant came from is one of this group's that members see (the approval's message leads back to it)
  if (activityId !== undefined) {
    const [event] = await db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.id, activityId), eq(activities.groupId, groupId), ne(activities.status, 'draft')));
    if (!event) throw notFound('errors.activityNotFound');
  }
  if (!group.joinApproval) {
    const id = await db.transaction(async (tx) => {
      // an application made while the group still asked for approval is the one that joins (else it would stay
      // pending: on the member's page, in the organisers' count, and approvable once more)
      const [earlier] = await tx
        .update(groupApplications)
        .set({ status: 'approved', decidedAt: new Date() })
        .where(and(eq(groupApplications.groupId, groupId), eq(groupApplications.userId, me.id), eq(groupApplications.status, 'pending')))
        .returning({ id: groupApplications.id });
      const [application] = earlier
        ? [earlier]
        : await tx
            .insert(groupApplications)
            .values({ groupId, userId: me.id, message, status: 'approved', decidedAt: new Date() })
            .returning({ id: groupApplications.id });
      // joined at the same moment by another request (a double tap): this one adds nobody and its record goes back
      if ((await addMembers(tx, groupId, [me.id])) === 0) throw conflict('errors.alreadyMember');
      return application.id;
    });
    return { id: String(id), status: 'joined' };
  }
  let id: number;
  try {
    [{ id }] = await db.insert(groupApplications).values({ groupId, userId: me.id, message, activityId }).returning({ id: groupApplications.id });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('errors.applicationPending');
    throw err;
  }
  const organisers = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.role, ['owner', 'organiser'])));
  await notifyMany({ db }, organisers.map((o) => o.userId), 'group.applicationReceived', { group: group.name, name: me.nickname, applicationId: id }, { link: auditLink(groupId), type: 'todo' });
  return { id: String(id), status: 'pending' };
}

/** Adds members (ignoring ones already in) and keeps groups.member_count in step; call inside a transaction. */
export async function addMembers(tx: Db, groupId: number, userIds: number[]): Promise<number> {
  if (!userIds.length) return 0;
  const added = await tx
    .insert(groupMembers)
    .values(userIds.map((userId) => ({ groupId, userId, role: 'member' as const })))
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId });
  if (added.length) {
    await tx.update(groups).set({ memberCount: sql`${groups.memberCount} + ${added.length}` }).where(eq(groups.id, groupId));
  }
  return added.length;
}

/** `GET /api/groups/:gid/applications` (organisers): pending ones oldest first, decided ones newest first. */
export async function listApplications(db: Db, me: AuthUser, groupId: number, query: z.infer<typeof ApplicationListQuerySchema>) {
  await loadGroup(db, groupId);
  await requireGroupOrganiser(db, me, groupId);
  const filters: SQL[] = [eq(groupApplications.groupId, groupId), eq(groupApplications.status, query.status)];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    filters.push(or(ilike(users.nickname, pattern), ilike(users.username, pattern))!);
  }
  const where = and(...filters);
  const rows = await db
    .select({
      application: groupApplications,
      userId: users.id,
      nickname: users.nickname,
      username: users.username,
      avatar: users.avatar,
      sex: users.sex,
      handicap: users.handicap,
    })
    .from(groupApplications)
    .innerJoin(users, eq(users.id, groupApplications.userId))
    .where(where)
    .orderBy(
      query.status === 'pending' ? asc(groupApplications.createdAt) : desc(groupApplications.decidedAt),
      asc(groupApplications.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db
    .select({ total: count() })
    .from(groupApplications)
    .innerJoin(users, eq(users.id, groupApplications.userId))
    .where(where);
  return { list: rows.map(presentApplication), total };
}

/**
 * Decides the pending applications among `ids` in one transaction (others are skipped),
 * adds approved applicants as members and messages every applicant.
 */
/**
 * The organisers' to-do messages of decided applications are done: read for every organiser, whoever decided (they
 * stayed unread in each organiser's box). Once nothing is pending in the group, its older to-dos (made before they named
 * their application) are done too.
 */
async function todoDone(db: Db, groupId: number, applicationIds: number[]): Promise<void> {
  if (applicationIds.length === 0) return;
  const todo = and(eq(messages.kind, 'group.applicationReceived'), eq(messages.link, auditLink(groupId)), isNull(messages.readAt));
  const [pending] = await db
    .select({ id: groupApplications.id })
    .from(groupApplications)
    .where(and(eq(groupApplications.groupId, groupId), eq(groupApplications.status, 'pending')))
    .limit(1);
  const these = inArray(sql`(${messages.params}->>'applicationId')`, applicationIds.map(String));
  await db.update(messages).set({ readAt: new Date() }).where(pending ? and(todo, these) : todo);
}

async function decideMany(
  db: Db,
  me: AuthUser,
  group: GroupRow,
  ids: number[],
  action: 'approve' | 'reject',
  reason: string,
): Promise<BulkDecideResult> {
  const decided = await db.transaction(async (tx) => {
    const rows = await tx
      .update(groupApplications)
      .set({ status: action === 'approve' ? 'approved' : 'rejected', reason, decidedBy: me.id, decidedAt: new Date() })
      .where(and(eq(groupApplications.groupId, group.id), inArray(groupApplications.id, ids), eq(groupApplications.status, 'pending')))
      .returning({ id: groupApplications.id, userId: groupApplications.userId, activityId: groupApplications.activityId });
    if (action === 'approve') await addMembers(tx, group.id, rows.map((r) => r.userId));
    return rows;
  });
  await todoDone(db, group.id, decided.map((row) => row.id));
  const applicants = decided.map((row) => row.userId);
  if (action === 'approve') {
    // an applicant who came from one of the group's events is led back to it, to sign up; the others to the group
    const byLink = new Map<string, number[]>();
    for (const row of decided) {
      const link = row.activityId != null ? activityLink(row.activityId) : groupLink(group.id);
      byLink.set(link, [...(byLink.get(link) ?? []), row.userId]);
    }
    for (const [link, userIds] of byLink) await notifyMany({ db }, userIds, 'group.applicationApproved', { group: group.name }, { link });
  } else {
    // the reason as a clause of the message (its own full stop dropped: "理由：……。。"); none given, a message without it;
    // the group's page names its organisers, to contact
    const said = reason.trim().replace(/[。．.!！?？\s]+$/u, '');
    const params = { group: group.name, reason: said, ...(said ? {} : { context: 'noReason' }) };
    await notifyMany({ db }, applicants, 'group.applicationRejected', params, { link: groupLink(group.id) });
  }
  const done = new Set(decided.map((r) => r.id));
  // in the order the caller gave (UPDATE … RETURNING has no defined order)
  return { decided: ids.filter((id) => done.has(id)).map(String), skipped: ids.filter((id) => !done.has(id)).map(String) };
}

/** `POST …/applications/:appId/approve|reject` (organisers): 404 for another group's or unknown id, 409 once decided. */
export async function decideOne(db: Db, me: AuthUser, groupId: number, appId: number, action: 'approve' | 'reject', reason = '') {
  const group = await loadGroup(db, groupId);
  await requireGroupOrganiser(db, me, groupId);
  const [application] = await db
    .select({ status: groupApplications.status })
    .from(groupApplications)
    .where(and(eq(groupApplications.id, appId), eq(groupApplications.groupId, groupId)))
    .limit(1);
  if (!application) throw notFound('errors.applicationNotFound');
  if (application.status !== 'pending') throw conflict('errors.applicationDecided');
  const result = await decideMany(db, me, group, [appId], action, reason);
  if (!result.decided.length) throw conflict('errors.applicationDecided');
  return result;
}

/** `POST /api/groups/:gid/applications/decide` (organisers): many at once; ids not pending here are skipped. */
export async function decideBulk(db: Db, me: AuthUser, groupId: number, ids: string[], action: 'approve' | 'reject', reason = '') {
  const group = await loadGroup(db, groupId);
  await requireGroupOrganiser(db, me, groupId);
  return decideMany(db, me, group, [...new Set(ids.map(Number))], action, reason);
}

/** `GET /api/groups/pending-applications-summary`: every group the caller organises with its pending count. */
export async function pendingSummary(db: Db, me: AuthUser): Promise<PendingSummary> {
  const rows = await db
    .select({ groupId: groups.id, name: groups.name, pending: count(groupApplications.id) })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .leftJoin(groupApplications, and(eq(groupApplications.groupId, groups.id), eq(groupApplications.status, 'pending')))
    .where(and(eq(groupMembers.userId, me.id), inArray(groupMembers.role, ['owner', 'organiser'])))
    .groupBy(groups.id, groups.name)
    .orderBy(groups.name);
  return rows.map((r) => ({ groupId: String(r.groupId), name: r.name, pending: r.pending }));
}
