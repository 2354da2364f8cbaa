/** The PostgreSQL error code (SQLSTATE) a query failed with, whether or not the driver wrapped the error. */
export function dbErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && 'code' in e) {
      const code = (e as { code: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : undefined;
  }
  return undefined;
}

/** True when a query failed on a unique index (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return dbErrorCode(error) === '23505';
}

/**
 * What a database refusal that no service turned into a message of its own means for the caller: two requests met
 * (a row another request removed, or inserted, at the same moment; a deadlock or a serialization failure: 409, try
 * again), or a value the database cannot hold (a date in year 0, a number past its column: 400). Anything else is the
 * server's fault (500).
 */
export function dbRefusal(error: unknown): { status: 400 | 409; key: string } | null {
  const code = dbErrorCode(error);
  if (code === undefined) return null;
  if (['23503', '23505', '40P01', '40001'].includes(code)) return { status: 409, key: 'errors.changedMeanwhile' };
  if (['22003', '22007', '22008'].includes(code)) return { status: 400, key: 'errors.valueOutOfRange' };
  return null;
}
