import { and, count, eq, ilike, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { NoticeCreateSchema, NoticeDetail, NoticeList, NoticeListQuerySchema, NoticeUpdateSchema } from '@golf/shared/schemas/notice';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activities, groupMembers, groups, messages, noticeReads, notices, players } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { badRequest, notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import type { AuthUser } from '../../plugins/context';
import { groupRoleOf, requireGroupMember, requireGroupOrganiser } from '../groups/group-access';
import { loadActivity, requireView } from '../activities/activities.access';
import { notifyMany } from '../messages/messages.service';
import { presentNotice, presentNoticeDetail } from './notices.presenter';
import { noticeRow, selectNotices } from './notices.queries';

export const noticeLink = (nid: number) => `/dashboard/notice/detail?id=${nid}`;

/** Groups the user belongs to, as a subquery. */
export const myGroupIds = (db: Db, userId: number) =>
  db.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId));

/** The scope of a list: one group (I belong to), one event (I may see) or all my groups. Checks access first. */
async function listScope(db: Db, user: AuthUser, query: z.infer<typeof NoticeListQuerySchema>): Promise<SQL> {
  if (query.activityId) {
    // whoever may see the event reads its notices: its group's members, and the players of a public event from outside
    await requireView(db, user, await loadActivity(db, Number(query.activityId)));
    return eq(notices.activityId, Number(query.activityId));
  }
  if (query.groupId) {
    await requireGroupMember(db, user, Number(query.groupId));
    return eq(notices.groupId, Number(query.groupId));
  }
  return inArray(notices.groupId, myGroupIds(db, user.id));
}

