import { z } from 'zod';
import { IdSchema, PageQuerySchema, pageOf } from './common';
import { PostAuthorSchema } from './notice';

/** Topics: discussion threads of a group's members, with replies (one level of quoting). */

/** Authors may edit (or delete) their own topic or reply for this long after posting. */
export const POST_EDIT_WINDOW_MINUTES = 30;

export const TopicTitleSchema = z
  .string({ error: 'validation.topic.titleRequired' })
  .trim()
  .min(1, { error: 'validation.topic.titleRequired' })
  .max(100, { error: 'validation.topic.titleMax' });

/** The spec's 'please fill in content'. */
export const TopicContentSchema = z
  .string({ error: 'validation.topic.contentRequired' })
  .trim()
  .min(1, { error: 'validation.topic.contentRequired' })
  .max(20000, { error: 'validation.topic.contentMax' });

export const TopicCreateSchema = z.object({ groupId: IdSchema, title: TopicTitleSchema, content: TopicContentSchema });
export type TopicCreateInput = z.input<typeof TopicCreateSchema>;

/** Authors edit title/content within the window; organisers set pinned/locked/hidden. */
export const TopicUpdateSchema = z.object({
  title: TopicTitleSchema.optional(),
  content: TopicContentSchema.optional(),
  pinned: z.boolean().optional(),
  locked: z.boolean().optional(),
  hidden: z.boolean().optional(),
});
export type TopicUpdateInput = z.input<typeof TopicUpdateSchema>;

export const TOPIC_ORDERS = ['newest', 'active'] as const;
export const TopicListQuerySchema = PageQuerySchema.extend({
  groupId: IdSchema.optional(),
  order: z.enum(TOPIC_ORDERS).default('newest'),
});
export type TopicListQuery = z.input<typeof TopicListQuerySchema>;

export const TopicSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  title: z.string(),
  author: PostAuthorSchema.nullable(),
  pinned: z.boolean(),
  locked: z.boolean(),
  hidden: z.boolean(),
  replyCount: z.number().int(),
  lastReplyAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Topic = z.infer<typeof TopicSchema>;
export const TopicListSchema = pageOf(TopicSchema);
export type TopicList = z.infer<typeof TopicListSchema>;

export const ReplyCreateSchema = z.object({ content: TopicContentSchema, quoteReplyId: IdSchema.optional() });
export type ReplyCreateInput = z.input<typeof ReplyCreateSchema>;
export const ReplyUpdateSchema = z.object({ content: TopicContentSchema.optional(), hidden: z.boolean().optional() });
export type ReplyUpdateInput = z.input<typeof ReplyUpdateSchema>;

export const QuoteSchema = z.object({ id: z.string(), author: z.string(), content: z.string(), hidden: z.boolean() });

export const ReplySchema = z.object({
  id: z.string(),
  topicId: z.string(),
  author: PostAuthorSchema.nullable(),
  /** '' when hidden and the caller is not an organiser */
  content: z.string(),
  hidden: z.boolean(),
  quote: QuoteSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Reply = z.infer<typeof ReplySchema>;

export const TopicDetailQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const TopicDetailSchema = TopicSchema.extend({
  content: z.string(),
  replies: pageOf(ReplySchema),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canModerate: z.boolean(),
  /** until when the author may still edit (ISO) */
  editableUntil: z.string(),
});
export type TopicDetail = z.infer<typeof TopicDetailSchema>;

/** `POST /api/uploads/images` answer: the URL to put in markdown. */
export const UploadedImageSchema = z.object({ url: z.string() });
export { POST_IMAGE_MAX_BYTES } from './post-limits';
