import type { Course, CourseRef } from '@golf/shared/schemas/course';
import { coursePar } from '@golf/shared/golf/course';
import type { courses } from '../../db/schema';

type CourseRow = typeof courses.$inferSelect;

export function presentCourse(row: CourseRow, canEdit: boolean, finishedEvents?: number): Course {
  return {
    id: String(row.id),
    name: row.name,
    venue: row.venue,
    location: row.location,
    holes: row.holes,
    tees: row.tees,
    par: coursePar(row.holes),
    holeCount: row.holes.length,
    createdBy: row.createdBy === null ? null : String(row.createdBy),
    canEdit,
    ...(finishedEvents === undefined ? {} : { finishedEvents }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentCourseRef(row: Pick<CourseRow, 'id' | 'name' | 'venue' | 'holes'>): CourseRef {
  return { id: String(row.id), name: row.name, venue: row.venue, holeCount: row.holes.length };
}
