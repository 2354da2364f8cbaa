import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { groups } from './groups';
import { activities } from './activities';
import { users } from './users';

/** Announcements of a group, or of one of its events, by its organisers. Content is markdown as written. */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    groupId: ref('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    activityId: ref('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    authorId: ref('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notices_group_idx').on(t.groupId, t.pinned, t.createdAt),
    index('notices_activity_idx').on(t.activityId, t.pinned, t.createdAt).where(sql`activity_id is not null`),
  ],
);

/** Read receipts: one row the first time a member opens a notice. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: ref('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_reads_user_idx').on(t.userId)],
);

/** Discussion threads of a group's members. replyCount/lastReplyAt are kept in step with topic_replies. */
export const topics = pgTable(
  'topics',
  {
    id: id(),
    groupId: ref('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    authorId: ref('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    replyCount: integer('reply_count').notNull().default(0),
    /** the last reply, or the posting time while there is none ("most active" order) */
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('topics_group_created_idx').on(t.groupId, t.pinned, t.createdAt),
    index('topics_group_active_idx').on(t.groupId, t.pinned, t.lastReplyAt),
  ],
);

export const topicReplies = pgTable(
  'topic_replies',
  {
    id: id(),
    topicId: ref('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    authorId: ref('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** one level of quoting: the reply this one answers */
    quoteReplyId: ref('quote_reply_id'),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('topic_replies_topic_idx').on(t.topicId, t.createdAt, t.id)],
);
