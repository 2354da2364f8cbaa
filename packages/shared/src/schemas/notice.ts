import { z } from 'zod';
import { IdSchema, PageQuerySchema, pageOf } from './common';

/** Notices: announcements of a group (or one of its events) by its organisers. Content is markdown as written. */

export const NoticeTitleSchema = z
  .string({ error: 'validation.notice.titleRequired' })
  .trim()
  .min(1, { error: 'validation.notice.titleRequired' })
  .max(100, { error: 'validation.notice.titleMax' });

/** The spec's 'please fill in content'. */
export const NoticeContentSchema = z
  .string({ error: 'validation.notice.contentRequired' })
  .trim()
  .min(1, { error: 'validation.notice.contentRequired' })
  .max(20000, { error: 'validation.notice.contentMax' });

/** `POST /api/notices` (organisers of the group). */
export const NoticeCreateSchema = z.object({
  groupId: IdSchema,
  activityId: IdSchema.optional(),
  title: NoticeTitleSchema,
  content: NoticeContentSchema,
  pinned: z.boolean().optional(),
});
export type NoticeCreateInput = z.input<typeof NoticeCreateSchema>;

/** `PATCH /api/notices/:nid` (organisers). */
export const NoticeUpdateSchema = z.object({
  title: NoticeTitleSchema.optional(),
  content: NoticeContentSchema.optional(),
  pinned: z.boolean().optional(),
});
export type NoticeUpdateInput = z.input<typeof NoticeUpdateSchema>;

/** `GET /api/notices` — by group, or by event; without either: the notices of all my groups. */
export const NoticeListQuerySchema = PageQuerySchema.extend({
  groupId: IdSchema.optional(),
  activityId: IdSchema.optional(),
});
export type NoticeListQuery = z.input<typeof NoticeListQuerySchema>;

export const PostAuthorSchema = z.object({ id: z.string(), nickname: z.string(), avatar: z.string() });
export type PostAuthor = z.infer<typeof PostAuthorSchema>;

export const NoticeSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  activityId: z.string().nullable(),
  activityTitle: z.string().nullable(),
  title: z.string(),
  pinned: z.boolean(),
  author: PostAuthorSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** whether I have opened it */
  read: z.boolean(),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const NoticeListSchema = pageOf(NoticeSchema).extend({ unread: z.number().int() });
export type NoticeList = z.infer<typeof NoticeListSchema>;

export const NoticeDetailSchema = NoticeSchema.extend({
  content: z.string(),
  /** organisers of the group only: how many members opened it out of how many */
  receipts: z.object({ read: z.number().int(), members: z.number().int() }).nullable(),
  canManage: z.boolean(),
});
export type NoticeDetail = z.infer<typeof NoticeDetailSchema>;
