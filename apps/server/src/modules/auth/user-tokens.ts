import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Conn, Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';

export type UserTokenKind = 'activation' | 'reset' | 'emailChange';

export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
/** a link confirming a new address works as long as an activation link */
export const EMAIL_CHANGE_TTL_MS = ACTIVATION_TTL_MS;

/**
 * Issues a single-use token to be mailed to `sentTo`; earlier unused tokens of the same kind stop working. The token works
 * only while `sentTo` is still the account's address: a link that reached an old mailbox proves nothing about a new one.
 */
export async function issueUserToken(db: Db, user: { id: number; email: string }, kind: UserTokenKind, ttlMs: number): Promise<string> {
  const token = newToken();
  // one at a time per account (its row locked): two requests at once must not both leave a working link
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await tx
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
    await tx.insert(userTokens).values({ userId: user.id, kind, tokenHash: hashToken(token), sentTo: user.email, expiresAt: new Date(Date.now() + ttlMs) });
  });
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
export async function consumeUserToken(db: Conn, token: string, kind: UserTokenKind): Promise<number | null> {
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

/**
 * The new address a user asked for and has not confirmed yet (the newest live `emailChange` link), or null. The account
 * keeps its address until the link sent to the new one is opened, so a mistyped address locks nobody out.
 */
export async function pendingEmailOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ sentTo: userTokens.sentTo })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, 'emailChange'), isNull(userTokens.usedAt), gt(userTokens.expiresAt, new Date())))
    .orderBy(desc(userTokens.createdAt))
    .limit(1);
  return row?.sentTo ?? null;
}

/** Uses an `emailChange` link once: its user and the address it was mailed to (the new one), or null. */
export async function consumeEmailChange(db: Db, token: string): Promise<{ userId: number; email: string } | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.kind, 'emailChange'), isNull(userTokens.usedAt), gt(userTokens.expiresAt, new Date())))
    .returning({ userId: userTokens.userId, sentTo: userTokens.sentTo });
  return row?.sentTo ? { userId: row.userId, email: row.sentTo } : null;
}
