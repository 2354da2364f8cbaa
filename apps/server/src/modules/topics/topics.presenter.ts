import type { Reply, Topic, TopicDetail } from '@golf/shared/schemas/topic';
import type { topicReplies, topics } from '../../db/schema';
import { presentAuthor, type AuthorColumns } from '../notices/notices.presenter';

type TopicRow = typeof topics.$inferSelect;
type ReplyRow = typeof topicReplies.$inferSelect;

export interface TopicListRow extends AuthorColumns {
  topic: TopicRow;
  groupName: string;
}

export function presentTopic(row: TopicListRow): Topic {
  const t = row.topic;
  return {
    id: String(t.id),
    groupId: String(t.groupId),
    groupName: row.groupName,
    title: t.title,
    author: presentAuthor(row),
    pinned: t.pinned,
    locked: t.locked,
    hidden: t.hidden,
    replyCount: t.replyCount,
    lastReplyAt: t.lastReplyAt.toISOString(),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export interface ReplyListRow extends AuthorColumns {
  reply: ReplyRow;
}

export interface ReplyView {
  /** organisers read hidden content; others get '' */
  showHidden: boolean;
  canEdit: boolean;
  canDelete: boolean;
  quote: Reply['quote'];
}

export function presentReply(row: ReplyListRow, view: ReplyView): Reply {
  const r = row.reply;
  return {
    id: String(r.id),
    topicId: String(r.topicId),
    author: presentAuthor(row),
    content: r.hidden && !view.showHidden ? '' : r.content,
    hidden: r.hidden,
    quote: view.quote,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    canEdit: view.canEdit,
    canDelete: view.canDelete,
  };
}

export function presentTopicDetail(
  row: TopicListRow,
  replies: TopicDetail['replies'],
  rights: Pick<TopicDetail, 'canEdit' | 'canDelete' | 'canModerate' | 'editableUntil'>,
): TopicDetail {
  return { ...presentTopic(row), content: row.topic.content, replies, ...rights };
}
