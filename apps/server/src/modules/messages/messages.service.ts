import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { MessageListQuerySchema, MessageListSchema } from '@golf/shared/schemas/message';
import { DEFAULT_LOCALE, type Locale } from '@golf/shared/locales';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { messages, users } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { mailInBackground, type Deps } from '../../lib/deps';
import { translate } from '../../lib/i18n';
import { presentMessage } from './messages.presenter';

export type MessageParams = Record<string, string | number>;

export interface NotifyOptions {
  /** app-relative link the message points to, e.g. `/dashboard/workplace` */
  link?: string;
  type?: 'message' | 'notice' | 'todo';
  /** also mail it, in the user's language */
  mail?: { mailer: Mailer; config: Pick<Config, 'appUrl'> };
  /** with `mail`: only when the user chose this kind in their notification settings (GET/PUT /api/user/notifications) */
  mailOnlyIfOptedIn?: boolean;
}

/**
 * The one way features notify a user: stores the message as a kind + params (translated when read,
 * through `messages.<kind>.title` / `.content`) and optionally mails it.
 */
export async function notify(db: Db, userId: number, kind: string, params: MessageParams = {}, options: NotifyOptions = {}) {
  const [row] = await db
    .insert(messages)
    .values({ userId, kind, params, link: options.link ?? null, type: options.type ?? 'message' })
    .returning({ id: messages.id });
  if (options.mail) {
    const [user] = await db
      .select({ email: users.email, locale: users.locale, notifyEmail: users.notifyEmail })
      .from(users)
      .where(eq(users.id, userId));
    if (user && (!options.mailOnlyIfOptedIn || user.notifyEmail.includes(kind))) {
      const locale: Locale = user.locale ?? DEFAULT_LOCALE;
      const link = options.link ? `${options.mail.config.appUrl}${options.link}` : undefined;
      const content = translate(locale, `messages.${kind}.content`, params);
      await options.mail.mailer.send({
        to: user.email,
        subject: translate(locale, `messages.${kind}.title`, params),
        text: translate(locale, 'mail.message.text', { content, link: link ?? '' }).trim(),
        link,
      });
    }
  }
  return { id: String(row.id) };
}

/**
 * Notifies many users at once (one insert): each gets the message; those who chose `kind` in their
 * notification settings (users.notify_email) also get it by mail, in their language, sent in the background.
 */
export async function notifyMany(
  deps: Deps,
  userIds: number[],
  kind: string,
  params: MessageParams = {},
  options: Pick<NotifyOptions, 'link' | 'type'> = {},
): Promise<number> {
  if (userIds.length === 0) return 0;
  await deps.db
    .insert(messages)
    .values(userIds.map((userId) => ({ userId, kind, params, link: options.link ?? null, type: options.type ?? 'message' })));
  const optedIn = await deps.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.disabled, false), sql`${users.notifyEmail} @> ${JSON.stringify([kind])}::jsonb`));
  const link = options.link ? `${deps.config.appUrl}${options.link}` : undefined;
  for (const user of optedIn) {
    const locale: Locale = user.locale ?? DEFAULT_LOCALE;
    const content = translate(locale, `messages.${kind}.content`, params);
    mailInBackground(deps, () =>
      deps.mailer.send({
        to: user.email,
        subject: translate(locale, `messages.${kind}.title`, params),
        text: translate(locale, 'mail.message.text', { content, link: link ?? '' }).trim(),
        link,
      }),
    );
  }
  return userIds.length;
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

/** Marks the caller's own messages read; ids of other users' messages are ignored. */
export async function markRead(db: Db, userId: number, ids: string[]): Promise<true> {
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.userId, userId), inArray(messages.id, ids.map(Number)), isNull(messages.readAt)));
  return true;
}
