import { z } from 'zod';

/**
 * Message kinds a user may also receive by email (GET/PUT /api/user/notifications).
 * Every one always arrives in the message box; these choose the mail copy. Default: none.
 */
export const EMAIL_NOTIFY_KINDS = [
  'notice.published',
  'topic.replied',
  'group.applicationApproved',
  'group.applicationRejected',
  'activity.promoted',
  'flights.published',
  'results.published',
  'prize.won',
  'vote.settled',
] as const;
export const EmailNotifyKindSchema = z.enum(EMAIL_NOTIFY_KINDS);
export type EmailNotifyKind = z.infer<typeof EmailNotifyKindSchema>;

export const NotificationSettingsSchema = z.object({ email: z.array(EmailNotifyKindSchema).max(EMAIL_NOTIFY_KINDS.length) });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
