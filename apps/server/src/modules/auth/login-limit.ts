import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** Failed logins in a row an account may have before it is locked. */
export const FREE_FAILURES = 5;
/** The first lock; each further failure doubles it, up to LOCK_MAX_MS. */
export const LOCK_BASE_MS = 60 * 1000;
export const LOCK_MAX_MS = 30 * 60 * 1000;
/** A streak of failures is forgotten this long after it happened (a success or a password reset forgets it at once). */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** The account a failure counts against: the user when one matched, else the name that was tried. */
export function failureKey(userId: number | undefined, identifier: string): string {
  return userId !== undefined ? `user:${userId}` : `name:${identifier.toLowerCase()}`;
}

/** How long the lock lasts after the `n`-th failure in a row (0 while fewer than FREE_FAILURES). */
export function lockDuration(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LOCK_MAX_MS, LOCK_BASE_MS * 2 ** Math.min(failures - FREE_FAILURES, 20));
}

export interface Attempt {
  id: number;
  account: string;
  /** 0: not locked, check the password */
  lockedForMs: number;
}

/**
 * Starts a login attempt: the attempt is written first (as a failure until it succeeds) and only the
 * attempts before it decide the lock, one attempt of an account at a time (an advisory lock for the
 * transaction), so parallel guesses cannot slip in before the count catches up. Answers how long the
 * account stays locked (0: go on and check the password); a refused attempt is withdrawn, so knocking
 * on a locked account does not make its lock longer.
 */
export async function beginAttempt(db: Db, account: string, now = new Date()): Promise<Attempt> {
  return db.transaction(async (tx) => {
    // attempts on one account take turns: an id is taken before its row commits, so a count by ids alone could miss a
    // parallel attempt still committing and let a sixth guess of a burst through (seen on PostgreSQL, 1 burst in 60)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${account}`}))`);
    await tx.delete(loginFailures).where(and(eq(loginFailures.account, account), lt(loginFailures.createdAt, new Date(now.getTime() - FAILURE_MEMORY_MS))));
    const [mine] = await tx.insert(loginFailures).values({ account, createdAt: now }).returning({ id: loginFailures.id });
    const earlier = await tx
      .select({ at: loginFailures.createdAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.account, account), lt(loginFailures.id, mine.id)))
      .orderBy(desc(loginFailures.id));
    // no lock below FREE_FAILURES: the last failure's time alone is no lock (a parallel attempt that started a moment
    // later stamps a later time, and counting that moment as a lock withdrew attempts and let a burst past the count)
    const duration = lockDuration(earlier.length);
    const lockedUntil = duration > 0 ? earlier[0].at.getTime() + duration : 0;
    const lockedForMs = Math.max(0, lockedUntil - now.getTime());
    if (lockedForMs > 0) await tx.delete(loginFailures).where(eq(loginFailures.id, mine.id));
    return { id: mine.id, account, lockedForMs };
  });
}

/** A right password: the streak of failures of this account ends. */
export async function clearFailures(db: Db, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
}
