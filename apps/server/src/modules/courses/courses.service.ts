import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Course, CourseData, CourseList, CourseListQuerySchema } from '@golf/shared/schemas/course';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { courses, groupMembers } from '../../db/schema';
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

const canEdit = (user: AuthUser, row: typeof courses.$inferSelect, organiser: boolean) => organiser || row.createdBy === user.id;

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
  const [rows, [{ total }], organiser] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(asc(courses.venue), asc(courses.name), asc(courses.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(courses).where(where),
    organisesAnyGroup(db, user),
  ]);
  return { list: rows.map((row) => presentCourse(row, canEdit(user, row, organiser))), total };
}

export async function getCourse(db: Db, user: AuthUser, cid: number): Promise<Course> {
  const row = await findCourse(db, cid);
  return presentCourse(row, canEdit(user, row, await organisesAnyGroup(db, user)));
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
  if (!canEdit(user, existing, await organisesAnyGroup(db, user))) throw forbidden('errors.courseEditForbidden');
  const [row] = await db
    .update(courses)
    .set({ name: data.name, venue: data.venue, location: data.location, holes: sortedHoles(data), tees: data.tees, updatedAt: new Date() })
    .where(eq(courses.id, cid))
    .returning();
  return presentCourse(row, true);
}
