import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common';
import { PrizeRuleTypeSchema } from './prize';

/** One prize I won at a finished event, read from its awards snapshot (`GET /api/awards/mine`). */
export const MyAwardSchema = z.object({
  activityId: IdSchema,
  title: z.string(),
  /** first event day 'YYYY-MM-DD' */
  day: z.string(),
  groupName: z.string(),
  ruleId: IdSchema,
  type: PrizeRuleTypeSchema,
  /** the rule as the ceremony says it ("Net #1", "Booby"), in the caller's language */
  label: z.string(),
  /** why I won ("Place 1 by net"), in the caller's language */
  reason: z.string(),
  prizeName: z.string(),
  num: z.number().int(),
  /** num × unit price, when the prize has a price */
  value: z.number().nullable(),
  /** the sponsor's name (null when bought or anonymous) */
  sponsor: z.string().nullable(),
  shared: z.boolean(),
});
export type MyAward = z.infer<typeof MyAwardSchema>;

/** `GET /api/awards/mine?page=&pageSize=` — newest event first, then presentation order. */
export const MyAwardsAnswerSchema = z.object({ list: z.array(MyAwardSchema), total: z.number().int() });
export type MyAwardsAnswer = z.infer<typeof MyAwardsAnswerSchema>;

export const MyAwardsQuerySchema = PageQuerySchema.omit({ keyword: true });
export type MyAwardsQuery = z.infer<typeof MyAwardsQuerySchema>;
