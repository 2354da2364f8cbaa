import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { activities } from './activities';
import { users } from './users';

/** Organising committees. */
export const groups = pgTable(
  'groups',
  {
    id: id(),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    contact: text('contact').notNull().default(''),
    /** false: an application is approved at once */
    joinApproval: boolean('join_approval').notNull().default(true),
    /** the `handicapSystem` object (API.md) that new events of the group start from */
    defaultHandicapSystem: jsonb('default_handicap_system').$type<Record<string, unknown>>().notNull().default({ type: 'peoria' }),
    ownerId: ref('owner_id')
      .notNull()
      .references(() => users.id),
    /** kept in step with group_members so lists need no count query */
    memberCount: integer('member_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('groups_name_key').on(sql`lower(${t.name})`), index('groups_created_idx').on(t.createdAt)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: ref('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'organiser', 'member'] }).notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

export const groupApplications = pgTable(
  'group_applications',
  {
    id: id(),
    groupId: ref('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    /** the group's event the applicant came from (its page for members only): the approval's message links to it */
    activityId: ref('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    decidedBy: ref('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('group_applications_group_idx').on(t.groupId, t.status, t.createdAt),
    index('group_applications_user_idx').on(t.userId),
    index('group_applications_activity_idx').on(t.activityId),
    uniqueIndex('group_applications_pending_key').on(t.groupId, t.userId).where(sql`status = 'pending'`),
  ],
);
