import type { Message } from '@golf/shared/schemas/message';
import type { Locale } from '@golf/shared/locales';
import type { messages } from '../../db/schema';
import { translate } from '../../lib/i18n';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** As the web app writes an event day: with its weekday, which players plan by. */
const DAY_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };

/**
 * A message's text in the reader's language: its kind's title or content with its params, an event day
 * ('2026-12-09') written as that language writes dates, with the weekday ('Wed, Dec 9, 2026', '2026年12月9日周三',
 * '2026年12月9日(水)').
 */
export function messageText(locale: Locale, kind: string, part: 'title' | 'content', params: Record<string, unknown>): string {
  const local = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && DAY.test(value) ? new Intl.DateTimeFormat(locale, DAY_FORMAT).format(new Date(`${value}T00:00:00Z`)) : value,
    ]),
  );
  return translate(locale, `messages.${kind}.${part}`, local);
}

export function presentMessage(row: typeof messages.$inferSelect, locale: Locale): Message {
  return {
    id: String(row.id),
    type: row.type,
    title: messageText(locale, row.kind, 'title', row.params),
    content: messageText(locale, row.kind, 'content', row.params),
    link: row.link,
    time: row.createdAt.toISOString(),
    status: row.readAt ? 'read' : 'unread',
  };
}
