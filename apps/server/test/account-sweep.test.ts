import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, sessions, userTokens } from '../src/db/schema';
import { sweepAccounts, SPENT_TOKENS_KEPT_MS } from '../src/modules/auth/housekeeping';
import { FAILURE_MEMORY_MS } from '../src/modules/auth/login-limit';
import { bearer, buildUser } from './factories';
import { buildTestApp } from './helpers';

const { app } = await buildTestApp();
const HOUR = 60 * 60 * 1000;

describe('the account sweep', () => {
  it('removes ended sessions, links spent a week ago and forgotten failed logins, and keeps everything still in use', async () => {
    const user = await buildUser(app);
    const now = new Date();
    const at = (ms: number) => new Date(now.getTime() + ms);
    const [ended, live] = await app.db
      .insert(sessions)
      .values([
        { userId: Number(user.id), tokenHash: `ended-${user.id}`, expiresAt: at(-HOUR) },
        { userId: Number(user.id), tokenHash: `live-${user.id}`, expiresAt: at(HOUR) },
      ])
      .returning({ id: sessions.id });
    const tokens = await app.db
      .insert(userTokens)
      .values([
        // expired more than a week ago / used more than a week ago: gone
        { userId: Number(user.id), kind: 'reset', tokenHash: `old-expired-${user.id}`, expiresAt: at(-SPENT_TOKENS_KEPT_MS - HOUR) },
        { userId: Number(user.id), kind: 'activation', tokenHash: `old-used-${user.id}`, expiresAt: at(HOUR), usedAt: at(-SPENT_TOKENS_KEPT_MS - HOUR) },
        // expired yesterday, used yesterday, still valid: kept
        { userId: Number(user.id), kind: 'reset', tokenHash: `recent-expired-${user.id}`, expiresAt: at(-24 * HOUR) },
        { userId: Number(user.id), kind: 'reset', tokenHash: `recent-used-${user.id}`, expiresAt: at(HOUR), usedAt: at(-24 * HOUR) },
        { userId: Number(user.id), kind: 'reset', tokenHash: `valid-${user.id}`, expiresAt: at(HOUR) },
      ])
      .returning({ id: userTokens.id, tokenHash: userTokens.tokenHash });
    const account = `name:sweep-${user.id}`;
    await app.db.insert(loginFailures).values([
      { account, createdAt: at(-FAILURE_MEMORY_MS - HOUR) },
      { account, createdAt: at(-HOUR) },
    ]);

    await sweepAccounts(app.db, now);

    const leftSessions = await app.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, [ended.id, live.id]));
    expect(leftSessions.map((s) => s.id)).toEqual([live.id]);
    const leftTokens = await app.db.select({ tokenHash: userTokens.tokenHash }).from(userTokens).where(inArray(userTokens.id, tokens.map((t) => t.id)));
    expect(leftTokens.map((t) => t.tokenHash.replace(`-${user.id}`, '')).sort()).toEqual(['recent-expired', 'recent-used', 'valid']);
    expect(await app.db.select().from(loginFailures).where(eq(loginFailures.account, account))).toHaveLength(1);
    // the user's own session (from buildUser) still works
    expect((await app.inject({ method: 'POST', url: '/api/user/info', headers: bearer(user.token) })).statusCode).toBe(200);
  });
});
