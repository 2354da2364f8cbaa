import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Course, CourseData, CourseList, CourseListQuerySchema } from '@golf/shared/schemas/course';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activities, courses, groupMembers } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import type { AuthUser } from '../../plugins/context';
import { presentCourse } from './courses.presenter';

/** Organisers of any group and admins keep the course library. */
async function organisesAnyGroup(db: Db, user: AuthUser): Promise<boolean> {
  if (user.role === 'admin') return true;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, user.id), inArray(groupMembers.role, ['owner', 'organiser'])))
    .limit(1);
  return Boolean(row);
}

type CourseRow = typeof courses.$inferSelect;

/**
 * The courses of `rows` the user may edit: an admin every one; anyone else a course they created or, as an organiser of
 * some group, any course — but not one that events of a group they do not organise play: a change of its holes would
 * change those events' scorecards and results (two queries, whatever the number of rows).
 */
async function editableCourses(db: Db, user: AuthUser, rows: CourseRow[]): Promise<Set<number>> {
  if (user.role === 'admin') return new Set(rows.map((r) => r.id));
  if (rows.length === 0) return new Set();
  const [organised, usedBy] = await Promise.all([
    db
      .select({ groupId: groupMembers.groupId })
      .from(groupMembers)
      .where(and(eq(groupMembers.userId, user.id), inArray(groupMembers.role, ['owner', 'organiser']))),
    db.execute(sql`
      select distinct c.id::bigint as course_id, a.group_id
      from ${activities} a, jsonb_array_elements_text(a.course_ids) as c(id)
      where c.id::bigint in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)})`),
  ]);
  const mine = new Set(organised.map((o) => Number(o.groupId)));
  const othersUse = new Set(
    (usedBy as unknown as { rows: { course_id: number | string; group_id: number | string }[] }).rows.filter((u) => !mine.has(Number(u.group_id))).map((u) => Number(u.course_id)),
  );
  return new Set(rows.filter((r) => (mine.size > 0 || r.createdBy === user.id) && !othersUse.has(r.id)).map((r) => r.id));
}

async function findCourse(db: Db, cid: number) {
  const [row] = await db.select().from(courses).where(eq(courses.id, cid)).limit(1);
  if (!row) throw notFound('errors.courseNotFound');
  return row;
}

const sortedHoles = (data: CourseData) => [...data.holes].sort((a, b) => a.number - b.number);

export async function listCourses(db: Db, user: AuthUser, query: z.infer<typeof CourseListQuerySchema>): Promise<CourseList> {
  const filters: SQL[] = [];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    filters.push(or(ilike(courses.name, pattern), ilike(courses.venue, pattern), ilike(courses.location, pattern))!);
  }
  if (query.venue) filters.push(eq(courses.venue, query.venue));
  if (query.holes) filters.push(sql`jsonb_array_length(${courses.holes}) = ${query.holes}`);
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(asc(courses.venue), asc(courses.name), asc(courses.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  const editable = await editableCourses(db, user, rows);
  return { list: rows.map((row) => presentCourse(row, editable.has(row.id))), total };
}

/** How many finished events play the course (the detail's `finishedEvents`). */
async function finishedEventsOf(db: Db, cid: number): Promise<number> {
  const [{ finished }] = await db
    .select({ finished: count() })
    .from(activities)
    .where(and(eq(activities.status, 'finished'), sql`${activities.courseIds} @> ${JSON.stringify([cid])}::jsonb`));
  return finished;
}

export async function getCourse(db: Db, user: AuthUser, cid: number): Promise<Course> {
  const row = await findCourse(db, cid);
  const [editable, finished] = await Promise.all([editableCourses(db, user, [row]), finishedEventsOf(db, row.id)]);
  return presentCourse(row, editable.has(row.id), finished);
}

export async function createCourse(db: Db, user: AuthUser, data: CourseData): Promise<Course> {
  if (!(await organisesAnyGroup(db, user))) throw forbidden('errors.courseOrganisersOnly');
  const [row] = await db
    .insert(courses)
    .values({ name: data.name, venue: data.venue, location: data.location, holes: sortedHoles(data), tees: data.tees, createdBy: user.id })
    .returning();
  return presentCourse(row, true);
}

export async function updateCourse(db: Db, user: AuthUser, cid: number, data: CourseData): Promise<Course> {
  const existing = await findCourse(db, cid);
  if (!(await editableCourses(db, user, [existing])).has(existing.id)) throw forbidden('errors.courseEditForbidden');
  const [row] = await db
    .update(courses)
    .set({ name: data.name, venue: data.venue, location: data.location, holes: sortedHoles(data), tees: data.tees, updatedAt: new Date() })
    .where(eq(courses.id, cid))
    .returning();
  // the answer is the detail the editor shows next: with the finished events that play it
  return presentCourse(row, true, await finishedEventsOf(db, cid));
}
