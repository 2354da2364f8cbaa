import type { Message } from '@golf/shared/schemas/message';
import type { Locale } from '@golf/shared/locales';
import type { messages } from '../../db/schema';
import { translate } from '../../lib/i18n';

export function presentMessage(row: typeof messages.$inferSelect, locale: Locale): Message {
  return {
    id: String(row.id),
    type: row.type,
    title: translate(locale, `messages.${row.kind}.title`, row.params),
    content: translate(locale, `messages.${row.kind}.content`, row.params),
    link: row.link,
    time: row.createdAt.toISOString(),
    status: row.readAt ? 'read' : 'unread',
  };
}
