/** Ids without zod, for the web app's first download (its schemas load as the forms mount). */

/**
 * Whether `s` can be an id: digits only, at most 2^53 − 1 (the server reads ids as numbers and the columns are bigint:
 * a longer one would reach the database as an out-of-range value). IdSchema (common.ts) checks the same.
 */
export function isId(s: string): boolean {
  return /^\d{1,16}$/.test(s) && Number(s) <= Number.MAX_SAFE_INTEGER;
}
