import { and, asc, count, desc, eq, ilike, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { REPLY_PAGE_SIZE } from '@golf/shared/schemas/post-limits';
import { POST_EDIT_WINDOW_MINUTES } from '@golf/shared/schemas/topic';
import type {
  Reply,
  ReplyCreateSchema,
  ReplyUpdateSchema,
  TopicCreateSchema,
  TopicDetail,
  TopicDetailQuerySchema,
  TopicList,
  TopicListQuerySchema,
  TopicUpdateSchema,
} from '@golf/shared/schemas/topic';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { groupMembers, groups, messages, topicReplies, topics, users } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import type { AuthUser } from '../../plugins/context';
import { requireGroupMember, type GroupRole } from '../groups/group-access';
import { notifyMany } from '../messages/messages.service';
import { presentReply, presentTopic, presentTopicDetail, type ReplyListRow } from './topics.presenter';

export const topicLink = (tid: number) => `/dashboard/topic/detail?id=${tid}`;
const WINDOW_MS = POST_EDIT_WINDOW_MINUTES * 60_000;
const withinWindow = (createdAt: Date) => Date.now() - createdAt.getTime() <= WINDOW_MS;
/** owners and organisers of the group, and site admins (also when they are a plain member of it) */
const isModerator = (role: GroupRole, user: AuthUser) => role === 'owner' || role === 'organiser' || user.role === 'admin';

const topicColumns = {
  topic: topics,
  groupName: groups.name,
  authorId: users.id,
  authorNickname: users.nickname,
  authorAvatar: users.avatar,
};

/** Topics matching `where` with group and author joined. */
export const selectTopics = (db: Db, where: SQL | undefined) =>
  db
    .select(topicColumns)
    .from(topics)
    .innerJoin(groups, eq(groups.id, topics.groupId))
    .leftJoin(users, eq(users.id, topics.authorId))
    .where(where)
    .$dynamic();

/** Topics a member sees: hidden ones only for the group's organisers (and their author). */
async function listScope(db: Db, user: AuthUser, query: z.infer<typeof TopicListQuerySchema>): Promise<SQL | undefined> {
  if (query.groupId) {
    const gid = Number(query.groupId);
    const role = await requireGroupMember(db, user, gid);
    return isModerator(role, user) ? eq(topics.groupId, gid) : and(eq(topics.groupId, gid), or(eq(topics.hidden, false), eq(topics.authorId, user.id)));
  }
  const mine = db.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, user.id));
  return and(inArray(topics.groupId, mine), or(eq(topics.hidden, false), eq(topics.authorId, user.id)));
}

