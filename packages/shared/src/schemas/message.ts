import { z } from 'zod';
import { IdSchema } from './common';

export const MessageTypeSchema = z.enum(['message', 'notice', 'todo']);
export const MessageStatusSchema = z.enum(['unread', 'read']);

export const MessageSchema = z.object({
  id: z.string(),
  type: MessageTypeSchema,
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  time: z.string(),
  status: MessageStatusSchema,
});
export type Message = z.infer<typeof MessageSchema>;

export const MessageListQuerySchema = z.object({
  status: MessageStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const MessageListSchema = z.object({
  list: z.array(MessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
});

export const MarkReadSchema = z.object({
  ids: z.array(IdSchema).min(1).max(500),
});

/** `POST /api/messages/read-all`: every message of mine up to `upTo` (the newest one shown), not one that came later. */
export const MarkAllReadSchema = z.object({
  upTo: IdSchema,
});
