import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupMembers, groups, sessions, users } from '../src/db/schema';
import { hashToken, newToken } from '../src/lib/tokens';
import { buildTestApp } from './helpers';
import { bearer, buildUser, uniqueName } from './factories';
import { buildGroup } from './group-factories';
import { activityRow, buildActivity, playersOf } from './activity-factories';

// PGlite here; the server-pg project reruns this file on PostgreSQL when TEST_DATABASE_URL is set
const { app } = await buildTestApp();

/** `n` members with sessions, inserted in three statements (not through registration). */
async function manyMembers(groupId: number, n: number): Promise<string[]> {
  const prefix = uniqueName('crowd');
  const rows = await app.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ username: `${prefix}_${i}`, email: `${prefix}_${i}@example.com`, nickname: `Crowd ${i}`, passwordHash: 'x', emailVerified: true })))
    .returning({ id: users.id });
  await app.db.insert(groupMembers).values(rows.map((r) => ({ groupId, userId: r.id, role: 'member' as const })));
  await app.db.update(groups).set({ memberCount: sql`${groups.memberCount} + ${n}` }).where(eq(groups.id, groupId));
  const tokens = rows.map(() => newToken());
  await app.db
    .insert(sessions)
    .values(rows.map((r, i) => ({ userId: r.id, tokenHash: hashToken(tokens[i]), expiresAt: new Date(Date.now() + 86_400_000) })));
  return tokens;
}

describe('capacity under concurrent sign-ups', () => {
  it('200 parallel sign-ups against capacity 50: exactly 50 places, 150 waiting in order, no error, no duplicate', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner);
    const a = await buildActivity(app, group.id, { capacity: 50 });
    const tokens = await manyMembers(group.id, 200);

    const answers = await Promise.all(
      tokens.map((token) =>
        app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: bearer(token), payload: { remark: '' } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const data = answers.map((r) => (r.json() as { data: { status: string; position?: number } }).data);
    expect(data.filter((d) => d.status === 'registered')).toHaveLength(50);
    expect(data.filter((d) => d.status === 'waitlisted')).toHaveLength(150);

    const rows = await playersOf(app, a.id);
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((p) => p.userId)).size).toBe(200);
    expect(rows.filter((p) => p.status === 'registered')).toHaveLength(50);
    expect((await activityRow(app, a.id)).registered).toBe(50);
    // waiting-list positions are 1..150 in arrival order (by player id)
    const positions = data.flatMap((d) => (d.position === undefined ? [] : [d.position])).sort((x, y) => x - y);
    expect(positions).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));

    // the same crowd again: every second attempt is a duplicate → 409, nothing changes
    const again = await Promise.all(
      tokens.slice(0, 40).map((token) =>
        app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: bearer(token), payload: {} }),
      ),
    );
    expect(again.every((r) => r.statusCode === 409)).toBe(true);
    expect(await playersOf(app, a.id)).toHaveLength(200);
    expect((await activityRow(app, a.id)).registered).toBe(50);
  }, 120_000);

  it('parallel cancellations promote exactly as many waiting members as places freed', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner);
    const a = await buildActivity(app, group.id, { capacity: 10 });
    const tokens = await manyMembers(group.id, 30);
    for (const token of tokens) {
      await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: bearer(token), payload: {} });
    }
    const cancelling = tokens.slice(0, 5).concat(tokens.slice(25, 30)); // 5 holding places, 5 waiting
    const res = await Promise.all(
      cancelling.map((token) => app.inject({ method: 'DELETE', url: `/api/activities/${a.id}/registrations/me`, headers: bearer(token) })),
    );
    expect(res.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await playersOf(app, a.id);
    expect(rows).toHaveLength(20);
    expect(rows.filter((p) => p.status === 'registered')).toHaveLength(10);
    expect((await activityRow(app, a.id)).registered).toBe(10);
  }, 60_000);
});
