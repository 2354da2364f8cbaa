import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { MessageListQuerySchema, MessageListSchema } from '@golf/shared/schemas/message';
import { DEFAULT_LOCALE, type Locale } from '@golf/shared/locales';
import { EMAIL_NOTIFY_KINDS, LEGACY_EMAIL_NOTIFY_KINDS } from '@golf/shared/schemas/notification';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { messages, users } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { mailInBackground, type Deps } from '../../lib/deps';
import { translate } from '../../lib/i18n';
import { messageText, presentMessage } from './messages.presenter';

export type MessageParams = Record<string, string | number>;

export interface NotifyOptions {
  /** app-relative link the message points to, e.g. `/dashboard/workplace` */
  link?: string;
  type?: 'message' | 'notice' | 'todo';
}

/**
 * Where message mails go. buildApp registers it once (setMessageMailer in app.ts) and clears it on
 * close, so no caller decides about mail: a kind listed in EMAIL_NOTIFY_KINDS is mailed exactly to the
 * recipients who chose it in their notification settings (users.notify_email), in their language.
 */
export interface MessageMailer {
  mailer: Mailer;
  config: Pick<Config, 'appUrl'>;
  log: Deps['log'];
}

let messageMailer: MessageMailer | null = null;

export function setMessageMailer(next: MessageMailer): void {
  messageMailer = next;
}

/** On close: forgets `mine` unless another app has registered its own since. */
export function clearMessageMailer(mine: MessageMailer): void {
  if (messageMailer === mine) messageMailer = null;
}

const MAILABLE = new Set<string>(EMAIL_NOTIFY_KINDS);

/** Kinds mailed under another kind's setting: the news that follows up on (or goes with) what that setting mails. */
const MAILED_AS: Record<string, string> = {
  'award.withdrawn': 'award.won',
  'flights.marker': 'flights.published',
  'flights.markerOff': 'flights.changed',
};

/** The kinds a stored setting may name for `kind` (settings saved before a kind was renamed). */
const settingNames = (kind: string): string[] => [kind, ...((LEGACY_EMAIL_NOTIFY_KINDS as Record<string, string[] | undefined>)[kind] ?? [])];

/** One recipient's message: who, and the values its text names (translated when read). */
export interface Notice {
  userId: number;
  params: MessageParams;
}

/**
 * Mails the message to those of `userIds` who opted into `kind`. Reads through `db` (a transaction's
 * `tx` works: the read sees its insert) and sends in the background, after the caller's insert.
 * Exported for a feature that stores its message inside its own statement (the sign-up's): it calls this
 * after that statement, as notify() does after its insert. A kind that is never mailed costs no query.
 */
export async function mailOptedIn(db: Db, userIds: number[], kind: string, params: MessageParams, link: string | undefined) {
  await mailEachOptedIn(db, kind, userIds.map((userId) => ({ userId, params })), link);
}

/** mailOptedIn with each recipient's own values: one query for all of them, one mail per notice. */
async function mailEachOptedIn(db: Db, kind: string, notices: Notice[], link: string | undefined) {
  const target = messageMailer;
  const setting = MAILED_AS[kind] ?? kind;
  if (!target || !MAILABLE.has(setting) || notices.length === 0) return;
  const names = settingNames(setting);
  const optedIn = await db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(notices.map((n) => n.userId))]),
        eq(users.disabled, false),
        or(...names.map((name) => sql`${users.notifyEmail} @> ${JSON.stringify([name])}::jsonb`)),
      ),
    );
  const recipients = new Map(optedIn.map((user) => [user.id, user]));
  const url = link ? `${target.config.appUrl}${link}` : undefined;
  for (const { userId, params } of notices) {
    const user = recipients.get(userId);
    if (!user) continue;
    const locale: Locale = user.locale ?? DEFAULT_LOCALE;
    const content = messageText(locale, kind, 'content', params);
    mailInBackground({ log: target.log }, () =>
      target.mailer.send({
        to: user.email,
        subject: messageText(locale, kind, 'title', params),
        text: translate(locale, 'mail.message.text', { content, link: url ?? '' }).trim(),
        link: url,
      }),
    );
  }
}

/**
 * The one way features notify a user: stores the message as a kind + params (translated when read,
 * through `messages.<kind>.title` / `.content`); mails it when the user opted into the kind.
 */
export async function notify(db: Db, userId: number, kind: string, params: MessageParams = {}, options: NotifyOptions = {}) {
  const [row] = await db
    .insert(messages)
    .values({ userId, kind, params, link: options.link ?? null, type: options.type ?? 'message' })
    .returning({ id: messages.id });
  await mailOptedIn(db, [userId], kind, params, options.link);
  return { id: String(row.id) };
}

/**
 * Notifies many users at once (one insert, one query for the mail settings), each with the values of their own message
 * (a refund's points, a seat's tee time, a prize): as notify() for each, without a round trip per recipient.
 */
export async function notifyEach(db: Db, kind: string, notices: Notice[], options: NotifyOptions = {}): Promise<number> {
  if (notices.length === 0) return 0;
  await db
    .insert(messages)
    .values(notices.map(({ userId, params }) => ({ userId, kind, params, link: options.link ?? null, type: options.type ?? 'message' })));
  await mailEachOptedIn(db, kind, notices, options.link);
  return notices.length;
}

/**
 * Notifies many users at once with the same message (one insert): each gets the message; those who chose `kind` in their
 * notification settings (users.notify_email) also get it by mail, in their language, sent in the background.
 */
export async function notifyMany(
  deps: Pick<Deps, 'db'>,
  userIds: number[],
  kind: string,
  params: MessageParams = {},
  options: NotifyOptions = {},
): Promise<number> {
  return notifyEach(deps.db, kind, userIds.map((userId) => ({ userId, params })), options);
}

export async function listMessages(
  db: Db,
  userId: number,
  query: z.infer<typeof MessageListQuerySchema>,
  locale: Locale,
): Promise<z.infer<typeof MessageListSchema>> {
  const mine = eq(messages.userId, userId);
  const filters: SQL[] = [mine];
  if (query.status === 'unread') filters.push(isNull(messages.readAt));
  if (query.status === 'read') filters.push(isNotNull(messages.readAt));
  const where = and(...filters);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(messages).where(where);
  const [{ unread }] = await db.select({ unread: count() }).from(messages).where(and(mine, isNull(messages.readAt)));
  return { list: rows.map((row) => presentMessage(row, locale)), total, unread };
}

/**
 * Every unread message of the user as old as `upTo` (their newest shown) or older, in the list's own order (time, then
 * id): "mark all read" reaches those not loaded too, not one that came later. `upTo` of someone else marks nothing.
 */
export async function markAllRead(db: Db, userId: number, upTo: string): Promise<true> {
  // compared in the database: PostgreSQL keeps microseconds, a JavaScript date only milliseconds
  const newest = sql`(select ${messages.createdAt}, ${messages.id} from ${messages} where ${messages.id} = ${Number(upTo)} and ${messages.userId} = ${userId})`;
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.userId, userId), isNull(messages.readAt), sql`(${messages.createdAt}, ${messages.id}) <= ${newest}`));
  return true;
}

/** Marks the caller's own messages read; ids of other users' messages are ignored. */
export async function markRead(db: Db, userId: number, ids: string[]): Promise<true> {
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.userId, userId), inArray(messages.id, ids.map(Number)), isNull(messages.readAt)));
  return true;
}
