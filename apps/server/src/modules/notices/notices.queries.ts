import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, groups, noticeReads, notices, users } from '../../db/schema';
import type { NoticeListRow } from './notices.presenter';

/** The columns of a notice list row (`read` needs the notice_reads join of selectNotices). */
export const noticeColumns = {
  notice: notices,
  groupName: groups.name,
  activityTitle: activities.title,
  authorId: users.id,
  authorNickname: users.nickname,
  authorAvatar: users.avatar,
  read: sql<boolean>`${noticeReads.userId} is not null`,
};

/** Notices matching `where` with group, event, author and my read flag joined; pinned first, newest first. */
export function selectNotices(db: Db, userId: number, where: SQL | undefined) {
  return db
    .select(noticeColumns)
    .from(notices)
    .innerJoin(groups, eq(groups.id, notices.groupId))
    .leftJoin(activities, eq(activities.id, notices.activityId))
    .leftJoin(users, eq(users.id, notices.authorId))
    .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId)))
    .where(where)
    .orderBy(desc(notices.pinned), desc(notices.createdAt), desc(notices.id))
    .$dynamic();
}

export async function noticeRow(db: Db, userId: number, nid: number): Promise<NoticeListRow | undefined> {
  const [row] = await selectNotices(db, userId, eq(notices.id, nid)).limit(1);
  return row;
}
