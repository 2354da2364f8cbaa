import { z } from 'zod';

/**
 * Message kinds a user may also receive by email (GET/PUT /api/user/notifications). Every message always
 * arrives in the message box; for these kinds the server mails a copy exactly to the recipients who chose
 * the kind (users.notify_email), whoever sends it. Other kinds (e.g. account.activated, group.promoted)
 * are message-box only. The names are the kinds notify()/notifyMany() are called with.
 */
export const EMAIL_NOTIFY_KINDS = [
  'notice.published',
  'topic.replied',
  'group.applicationReceived',
  'group.applicationApproved',
  'group.applicationRejected',
  'activity.promoted',
  'activity.cancelled',
  'flights.published',
  'flights.changed',
  'results.published',
  'award.won',
  'vote.settled',
] as const;
export const EmailNotifyKindSchema = z.enum(EMAIL_NOTIFY_KINDS);
export type EmailNotifyKind = z.infer<typeof EmailNotifyKindSchema>;

/**
 * What a new account gets by email until it changes its settings (the users.notify_email column default):
 * the news that changes a member's day — moved off the waiting list, event cancelled, tee times out or
 * changed — and the answer to their application to join a group (someone who came from a link in a chat
 * has no other reason to open the app again, and could miss the event). These used to be mailed to
 * everybody; now they follow the settings but start switched on.
 */
export const DEFAULT_EMAIL_NOTIFY_KINDS: EmailNotifyKind[] = [
  'group.applicationApproved',
  'group.applicationRejected',
  'activity.promoted',
  'activity.cancelled',
  'flights.published',
  'flights.changed',
];

/** Older names a stored setting may still hold, by the kind that replaced them. */
export const LEGACY_EMAIL_NOTIFY_KINDS: Partial<Record<EmailNotifyKind, string[]>> = { 'award.won': ['prize.won'] };

export const NotificationSettingsSchema = z.object({ email: z.array(EmailNotifyKindSchema).max(EMAIL_NOTIFY_KINDS.length) });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