export async function listTopics(db: Db, user: AuthUser, query: z.infer<typeof TopicListQuerySchema>): Promise<TopicList> {
  const scope = await listScope(db, user, query);
  const where = query.keyword
    ? and(scope, or(ilike(topics.title, containsPattern(query.keyword)), ilike(topics.content, containsPattern(query.keyword))))
    : scope;
  const order = query.order === 'active' ? desc(topics.lastReplyAt) : desc(topics.createdAt);
  const rows = await selectTopics(db, where)
    .orderBy(desc(topics.pinned), order, desc(topics.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(topics).where(where);
  return { list: rows.map(presentTopic), total };
}

async function topicOrThrow(db: Db, tid: number) {
  const [row] = await db.select().from(topics).where(eq(topics.id, tid));
  if (!row) throw notFound('errors.topicNotFound');
  return row;
}

/** A topic the caller may see, with their role in its group. Hidden topics: organisers and the author only. */
async function visibleTopic(db: Db, user: AuthUser, tid: number) {
  const topic = await topicOrThrow(db, tid);
  const role = await requireGroupMember(db, user, topic.groupId);
  if (topic.hidden && !isModerator(role, user) && topic.authorId !== user.id) throw notFound('errors.topicNotFound');
  return { topic, role };
}

export async function createTopic(db: Db, user: AuthUser, input: z.infer<typeof TopicCreateSchema>): Promise<TopicDetail> {
  const groupId = Number(input.groupId);
  await requireGroupMember(db, user, groupId);
  const [row] = await db
    .insert(topics)
    .values({ groupId, authorId: user.id, title: input.title, content: input.content })
    .returning({ id: topics.id });
  return topicDetail(db, user, row.id, { page: 1, pageSize: 20 });
}

export async function topicDetail(db: Db, user: AuthUser, tid: number, query: z.infer<typeof TopicDetailQuerySchema>): Promise<TopicDetail> {
  const { topic, role } = await visibleTopic(db, user, tid);
  const moderator = isModerator(role, user);
  // the messages about replies to it are read once it is opened, so the bell's badge clears (as a notice's does)
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(messages.userId, user.id),
        eq(messages.kind, 'topic.replied'),
        isNull(messages.readAt),
        or(eq(messages.link, topicLink(tid)), like(messages.link, `${topicLink(tid)}&%`)),
      ),
    );
  const [row] = await selectTopics(db, eq(topics.id, tid));
  const replyRows: ReplyListRow[] = await db
    .select({ reply: topicReplies, authorId: users.id, authorNickname: users.nickname, authorAvatar: users.avatar })
    .from(topicReplies)
    .leftJoin(users, eq(users.id, topicReplies.authorId))
    .where(eq(topicReplies.topicId, tid))
    .orderBy(asc(topicReplies.createdAt), asc(topicReplies.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const quoteIds = [...new Set(replyRows.map((r) => r.reply.quoteReplyId).filter((id): id is number => id != null))];
  const quoted = quoteIds.length
    ? await db
        .select({ id: topicReplies.id, content: topicReplies.content, hidden: topicReplies.hidden, author: users.nickname })
        .from(topicReplies)
        .leftJoin(users, eq(users.id, topicReplies.authorId))
        .where(and(inArray(topicReplies.id, quoteIds), eq(topicReplies.topicId, tid)))
    : [];
  const quoteOf = new Map(quoted.map((q) => [q.id, q]));
  const list: Reply[] = replyRows.map((r) => {
    const q = r.reply.quoteReplyId != null ? quoteOf.get(r.reply.quoteReplyId) : undefined;
    const mine = r.reply.authorId === user.id;
    return presentReply(r, {
      showHidden: moderator,
      // a hidden reply's author gets no text to edit (saving the empty editor replaced it)
      canEdit: mine && withinWindow(r.reply.createdAt) && (!r.reply.hidden || moderator),
      canDelete: (mine && withinWindow(r.reply.createdAt)) || moderator,
      quote: q
        ? { id: String(q.id), author: q.author ?? '', content: q.hidden && !moderator ? '' : q.content.slice(0, 300), hidden: q.hidden }
        : null,
    });
  });
  const mine = topic.authorId === user.id;
  return presentTopicDetail(
    row,
    { list, total: topic.replyCount },
    {
      canEdit: mine && withinWindow(topic.createdAt),
      canDelete: moderator || (mine && !(await othersReplied(db, topic))),
      canModerate: moderator,
      editableUntil: new Date(topic.createdAt.getTime() + WINDOW_MS).toISOString(),
    },
  );
}

/** Authors edit title/content within the window; organisers pin, lock and hide. */
export async function updateTopic(db: Db, user: AuthUser, tid: number, input: z.infer<typeof TopicUpdateSchema>): Promise<TopicDetail> {
  const { topic, role } = await visibleTopic(db, user, tid);
  const editsText = input.title !== undefined || input.content !== undefined;
  const moderates = input.pinned !== undefined || input.locked !== undefined || input.hidden !== undefined;
  if (editsText) {
    if (topic.authorId !== user.id) throw forbidden('errors.postAuthorOnly');
    if (!withinWindow(topic.createdAt)) throw forbidden('errors.postEditWindow', { minutes: POST_EDIT_WINDOW_MINUTES });
  }
  if (moderates && !isModerator(role, user)) throw forbidden('errors.groupOrganisersOnly');
  // an empty patch changes nothing (an UPDATE without columns would fail in the database)
  if (editsText || moderates) {
    await db
      .update(topics)
      .set({ ...input, ...(editsText ? { updatedAt: new Date() } : {}) })
      .where(eq(topics.id, tid));
  }
  return topicDetail(db, user, tid, { page: 1, pageSize: 20 });
}

/** Replies by anyone but the topic's author (a deleted account's too): they would go with the topic. */
const othersReplies = (topic: { id: number; authorId: number | null }) =>
  sql`exists (select 1 from ${topicReplies} where ${topicReplies.topicId} = ${topic.id} and ${topicReplies.authorId} is distinct from ${topic.authorId})`;

async function othersReplied(db: Db, topic: { id: number; authorId: number | null }): Promise<boolean> {
  const [row] = await db.select({ yes: sql<boolean>`${othersReplies(topic)}` }).from(sql`(select 1) as one`);
  return row?.yes === true;
}

/**
 * Deletes a topic with its replies: organisers (moderators) always; its author while nobody else has replied (the
 * others' replies would go with it: an organiser decides that). The author's delete checks in the statement itself, so
 * a reply that comes in meanwhile is never deleted with it.
 */
export async function deleteTopic(db: Db, user: AuthUser, tid: number): Promise<true> {
  const { topic, role } = await visibleTopic(db, user, tid);
  const moderator = isModerator(role, user);
  if (!moderator && topic.authorId !== user.id) throw forbidden('errors.postAuthorOnly');
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(topics)
      .where(moderator ? eq(topics.id, tid) : and(eq(topics.id, tid), sql`not ${othersReplies(topic)}`))
      .returning({ id: topics.id });
    if (removed.length === 0) {
      if (!moderator) throw conflict('errors.topicHasReplies');
      return;
    }
    // the messages about its replies would open a topic that is gone
    await tx.delete(messages).where(and(eq(messages.kind, 'topic.replied'), or(eq(messages.link, topicLink(tid)), like(messages.link, `${topicLink(tid)}&%`))));
  });
  return true;
}

