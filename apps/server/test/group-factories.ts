import { eq, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { groupApplications, groupMembers, groups } from '../src/db/schema';
import { uniqueName, type TestUser } from './factories';

export interface TestGroup {
  id: number;
  name: string;
}

/** Inserts a group owned by `owner` (member count 1) straight into the database. */
export async function buildGroup(
  app: App,
  owner: Pick<TestUser, 'id'>,
  overrides: Partial<typeof groups.$inferInsert> = {},
): Promise<TestGroup> {
  const [row] = await app.db
    .insert(groups)
    .values({ name: uniqueName('Society '), ownerId: owner.id, memberCount: 1, ...overrides })
    .returning({ id: groups.id, name: groups.name });
  await app.db.insert(groupMembers).values({ groupId: row.id, userId: owner.id, role: 'owner' });
  return row;
}

/** Adds a member with a role and keeps member_count in step. */
export async function addMember(app: App, group: TestGroup, user: Pick<TestUser, 'id'>, role: 'organiser' | 'member' = 'member') {
  await app.db.insert(groupMembers).values({ groupId: group.id, userId: user.id, role });
  await app.db.update(groups).set({ memberCount: sql`${groups.memberCount} + 1` }).where(eq(groups.id, group.id));
}

/** A pending application of `user` to `group`; answers its id. */
export async function buildApplication(app: App, group: TestGroup, user: Pick<TestUser, 'id'>, message = 'Please let me in'): Promise<number> {
  const [row] = await app.db.insert(groupApplications).values({ groupId: group.id, userId: user.id, message }).returning({ id: groupApplications.id });
  return row.id;
}

/** member_count as stored and the real number of member rows. */
export async function memberCounts(app: App, group: TestGroup) {
  const [stored] = await app.db.select({ n: groups.memberCount }).from(groups).where(eq(groups.id, group.id));
  const [real] = await app.db.select({ n: sql<number>`count(*)::int` }).from(groupMembers).where(eq(groupMembers.groupId, group.id));
  return { stored: stored.n, real: real.n };
}
