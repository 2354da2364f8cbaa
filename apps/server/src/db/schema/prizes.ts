import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { activities, players } from './activities';
import { users } from './users';

/** A sponsorship of an event by a member (money or goods); organisers accept or reject it. */
export const donations = pgTable(
  'donations',
  {
    id: id(),
    activityId: ref('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** the member who recorded it (the sponsor, unless `sponsorName` names another) */
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the sponsor when not the member who recorded it: a company, or a guest an organiser records it for (spec §3 donater) */
    sponsorName: text('sponsor_name').notNull().default(''),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    kind: text('kind', { enum: ['money', 'goods'] }).notNull(),
    money: doublePrecision('money'),
    goods: text('goods').notNull().default(''),
    number: integer('number'),
    price: doublePrecision('price'),
    image: text('image').notNull().default(''),
    contact: text('contact').notNull(),
    implementationDate: date('implementation_date', { mode: 'string' }),
    /** what the sponsor wants it used for (a declared award item) */
    declaredAward: text('declared_award').notNull().default(''),
    anonymous: boolean('anonymous').notNull().default(false),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] }).notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('donations_activity_idx').on(t.activityId, t.status, t.id)],
);

/** A prize item of an event: goods or money with a quantity, bought or from a donation. */
export const prizes = pgTable(
  'prizes',
  {
    id: id(),
    activityId: ref('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    num: integer('num').notNull(),
    price: doublePrecision('price'),
    image: text('image').notNull().default(''),
    donationId: ref('donation_id').references(() => donations.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['donation', 'bought'] }).notNull().default('bought'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('prizes_activity_idx').on(t.activityId, t.id), uniqueIndex('prizes_donation_key').on(t.donationId)],
);

/** Who wins (type, ranking, sex, division, hole) what (prize, num); `order` is the presentation order. */
export const prizeRules = pgTable(
  'prize_rules',
  {
    id: id(),
    activityId: ref('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    ranking: integer('ranking').notNull().default(1),
    order: integer('order').notNull().default(0),
    sex: text('sex', { enum: ['M', 'F'] }),
    division: text('division'),
    hole: integer('hole'),
    prizeId: ref('prize_id')
      .notNull()
      .references(() => prizes.id, { onDelete: 'restrict' }),
    num: integer('num').notNull().default(1),
    /** nearest the pin / longest drive: the winner recorded on the hole */
    manualWinnerPlayerId: ref('manual_winner_player_id').references(() => players.id, { onDelete: 'set null' }),
    /** nearest the pin / longest drive: the recorded winner's distance in metres */
    manualWinnerDistance: doublePrecision('manual_winner_distance'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('prize_rules_activity_idx').on(t.activityId, t.order), index('prize_rules_prize_idx').on(t.prizeId), index('prize_rules_manual_winner_idx').on(t.manualWinnerPlayerId)],
);

/** The awards snapshot of an event: the engine's winner lines as computed at the last recomputation. */
export const awardSnapshots = pgTable('award_snapshots', {
  activityId: ref('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  winners: jsonb('winners').$type<unknown[]>().notNull().default([]),
  /** the lucky draw's seed, so the draw is reproducible */
  seed: integer('seed').notNull().default(0),
  /**
   * how the lucky draw picks: 2 = a ticket per player (`computeAwards`' 'tickets'); 1 = by position in the net order, the
   * draw of awards stored before tickets, kept while it has drawn someone so that their winners stay
   */
  drawVersion: smallint('draw_version').notNull().default(2),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An organiser's override of one award line (`slot` = the line's position within its rule, from 0):
 * the winner (`playerId`, null = nobody) and why. Applied afresh after every recomputation.
 */
export const awardOverrides = pgTable(
  'award_overrides',
  {
    id: id(),
    activityId: ref('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    ruleId: ref('rule_id')
      .notNull()
      .references(() => prizeRules.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull().default(0),
    playerId: ref('player_id').references(() => players.id, { onDelete: 'cascade' }),
    /** the line's computed winner when the override was made: the override follows them when the lines are reordered */
    replacedPlayerId: ref('replaced_player_id').references(() => players.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('award_overrides_rule_slot_key').on(t.ruleId, t.slot),
    index('award_overrides_activity_idx').on(t.activityId),
    index('award_overrides_player_idx').on(t.playerId),
    index('award_overrides_replaced_player_idx').on(t.replacedPlayerId),
  ],
);

/** How an event's awards resolve a player who would win twice (no row = the defaults: one main prize, net first). */
export const prizeSettings = pgTable('prize_settings', {
  activityId: ref('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  oneMainPrizePerPlayer: boolean('one_main_prize_per_player').notNull().default(true),
  priority: text('priority', { enum: ['net', 'gross'] }).notNull().default('net'),
  updatedAt: updatedAt(),
});