export async function listNotices(db: Db, user: AuthUser, query: z.infer<typeof NoticeListQuerySchema>): Promise<NoticeList> {
  const scope = await listScope(db, user, query);
  const where = query.keyword ? and(scope, ilike(notices.title, containsPattern(query.keyword))) : scope;
  const rows = await selectNotices(db, user.id, where)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${noticeReads.userId} is null)`.mapWith(Number) })
    .from(notices)
    .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, user.id)))
    .where(where);
  return { list: rows.map(presentNotice), total: totals.total, unread: totals.unread };
}

async function noticeOrThrow(db: Db, nid: number) {
  const [row] = await db.select().from(notices).where(eq(notices.id, nid));
  if (!row) throw notFound('errors.noticeNotFound');
  return row;
}

/**
 * Opens a notice: members of its group, and for an event's notice whoever may see the event; records my read receipt;
 * organisers see the receipts count.
 */
export async function noticeDetail(db: Db, user: AuthUser, nid: number): Promise<NoticeDetail> {
  const notice = await noticeOrThrow(db, nid);
  const eventOutsider = notice.activityId != null && user.role !== 'admin' && !(await groupRoleOf(db, notice.groupId, user.id));
  if (eventOutsider) await requireView(db, user, await loadActivity(db, notice.activityId as number));
  const role = eventOutsider ? 'member' : await requireGroupMember(db, user, notice.groupId);
  await db.insert(noticeReads).values({ noticeId: nid, userId: user.id }).onConflictDoNothing();
  // the message that announced it is read too, so the message box badge clears
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.userId, user.id), eq(messages.kind, 'notice.published'), eq(messages.link, noticeLink(nid)), isNull(messages.readAt)));
  const row = await noticeRow(db, user.id, nid);
  if (!row) throw notFound('errors.noticeNotFound');
  const canManage = role === 'owner' || role === 'organiser' || user.role === 'admin';
  let receipts: NoticeDetail['receipts'] = null;
  if (canManage) {
    const [reads] = await db
      .select({ n: count() })
      .from(noticeReads)
      .innerJoin(groupMembers, and(eq(groupMembers.userId, noticeReads.userId), eq(groupMembers.groupId, notice.groupId)))
      .where(eq(noticeReads.noticeId, nid));
    const [group] = await db.select({ members: groups.memberCount }).from(groups).where(eq(groups.id, notice.groupId));
    receipts = { read: reads?.n ?? 0, members: group?.members ?? 0 };
  }
  return presentNoticeDetail(row, receipts, canManage);
}

/** Organisers publish; every other member of the group gets a message (and a mail when they opted in). */
export async function createNotice(deps: Deps, user: AuthUser, input: z.infer<typeof NoticeCreateSchema>): Promise<NoticeDetail> {
  const groupId = Number(input.groupId);
  await requireGroupOrganiser(deps.db, user, groupId);
  const activityId = input.activityId ? Number(input.activityId) : null;
  if (activityId != null) {
    const [activity] = await deps.db.select({ groupId: activities.groupId }).from(activities).where(eq(activities.id, activityId));
    if (!activity) throw notFound('errors.activityNotFound');
    if (activity.groupId !== groupId) throw badRequest('errors.noticeActivityOtherGroup');
  }
  const [created] = await deps.db
    .insert(notices)
    .values({ groupId, activityId, title: input.title, content: input.content, pinned: input.pinned ?? false, authorId: user.id })
    .returning({ id: notices.id });
  await deps.db.insert(noticeReads).values({ noticeId: created.id, userId: user.id }).onConflictDoNothing();
  const [group] = await deps.db.select({ name: groups.name }).from(groups).where(eq(groups.id, groupId));
  const members = await deps.db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), ne(groupMembers.userId, user.id)));
  // an event's notice also reaches its players from outside the group (a public event)
  const outsiders =
    activityId == null
      ? []
      : await deps.db
          .select({ userId: players.userId })
          .from(players)
          .where(and(eq(players.activityId, activityId), isNotNull(players.userId), ne(players.status, 'withdrawn'), ne(players.userId, user.id)));
  const recipients = [...new Set([...members.map((m) => m.userId), ...outsiders.flatMap((p) => (p.userId == null ? [] : [p.userId]))])];
  await notifyMany(
    deps,
    recipients,
    'notice.published',
    { group: group?.name ?? '', title: input.title },
    { link: noticeLink(created.id), type: 'notice' },
  );
  return noticeDetail(deps.db, user, created.id);
}

export async function updateNotice(db: Db, user: AuthUser, nid: number, input: z.infer<typeof NoticeUpdateSchema>): Promise<NoticeDetail> {
  const notice = await noticeOrThrow(db, nid);
  await requireGroupOrganiser(db, user, notice.groupId);
  // its words changed: it is unread again for those who had read it (they read what it no longer says) and reads
  // "edited"; pinning it is no edit
  const reworded = (input.title !== undefined && input.title !== notice.title) || (input.content !== undefined && input.content !== notice.content);
  await db.transaction(async (tx) => {
    await tx
      .update(notices)
      .set({ ...input, ...(reworded ? { updatedAt: new Date() } : {}) })
      .where(eq(notices.id, nid));
    if (reworded) await tx.delete(noticeReads).where(and(eq(noticeReads.noticeId, nid), ne(noticeReads.userId, user.id)));
  });
  return noticeDetail(db, user, nid);
}

export async function deleteNotice(db: Db, user: AuthUser, nid: number): Promise<true> {
  const notice = await noticeOrThrow(db, nid);
  await requireGroupOrganiser(db, user, notice.groupId);
  await db.transaction(async (tx) => {
    await tx.delete(notices).where(eq(notices.id, nid));
    // the messages that announced it would open "this notice does not exist" and keep the bell's count up
    await tx.delete(messages).where(and(eq(messages.kind, 'notice.published'), eq(messages.link, noticeLink(nid))));
  });
  return true;
}

/** Unread notices of my groups (workplace badge); exported for the workplace. */
export const unreadNoticeFilter = (db: Db, userId: number) =>
  and(inArray(notices.groupId, myGroupIds(db, userId)), isNull(noticeReads.userId));

