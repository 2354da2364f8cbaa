import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { activities, players } from './activities';

/**
 * A tee group (the spec's `direction` + `playtime`): up to N players, a tee time and a starting hole.
 * Players are attached through flight_players; a player is "checked" when assigned.
 */
export const flights = pgTable(
  'flights',
  {
    id: id(),
    activityId: ref('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** event day 'YYYY-MM-DD' */
    day: text('day').notNull(),
    /** 'HH:mm' */
    teeTime: text('tee_time').notNull(),
    startHole: integer('start_hole').notNull().default(1),
    /** shotgun: 'A'/'B' when two flights start on one hole */
    startGroup: text('start_group').notNull().default(''),
    /** display order within the arrangement */
    position: integer('position').notNull().default(0),
    /** kept as it is when auto-assign runs again */
    locked: boolean('locked').notNull().default(false),
    /** the player who records scores for the flight (null: any player of the flight, per event setting) */
    markerPlayerId: ref('marker_player_id').references(() => players.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // the marker's index: a player's removal sets their flights' marker to null without reading every flight
  (t) => [index('flights_activity_idx').on(t.activityId, t.position), index('flights_marker_idx').on(t.markerPlayerId)],
);

export const flightPlayers = pgTable(
  'flight_players',
  {
    flightId: ref('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    playerId: ref('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('flight_players_player_key').on(t.playerId), index('flight_players_flight_idx').on(t.flightId, t.position)],
);

/** One row per player per hole. `version` rises on every change so concurrent edits are detected, not lost. */
export const scores = pgTable(
  'scores',
  {
    playerId: ref('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    hole: integer('hole').notNull(),
    strokes: integer('strokes').notNull(),
    putts: integer('putts'),
    version: integer('version').notNull().default(1),
    updatedBy: ref('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('scores_player_hole_key').on(t.playerId, t.hole)],
);

/** Who changed which score, when, from what to what (organiser corrections are logged). */
export const scoreLog = pgTable(
  'score_log',
  {
    id: id(),
    activityId: ref('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    playerId: ref('player_id').notNull(),
    hole: integer('hole').notNull(),
    oldStrokes: integer('old_strokes'),
    newStrokes: integer('new_strokes'),
    oldPutts: integer('old_putts'),
    newPutts: integer('new_putts'),
    source: text('source', { enum: ['organiser', 'marker', 'upload'] }).notNull(),
    userId: ref('user_id'),
    createdAt: createdAt(),
  },
  // by activity for the audit; by player and hole for a hole's version (its count of changes, see scores.service.ts)
  (t) => [index('score_log_activity_idx').on(t.activityId, t.createdAt), index('score_log_player_hole_idx').on(t.playerId, t.hole)],
);
