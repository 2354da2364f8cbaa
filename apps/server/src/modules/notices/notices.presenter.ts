import type { Notice, NoticeDetail, PostAuthor } from '@golf/shared/schemas/notice';
import type { notices } from '../../db/schema';

type NoticeRow = typeof notices.$inferSelect;

export interface AuthorColumns {
  authorId: number | null;
  authorNickname: string | null;
  authorAvatar: string | null;
}

export function presentAuthor(row: AuthorColumns): PostAuthor | null {
  return row.authorId == null ? null : { id: String(row.authorId), nickname: row.authorNickname ?? '', avatar: row.authorAvatar ?? '' };
}

export interface NoticeListRow extends AuthorColumns {
  notice: NoticeRow;
  groupName: string;
  activityTitle: string | null;
  read: boolean;
}

export function presentNotice(row: NoticeListRow): Notice {
  const n = row.notice;
  return {
    id: String(n.id),
    groupId: String(n.groupId),
    groupName: row.groupName,
    activityId: n.activityId == null ? null : String(n.activityId),
    activityTitle: row.activityTitle,
    title: n.title,
    pinned: n.pinned,
    author: presentAuthor(row),
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
    read: row.read,
  };
}

export function presentNoticeDetail(row: NoticeListRow, receipts: NoticeDetail['receipts'], canManage: boolean): NoticeDetail {
  return { ...presentNotice(row), content: row.notice.content, receipts, canManage };
}
