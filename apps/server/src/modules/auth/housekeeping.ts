import { and, lt, or, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, sessions, userTokens } from '../../db/schema';
import { FAILURE_MEMORY_MS } from './login-limit';

/** How often the account tables are swept. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Mailed links are kept this long after they expired or were used (support can still see one was sent), then go. */
export const SPENT_TOKENS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Removes what the account tables no longer need: sessions past their end (a request with one is refused anyway, they
 * only grew the table every login adds to), mailed links a week after they expired or were used, and failed logins
 * older than the lock remembers (a later failure of the same account removes its own; these are accounts never tried again).
 */
export async function sweepAccounts(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  const spent = new Date(now.getTime() - SPENT_TOKENS_KEPT_MS);
  await db.delete(userTokens).where(or(lt(userTokens.expiresAt, spent), and(isNotNull(userTokens.usedAt), lt(userTokens.usedAt, spent))));
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - FAILURE_MEMORY_MS)));
}
