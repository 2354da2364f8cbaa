import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { flightPlayers, flights, players, scoreLog } from '../src/db/schema';
import { buildUser, type TestUser } from './factories';
import { addMember, buildGroup, type TestGroup } from './group-factories';
import { buildActivity, buildCourse } from './activity-factories';

const here = path.dirname(fileURLToPath(import.meta.url));
export const fixture = (name: string) => fs.readFileSync(path.join(here, 'fixtures', name));

/** The players of the scores-16 fixture: name and sex from its rows. */
export function fixturePlayers(): { name: string; sex: 'M' | 'F' }[] {
  const lines = fixture('scores-16.csv').toString('utf8').trim().split(/\r?\n/).slice(1);
  return lines.map((l) => {
    const [name, sex] = l.split(',');
    return { name, sex: sex as 'M' | 'F' };
  });
}

export interface ScoringEvent {
  group: TestGroup;
  owner: TestUser;
  activityId: number;
  courseId: number;
}

/** A group (owner = organiser), Pine Ridge (18 holes, par 72) and an event in `status` with New Peoria. */
export async function buildScoringEvent(app: App, status: 'playing' | 'closed' | 'finished' | 'registering' = 'playing', handicapSystem: Record<string, unknown> = { type: 'peoria' }): Promise<ScoringEvent> {
  const owner = await buildUser(app);
  const group = await buildGroup(app, owner);
  const course = await buildCourse(app);
  const activity = await buildActivity(app, group.id, { status, courseIds: [course.id], capacity: 100, handicapSystem });
  return { group, owner, activityId: activity.id, courseId: course.id };
}

/** A guest player holding a place; answers its id. */
export async function addGuest(app: App, activityId: number, name: string, sex: 'M' | 'F' = 'M', extra: Partial<typeof players.$inferInsert> = {}): Promise<number> {
  const [row] = await app.db.insert(players).values({ activityId, name, sex, status: 'registered', isGuest: true, ...extra }).returning({ id: players.id });
  return row.id;
}

/** A member of the group entered in the event; answers the user and the player id. */
export async function addMemberPlayer(app: App, event: ScoringEvent, name: string): Promise<{ user: TestUser; pid: number }> {
  const user = await buildUser(app);
  await addMember(app, event.group, user);
  const [row] = await app.db
    .insert(players)
    .values({ activityId: event.activityId, userId: user.id, name, sex: 'M', status: 'registered' })
    .returning({ id: players.id });
  return { user, pid: row.id };
}

/** A flight of the given players with an optional marker; answers its id. */
export async function buildFlight(app: App, activityId: number, pids: number[], markerPlayerId: number | null = null): Promise<number> {
  const [row] = await app.db
    .insert(flights)
    .values({ activityId, day: '2026-01-01', teeTime: '08:00', markerPlayerId })
    .returning({ id: flights.id });
  await app.db.insert(flightPlayers).values(pids.map((playerId, position) => ({ flightId: row.id, playerId, position })));
  return row.id;
}

export async function scoreLogOf(app: App, activityId: number) {
  return app.db.select().from(scoreLog).where(eq(scoreLog.activityId, activityId)).orderBy(scoreLog.id);
}

/** A multipart/form-data body with one file field. */
export function multipartFile(filename: string, content: Buffer, contentType: string) {
  const boundary = '----golf-score-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
