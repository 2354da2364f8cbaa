import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { VoteSettlement } from '@golf/shared/golf/vote';
import { createdAt, id, ref } from './columns';
import { activities } from './activities';
import { groups } from './groups';
import { users } from './users';

/**
 * A betting-ticket vote ticket: `points` (never money) staked on one option key
 * ("pidA:pidB" for a quinella, "F1:F3" for frames, "pid" for a winner ticket).
 */
export const voteTickets = pgTable(
  'vote_tickets',
  {
    id: id(),
    activityId: ref('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    option: text('option').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vote_tickets_activity_user_idx').on(t.activityId, t.userId), index('vote_tickets_activity_option_idx').on(t.activityId, t.option)],
);

/** The settled vote of an event (re-written on every recomputation of results). */
export const voteSettlements = pgTable(
  'vote_settlements',
  {
    activityId: ref('activity_id')
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** the event's group, for the season leaderboard */
    groupId: ref('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    settlement: jsonb('settlement').$type<VoteSettlement>().notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vote_settlements_group_idx').on(t.groupId, t.settledAt)],
);
