import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { groups } from './groups';
import { users } from './users';

export const ACTIVITY_STATUSES = ['draft', 'registering', 'closed', 'playing', 'finished', 'cancelled'] as const;

/** An event of a group (the spec's "activity"). */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    groupId: ref('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type', { enum: ['stroke', 'team', 'outing'] }).notNull().default('stroke'),
    status: text('status', { enum: ACTIVITY_STATUSES }).notNull().default('draft'),
    /** first event day (the spec's acdate), for sorting and filters */
    acdate: date('acdate', { mode: 'string' }).notNull(),
    /** every event day, 'YYYY-MM-DD', ascending; acdate is the first */
    days: jsonb('days').$type<string[]>().notNull(),
    /** first tee-off, 'HH:mm' */
    teeOffTime: text('tee_off_time').notNull().default('08:00'),
    /** registration deadline */
    regtime: timestamp('regtime', { withTimezone: true }).notNull(),
    /** vote deadline */
    starttime: timestamp('starttime', { withTimezone: true }),
    /** the offset the organiser wrote the deadlines in ('+08:00'): the event's clock; answers show times in it */
    utcOffset: text('utc_offset').notNull().default('+00:00'),
    place: text('place').notNull().default(''),
    address: text('address').notNull().default(''),
    contact: text('contact').notNull().default(''),
    capacity: integer('capacity').notNull(),
    /** players holding a place (not the waiting list); moved only by conditional updates */
    registered: integer('registered').notNull().default(0),
    description: text('description').notNull().default(''),
    /** ordered course ids (two nines combine into 18 holes) */
    courseIds: jsonb('course_ids').$type<number[]>().notNull().default([]),
    handicapSystem: jsonb('handicap_system').$type<Record<string, unknown>>().notNull().default({ type: 'peoria' }),
    divisions: jsonb('divisions').$type<string[]>().notNull().default([]),
    team: jsonb('team').$type<{ enabled: boolean; size: number; mode: 'sum' | 'mean' }>().notNull().default({ enabled: false, size: 2, mode: 'sum' }),
    vote: jsonb('vote').$type<Record<string, unknown>>().notNull().default({ enabled: false }),
    isPublic: boolean('is_public').notNull().default(true),
    /** largest flight (2–5) for the tee sheet */
    flightSize: integer('flight_size').notNull().default(4),
    /** when the flights were last published to the players (null: not yet) */
    flightsPublishedAt: timestamp('flights_published_at', { withTimezone: true }),
    /** Peoria hidden holes, chosen or drawn once (first computation) and revealed only after play */
    hiddenHoles: jsonb('hidden_holes').$type<number[]>(),
    /** the stored results snapshot (results, awards and vote settle from it); null until first computed */
    results: jsonb('results').$type<Record<string, unknown>>(),
    resultsComputedAt: timestamp('results_computed_at', { withTimezone: true }),
    /** rises with every recomputation: the results ETag and the live event carry it */
    resultsVersion: integer('results_version').notNull().default(0),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('activities_group_idx').on(t.groupId, t.acdate),
    index('activities_acdate_idx').on(t.acdate),
    index('activities_status_idx').on(t.status, t.acdate),
  ],
);

/** A member or a guest entered in an event (registration = player). */
export const players = pgTable(
  'players',
  {
    id: id(),
    activityId: ref('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** null for a guest */
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sex: text('sex', { enum: ['M', 'F'] }),
    handicap: doublePrecision('handicap'),
    birthday: date('birthday', { mode: 'string' }),
    division: text('division').notNull().default(''),
    team: text('team').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** a guest's phone or mail (organisers only); members are reached through their account */
    contact: text('contact').notNull().default(''),
    status: text('status', { enum: ['registered', 'waitlisted', 'withdrawn'] }).notNull(),
    isGuest: boolean('is_guest').notNull().default(false),
    /** the member who brought the guest */
    hostUserId: ref('host_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** scoring status: withdrawn, no card and disqualified players are listed but not ranked */
    scoreStatus: text('score_status', { enum: ['ok', 'withdrawn', 'noCard', 'disqualified'] }).notNull().default('ok'),
    /** total putts from an upload that gives no per-hole putts */
    totalPutts: integer('total_putts'),
    /** the gross from a gross-only upload (events that record only totals; no hole scores) */
    grossTotal: integer('gross_total'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('players_activity_user_key').on(t.activityId, t.userId).where(sql`user_id is not null`),
    index('players_activity_idx').on(t.activityId, t.status, t.id),
    index('players_user_idx').on(t.userId),
  ],
);
