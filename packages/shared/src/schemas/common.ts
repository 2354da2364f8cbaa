import { z } from 'zod';
import { isId } from './id-values';

/** Ids are strings on the wire: digits only, at most 2^53 − 1 (isId in id-values.ts, which the web app uses without zod). */
export const IdSchema = z
  .string()
  // abort: a value that is not digits is one mistake, not also a second "too large" one
  .regex(/^\d+$/, { error: 'validation.id', abort: true })
  .refine(isId, { error: 'validation.id' });

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  keyword: z.string().trim().max(100).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const OkSchema = z.literal(true);

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}
