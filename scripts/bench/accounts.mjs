// Many member accounts with open sessions, written straight into the database while the server is
// stopped (runs under tsx, like the rest of the bench): signing up thousands of accounts through
// the API would spend minutes in argon2 and the activation mails, which is not what we measure.
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { groupMembers, groups, sessions, users } from '../../apps/server/src/db/schema/index.ts';
import { hashToken, newToken } from '../../apps/server/src/lib/tokens.ts';

const CHUNK = 1000;

/**
 * `n` activated members of `groupId`, each with a session token valid for a day. The accounts have
 * no usable password (they only act through their tokens). Answers the tokens, in insertion order.
 */
export async function seedMembers({ dataDir, databaseUrl, groupId, n, prefix }) {
  const database = await openDatabase(databaseUrl ? { url: databaseUrl, migrate: false } : { dataDir: path.join(dataDir, 'pglite'), migrate: false });
  const tokens = [];
  try {
    for (let from = 0; from < n; from += CHUNK) {
      const size = Math.min(CHUNK, n - from);
      await database.db.transaction(async (tx) => {
        const rows = await tx
          .insert(users)
          .values(
            Array.from({ length: size }, (_, k) => {
              const i = from + k;
              return { username: `${prefix}_${i}`, email: `${prefix}_${i}@example.com`, nickname: `Bench ${i}`, passwordHash: 'x', emailVerified: true, sex: i % 4 ? 'M' : 'F', handicap: 10 + (i % 20) };
            }),
          )
          .returning({ id: users.id });
        await tx.insert(groupMembers).values(rows.map((r) => ({ groupId, userId: r.id, role: 'member' })));
        const chunkTokens = rows.map(() => newToken());
        await tx.insert(sessions).values(rows.map((r, k) => ({ userId: r.id, tokenHash: hashToken(chunkTokens[k]), expiresAt: new Date(Date.now() + 86_400_000) })));
        tokens.push(...chunkTokens);
      });
    }
    await database.db.update(groups).set({ memberCount: sql`${groups.memberCount} + ${n}` }).where(eq(groups.id, groupId));
    // the bulk load is the bench's own doing: the database's statistics and visibility map are brought up to date now,
    // so that autovacuum does not do it during the first measured case (the list, whose figures varied 2x between runs)
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
  return tokens;
}
