import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';

export type UserTokenKind = 'activation' | 'reset';

export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

/** Issues a single-use mailed token; earlier unused tokens of the same kind stop working. */
export async function issueUserToken(db: Db, userId: number, kind: UserTokenKind, ttlMs: number): Promise<string> {
  const token = newToken();
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({ userId, kind, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
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
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}
