import { z } from 'zod';

/** The envelope schema of a successful answer, for route `response` declarations. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), msg: z.string(), data });
}

export function ok<T>(data: T) {
  return { code: 0 as const, msg: 'ok', data };
}