/** Members reply (409 when locked); the topic's author gets a message (and a mail when opted in). */
export async function createReply(deps: Deps, user: AuthUser, tid: number, input: z.infer<typeof ReplyCreateSchema>): Promise<Reply> {
  const { topic, role } = await visibleTopic(deps.db, user, tid);
  if (topic.locked) throw conflict('errors.topicLocked');
  const quoteReplyId = input.quoteReplyId ? Number(input.quoteReplyId) : null;
  if (quoteReplyId != null) {
    const [quoted] = await deps.db
      .select({ id: topicReplies.id })
      .from(topicReplies)
      .where(and(eq(topicReplies.id, quoteReplyId), eq(topicReplies.topicId, tid)));
    if (!quoted) throw badRequest('errors.replyQuoteNotFound');
  }
  const reply = await deps.db.transaction(async (tx) => {
    const [created] = await tx.insert(topicReplies).values({ topicId: tid, authorId: user.id, content: input.content, quoteReplyId }).returning();
    await tx
      .update(topics)
      .set({ replyCount: sql`${topics.replyCount} + 1`, lastReplyAt: created.createdAt })
      .where(eq(topics.id, tid));
    return created;
  });
  if (topic.authorId != null && topic.authorId !== user.id) {
    const [me] = await deps.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, user.id));
    // the link opens the page the reply is on (the last one), not the first
    const [counted] = await deps.db.select({ n: topics.replyCount }).from(topics).where(eq(topics.id, tid));
    const page = Math.max(1, Math.ceil((counted?.n ?? 1) / REPLY_PAGE_SIZE));
    const link = page > 1 ? `${topicLink(tid)}&page=${page}` : topicLink(tid);
    await notifyMany(deps, [topic.authorId], 'topic.replied', { title: topic.title, name: me?.nickname ?? '' }, { link });
  }
  return replyView(deps.db, user, reply.id, isModerator(role, user));
}

