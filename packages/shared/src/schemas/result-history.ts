import { z } from 'zod';
import { IdSchema, PageQuerySchema, pageOf } from './common';

/** One finished event of mine with my line of its stored results (`GET /api/results/mine`). */
export const MyResultSchema = z.object({
  activityId: IdSchema,
  title: z.string(),
  /** first event day 'YYYY-MM-DD' */
  day: z.string(),
  groupName: z.string(),
  pid: IdSchema,
  /** null when I was listed but not ranked (no card, withdrawn, incomplete) */
  rank: z.number().int().nullable(),
  tied: z.boolean(),
  /** players ranked in that event */
  ranked: z.number().int(),
  gross: z.number().nullable(),
  handicap: z.number().nullable(),
  net: z.number().nullable(),
  toPar: z.number().nullable(),
  points: z.number().nullable(),
  status: z.string(),
});
export type MyResult = z.infer<typeof MyResultSchema>;

/** `GET /api/results/mine?page=&pageSize=` — newest first. */
export const MyResultsAnswerSchema = pageOf(MyResultSchema);
export type MyResultsAnswer = z.infer<typeof MyResultsAnswerSchema>;

export const MyResultsQuerySchema = PageQuerySchema.omit({ keyword: true });
export type MyResultsQuery = z.infer<typeof MyResultsQuerySchema>;
