import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';

export type UserTokenKind = 'activation' | 'reset';

export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Issues a single-use token to be mailed to `sentTo`; earlier unused tokens of the same kind stop working. The token works
 * only while `sentTo` is still the account's address: a link that reached an old mailbox proves nothing about a new one.
 */
export async function issueUserToken(db: Db, user: { id: number; email: string }, kind: UserTokenKind, ttlMs: number): Promise<string> {
  const token = newToken();
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, user.id), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({ userId: user.id, kind, tokenHash: hashToken(token), sentTo: user.email, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/**
 * Ends every unused mailed token of a user: when the address changes (a link mailed to the old address must not prove the
 * new one), or the password does (a reset asked for before it is stale).
 */
export async function revokeUserTokens(db: Db, userId: number, kinds: readonly UserTokenKind[] = ['activation', 'reset']): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), inArray(userTokens.kind, [...kinds]), isNull(userTokens.usedAt)));
}

/** Marks the token used in one statement (so it works once) and returns its user, or null when unknown, used or expired. */
export async function consumeUserToken(db: Db, token: string, kind: UserTokenKind): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
        // mailed to the address the account has now (an address changed meanwhile, even while the mail was on its way)
        or(isNull(userTokens.sentTo), sql`lower(${userTokens.sentTo}) = (select lower(${users.email}) from ${users} where ${users.id} = ${userTokens.userId})`),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}