async function replyView(db: Db, user: AuthUser, rid: number, moderator: boolean): Promise<Reply> {
  const [row] = await db
    .select({ reply: topicReplies, authorId: users.id, authorNickname: users.nickname, authorAvatar: users.avatar })
    .from(topicReplies)
    .leftJoin(users, eq(users.id, topicReplies.authorId))
    .where(eq(topicReplies.id, rid));
  // deleted at the same moment as it was edited or hidden
  if (!row) throw notFound('errors.replyNotFound');
  const mine = row.reply.authorId === user.id;
  let quote: Reply['quote'] = null;
  if (row.reply.quoteReplyId != null) {
    const [q] = await db
      .select({ id: topicReplies.id, content: topicReplies.content, hidden: topicReplies.hidden, author: users.nickname })
      .from(topicReplies)
      .leftJoin(users, eq(users.id, topicReplies.authorId))
      .where(eq(topicReplies.id, row.reply.quoteReplyId));
    if (q) quote = { id: String(q.id), author: q.author ?? '', content: q.hidden && !moderator ? '' : q.content.slice(0, 300), hidden: q.hidden };
  }
  return presentReply(row, {
    showHidden: moderator,
    canEdit: mine && withinWindow(row.reply.createdAt) && (!row.reply.hidden || moderator),
    canDelete: (mine && withinWindow(row.reply.createdAt)) || moderator,
    quote,
  });
}

async function replyOrThrow(db: Db, tid: number, rid: number) {
  const [row] = await db
    .select()
    .from(topicReplies)
    .where(and(eq(topicReplies.id, rid), eq(topicReplies.topicId, tid)));
  if (!row) throw notFound('errors.replyNotFound');
  return row;
}

/** Authors edit their reply within the window; organisers hide or show it. */
export async function updateReply(db: Db, user: AuthUser, tid: number, rid: number, input: z.infer<typeof ReplyUpdateSchema>): Promise<Reply> {
  const { role } = await visibleTopic(db, user, tid);
  const reply = await replyOrThrow(db, tid, rid);
  if (input.content !== undefined) {
    if (reply.authorId !== user.id) throw forbidden('errors.postAuthorOnly');
    if (!withinWindow(reply.createdAt)) throw forbidden('errors.postEditWindow', { minutes: POST_EDIT_WINDOW_MINUTES });
    if (reply.hidden && !isModerator(role, user)) throw conflict('errors.replyHidden');
  }
  if (input.hidden !== undefined && !isModerator(role, user)) throw forbidden('errors.groupOrganisersOnly');
  if (input.content !== undefined || input.hidden !== undefined) {
    await db
      .update(topicReplies)
      .set({ ...input, ...(input.content !== undefined ? { updatedAt: new Date() } : {}) })
      .where(eq(topicReplies.id, rid));
  }
  return replyView(db, user, rid, isModerator(role, user));
}

export async function deleteReply(db: Db, user: AuthUser, tid: number, rid: number): Promise<true> {
  const { role } = await visibleTopic(db, user, tid);
  const reply = await replyOrThrow(db, tid, rid);
  if (!isModerator(role, user)) {
    if (reply.authorId !== user.id) throw forbidden('errors.postAuthorOnly');
    if (!withinWindow(reply.createdAt)) throw forbidden('errors.postEditWindow', { minutes: POST_EDIT_WINDOW_MINUTES });
  }
  await db.transaction(async (tx) => {
    const removed = await tx.delete(topicReplies).where(eq(topicReplies.id, rid)).returning({ id: topicReplies.id });
    // the last activity goes back to the newest reply left (or the topic's own start): "most active" sorts by it
    if (removed.length) {
      await tx
        .update(topics)
        .set({
          replyCount: sql`greatest(${topics.replyCount} - 1, 0)`,
          lastReplyAt: sql`coalesce((select max(${topicReplies.createdAt}) from ${topicReplies} where ${topicReplies.topicId} = ${tid}), ${topics.createdAt})`,
        })
        .where(eq(topics.id, tid));
    }
  });
  return true;
}
