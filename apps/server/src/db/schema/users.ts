import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt, id, ref } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    nickname: text('nickname').notNull(),
    /** argon2id; null for accounts that only sign in with Google */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['admin', 'user'] }).notNull().default('user'),
    disabled: boolean('disabled').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    googleSub: text('google_sub'),
    locale: text('locale', { enum: ['zh-CN', 'en-US', 'ja-JP'] }),
    sex: text('sex', { enum: ['M', 'F'] }),
    birthday: date('birthday', { mode: 'string' }),
    handicap: doublePrecision('handicap'),
    avatar: text('avatar').notNull().default(''),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    area: text('area').notNull().default(''),
    address: text('address').notNull().default(''),
    profile: text('profile').notNull().default(''),
    /** the message kinds this user also wants by email (notification settings) */
    // = DEFAULT_EMAIL_NOTIFY_KINDS in @golf/shared/schemas/notification (a test keeps the two equal)
    notifyEmail: jsonb('notify_email')
      .$type<string[]>()
      .notNull()
      .default(['group.applicationApproved', 'group.applicationRejected', 'activity.promoted', 'activity.cancelled', 'flights.published', 'flights.changed']),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** Opaque bearer sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Single-use mailed tokens: account activation and password reset. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['activation', 'reset', 'emailChange'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** the address the link was mailed to: it works only while that is still the account's (null: issued before this was kept) */
    sentTo: text('sent_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId, t.kind)],
);

/** Failed logins per account, for the "100 per account per hour" limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    account: text('account').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_account_idx').on(t.account, t.createdAt)],
);

/**
 * Notifications to one user. Stored as a kind + params and translated when read,
 * so a user who switches language reads their messages in the new one.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['message', 'notice', 'todo'] }).notNull().default('message'),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_user_idx').on(t.userId, t.readAt, t.createdAt),
    // the message box's page, newest first (the header reads it on every page and every minute)
    index('messages_user_newest_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // the organisers' open to-dos of a group's applications, marked done together once one is decided
    index('messages_open_todo_idx').on(t.link).where(sql`kind = 'group.applicationReceived' and read_at is null`),
  ],
);
