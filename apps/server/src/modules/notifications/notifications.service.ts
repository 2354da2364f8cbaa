import { eq } from 'drizzle-orm';
import { EMAIL_NOTIFY_KINDS, LEGACY_EMAIL_NOTIFY_KINDS, type EmailNotifyKind, type NotificationSettings } from '@golf/shared/schemas/notification';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The stored kinds as current names (a legacy name reads as the kind that replaced it), unknown ones dropped. */
const known = (kinds: string[]): EmailNotifyKind[] =>
  EMAIL_NOTIFY_KINDS.filter((k) => kinds.includes(k) || (LEGACY_EMAIL_NOTIFY_KINDS[k] ?? []).some((old) => kinds.includes(old)));

export async function notificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select({ email: users.notifyEmail }).from(users).where(eq(users.id, userId));
  return { email: known(row?.email ?? []) };
}

export async function saveNotificationSettings(db: Db, userId: number, input: NotificationSettings): Promise<NotificationSettings> {
  const email = [...new Set(input.email)];
  await db.update(users).set({ notifyEmail: email, updatedAt: new Date() }).where(eq(users.id, userId));
  return { email };
}
