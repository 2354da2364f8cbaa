import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { activities, courses, messages, players } from '../src/db/schema';

/** 'YYYY-MM-DD' `days` from today (UTC). */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** An ISO instant `hours` from now. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export const PINE_RIDGE_HOLES = [
  [4, 7], [4, 3], [3, 15], [5, 11], [4, 1], [4, 9], [3, 17], [4, 5], [5, 13],
  [4, 8], [3, 16], [5, 12], [4, 2], [4, 10], [4, 6], [3, 18], [5, 4], [4, 14],
].map(([par, strokeIndex], i) => ({ number: i + 1, par, strokeIndex }));

export async function buildCourse(app: App, overrides: Partial<typeof courses.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(courses)
    .values({ name: 'Pine Ridge (test)', holes: PINE_RIDGE_HOLES, tees: [{ name: 'Blue', rating: 72.1, slope: 128 }], ...overrides })
    .returning();
  return row;
}

/** An event of `groupId` inserted directly: registering, members only, deadline in a week, play in ten days. */
export async function buildActivity(app: App, groupId: number, overrides: Partial<typeof activities.$inferInsert> = {}) {
  const acdate = dayFromNow(10);
  const [row] = await app.db
    .insert(activities)
    .values({
      groupId,
      title: 'Test Cup',
      status: 'registering',
      acdate,
      days: [acdate],
      regtime: new Date(hoursFromNow(24 * 7)),
      capacity: 4,
      isPublic: false,
      ...overrides,
    })
    .returning();
  return row;
}

export async function activityRow(app: App, id: number) {
  const [row] = await app.db.select().from(activities).where(eq(activities.id, id));
  return row;
}

export async function playersOf(app: App, activityId: number) {
  return app.db.select().from(players).where(eq(players.activityId, activityId)).orderBy(players.id);
}

export async function messageKinds(app: App, userId: number) {
  const rows = await app.db.select({ kind: messages.kind }).from(messages).where(eq(messages.userId, userId)).orderBy(messages.id);
  return rows.map((r) => r.kind);
}
