import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { tooMany } from '../../lib/errors';

export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 100;

/** The account a failure counts against: the user when one matched, else the name that was tried. */
export function failureKey(userId: number | undefined, identifier: string): string {
  return userId !== undefined ? `user:${userId}` : `name:${identifier.toLowerCase()}`;
}

/** 429 once an account has had 100 failed logins within the last hour. */
export async function assertNotLocked(db: Db, account: string): Promise<void> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const where = and(eq(loginFailures.account, account), gt(loginFailures.createdAt, since));
  const [{ n }] = await db.select({ n: count() }).from(loginFailures).where(where);
  if (n < MAX_FAILURES_PER_ACCOUNT) return;
  const [oldest] = await db
    .select({ at: loginFailures.createdAt })
    .from(loginFailures)
    .where(where)
    .orderBy(asc(loginFailures.createdAt))
    .offset(n - MAX_FAILURES_PER_ACCOUNT)
    .limit(1);
  const waitMs = (oldest?.at.getTime() ?? Date.now()) + FAILURE_WINDOW_MS - Date.now();
  throw tooMany('errors.accountLocked', { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) });
}

export async function recordFailure(db: Db, account: string): Promise<void> {
  await db.insert(loginFailures).values({ account });
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.account, account), lt(loginFailures.createdAt, new Date(Date.now() - FAILURE_WINDOW_MS))));
}
