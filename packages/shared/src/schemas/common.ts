import { z } from 'zod';

/** Ids are strings on the wire. */
export const IdSchema = z.string().regex(/^\d+$/, { error: 'validation.id' });

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
