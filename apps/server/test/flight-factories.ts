import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { activities, players } from '../src/db/schema';
import { buildUser, type TestUser } from './factories';
import { addMember, buildGroup, type TestGroup } from './group-factories';
import { buildActivity, buildCourse } from './activity-factories';

export interface FlightEvent {
  owner: TestUser;
  group: TestGroup;
  /** members entered in the event, in registration order */
  members: TestUser[];
  /** player ids in registration order (members first, then guests) */
  pids: string[];
  aid: number;
}

/**
 * A group, an event on an 18-hole course, registration closed, and `count` members holding places
 * with handicaps 0, 2, 4 …; `remarks[i]` becomes member i's remark.
 */
export async function buildFlightEvent(app: App, count: number, opts: { remarks?: Record<number, string>; guests?: number } = {}): Promise<FlightEvent> {
  const owner = await buildUser(app);
  const group = await buildGroup(app, owner);
  const course = await buildCourse(app);
  const activity = await buildActivity(app, group.id, { status: 'closed', capacity: 200, courseIds: [course.id], teeOffTime: '07:30' });
  const members: TestUser[] = [];
  const pids: string[] = [];
  for (let i = 0; i < count; i++) {
    const m = await buildUser(app, { nickname: `Player ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? i : ''}` });
    await addMember(app, group, m);
    members.push(m);
    const [p] = await app.db
      .insert(players)
      .values({ activityId: activity.id, userId: m.id, name: `Player ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? i : ''}`, sex: 'M', handicap: i * 2, status: 'registered', remark: opts.remarks?.[i] ?? '' })
      .returning({ id: players.id });
    pids.push(String(p.id));
  }
  for (let i = 0; i < (opts.guests ?? 0); i++) {
    const [p] = await app.db
      .insert(players)
      .values({ activityId: activity.id, userId: null, name: `Guest ${i + 1}`, sex: 'F', handicap: 30, status: 'registered', isGuest: true, hostUserId: members[i].id })
      .returning({ id: players.id });
    pids.push(String(p.id));
  }
  await app.db.update(activities).set({ registered: pids.length }).where(eq(activities.id, activity.id));
  return { owner, group, members, pids, aid: activity.id };
}
