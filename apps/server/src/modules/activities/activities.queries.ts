import { and, count, eq, inArray, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MyRegistration } from '@golf/shared/schemas/activity';
import type { GroupRole } from '@golf/shared/schemas/group';
import type { Db } from '../../db/client';
import { courses, groupMembers, groups, players } from '../../db/schema';
import type { AuthUser } from '../../plugins/context';
import { presentCourseRef } from '../courses/courses.presenter';
import type { ActivityRow } from './activities.access';
import type { ActivityContext } from './activities.presenter';

const ORGANISING: GroupRole[] = ['owner', 'organiser'];

/** Waiting-list length per activity. */
export async function waitlistCounts(db: Db, activityIds: number[]): Promise<Map<number, number>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .select({ activityId: players.activityId, n: count() })
    .from(players)
    .where(and(inArray(players.activityId, activityIds), eq(players.status, 'waitlisted')))
    .groupBy(players.activityId);
  return new Map(rows.map((r) => [r.activityId, r.n]));
}

/** 1-based places of the user's waitlisted registrations, per activity. */
async function myPositions(db: Db, userId: number, activityIds: number[]): Promise<Map<number, number>> {
  const mine = alias(players, 'mine');
  const rows = await db
    .select({ activityId: players.activityId, n: count() })
    .from(players)
    .innerJoin(mine, and(eq(mine.activityId, players.activityId), eq(mine.userId, userId), eq(mine.status, 'waitlisted')))
    .where(and(inArray(players.activityId, activityIds), eq(players.status, 'waitlisted'), lte(players.id, mine.id)))
    .groupBy(players.activityId);
  return new Map(rows.map((r) => [r.activityId, r.n]));
}

/** The 1-based place of one waitlisted player. */
export async function waitlistPosition(db: Db, activityId: number, playerId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(players)
    .where(and(eq(players.activityId, activityId), eq(players.status, 'waitlisted'), lte(players.id, playerId)));
  return n;
}

/**
 * What an answer needs beside the rows — group names, courses, waiting lists, the caller's
 * registration and role — in six queries whatever the number of rows (no N+1).
 */
export async function activityContexts(db: Db, user: AuthUser | null, rows: ActivityRow[], now: Date): Promise<ActivityContext[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const groupIds = [...new Set(rows.map((r) => r.groupId))];
  const courseIds = [...new Set(rows.flatMap((r) => r.courseIds))];
  const [groupRows, courseRows, waitlisted, myRows, positions, roleRows] = await Promise.all([
    db.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, groupIds)),
    courseIds.length
      ? db.select({ id: courses.id, name: courses.name, venue: courses.venue, holes: courses.holes }).from(courses).where(inArray(courses.id, courseIds))
      : Promise.resolve([]),
    waitlistCounts(db, ids),
    user
      ? db
          .select({ id: players.id, activityId: players.activityId, status: players.status, remark: players.remark })
          .from(players)
          .where(and(eq(players.userId, user.id), inArray(players.activityId, ids)))
      : Promise.resolve([]),
    user ? myPositions(db, user.id, ids) : Promise.resolve(new Map<number, number>()),
    user
      ? db
          .select({ groupId: groupMembers.groupId, role: groupMembers.role })
          .from(groupMembers)
          .where(and(eq(groupMembers.userId, user.id), inArray(groupMembers.groupId, groupIds)))
      : Promise.resolve([]),
  ]);
  const groupName = new Map(groupRows.map((g) => [g.id, g.name]));
  const courseRefs = courseRows.map(presentCourseRef);
  const mine = new Map(myRows.map((p) => [p.activityId, p]));
  const roles = new Map(roleRows.map((r) => [r.groupId, r.role]));
  return rows.map((row) => {
    const p = mine.get(row.id);
    const myRole = roles.get(row.groupId) ?? null;
    let myRegistration: MyRegistration | null = null;
    if (p && p.status !== 'withdrawn') {
      myRegistration = { id: String(p.id), status: p.status, remark: p.remark };
      if (p.status === 'waitlisted') myRegistration.position = positions.get(row.id) ?? 1;
    }
    return {
      groupName: groupName.get(row.groupId) ?? '',
      courses: courseRefs.filter((c) => row.courseIds.includes(Number(c.id))),
      waitlisted: waitlisted.get(row.id) ?? 0,
      myRegistration,
      myRole,
      canManage: user?.role === 'admin' || (myRole !== null && ORGANISING.includes(myRole)),
      now,
    };
  });
}
