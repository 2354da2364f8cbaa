import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { activities, players } from '../src/db/schema';
import { refreshAwards } from '../src/modules/prizes/awards.service';
import { buildUser, type TestUser } from './factories';
import { addMember, buildGroup, type TestGroup } from './group-factories';
import { buildActivity, buildCourse } from './activity-factories';

export interface PrizeEvent {
  owner: TestUser;
  organiser: TestUser;
  member: TestUser;
  outsider: TestUser;
  group: TestGroup;
  activityId: number;
  /** player ids in finishing order (1st first) */
  pids: number[];
  /** the account behind each player, same order */
  golfers: TestUser[];
}

/**
 * A finished event of `size` members (the owner's group; `member` plays last but one, so is the
 * booby). Results are not stored yet: call {@link storeResults}.
 */
export async function buildPrizeEvent(app: App, size = 16): Promise<PrizeEvent> {
  const owner = await buildUser(app);
  const group = await buildGroup(app, owner);
  const organiser = await buildUser(app);
  await addMember(app, group, organiser, 'organiser');
  const outsider = await buildUser(app);
  const course = await buildCourse(app);
  const activity = await buildActivity(app, group.id, { status: 'finished', capacity: size + 4, courseIds: [course.id] });
  const golfers: TestUser[] = [];
  const pids: number[] = [];
  for (let i = 0; i < size; i++) {
    const golfer = await buildUser(app, { sex: i % 4 === 3 ? 'F' : 'M' });
    await addMember(app, group, golfer);
    const [p] = await app.db
      .insert(players)
      .values({ activityId: activity.id, userId: golfer.id, name: `Player ${String(i + 1).padStart(2, '0')}`, sex: i % 4 === 3 ? 'F' : 'M', status: 'registered' })
      .returning({ id: players.id });
    golfers.push(golfer);
    pids.push(p.id);
  }
  return { owner, organiser, member: golfers[size - 2], outsider, group, activityId: activity.id, pids, golfers };
}

/**
 * Stores a results snapshot as the results engine would (rank 1 = first of `order`, nets rising
 * by one stroke) and recomputes the awards from it, as every results recomputation does.
 */
export async function storeResults(app: App, event: PrizeEvent, order: number[] = event.pids) {
  const list = order.map((pid, i) => ({
    pid: String(pid),
    name: `Player ${String(event.pids.indexOf(pid) + 1).padStart(2, '0')}`,
    sex: event.pids.indexOf(pid) % 4 === 3 ? 'F' : 'M',
    division: null,
    rank: i + 1,
    gross: 80 + i,
    handicap: 8,
    net: 72 + i,
    status: 'ok',
  }));
  await app.db
    .update(activities)
    .set({ results: { list, teams: [], computedAt: new Date().toISOString(), version: 1 }, resultsComputedAt: new Date() })
    .where(eq(activities.id, event.activityId));
  await refreshAwards(app.db, event.activityId);
}
