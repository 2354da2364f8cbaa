import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { users } from './users';

export interface CourseHole {
  number: number;
  par: number;
  strokeIndex: number;
}
export interface CourseTee {
  name: string;
  rating: number;
  slope: number;
  sex?: 'M' | 'F';
}

/**
 * A layout of 9 or 18 holes. A 27- or 36-hole venue is stored as several nines
 * sharing `venue`; an event combines them through its ordered `courseIds`.
 */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    name: text('name').notNull(),
    venue: text('venue').notNull().default(''),
    location: text('location').notNull().default(''),
    holes: jsonb('holes').$type<CourseHole[]>().notNull(),
    tees: jsonb('tees').$type<CourseTee[]>().notNull().default([]),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('courses_name_idx').on(sql`lower(${t.name})`), index('courses_venue_idx').on(t.venue)],
);
