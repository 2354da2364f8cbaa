import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Locale } from '@golf/shared/locales';
import type { SessionUser, UserSettings, UserSettingsView } from '@golf/shared/schemas/user';
import type { Tx } from '../../db/client';
import { activities, players, users } from '../../db/schema';
import { mailInBackground, type Deps } from '../../lib/deps';
import { conflict, notFound, unauthenticated } from '../../lib/errors';
import { ZodError } from 'zod';
import { sendEmailChangeAskedMail, sendEmailChangeMail } from '../auth/account-mail';
import { checkOwnPassword } from '../auth/auth.service';
import { pendingEmailOf, revokeUserTokens } from '../auth/user-tokens';
import { presentSessionUser, presentSettings } from './users.presenter';
import { emailTaken, findUserById, type UserRow } from './users.queries';

async function load(deps: Deps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  return user;
}

export async function sessionUser(deps: Deps, userId: number): Promise<SessionUser> {
  return presentSessionUser(await load(deps, userId));
}

export async function getSettings(deps: Deps, userId: number): Promise<UserSettingsView> {
  const [user, pendingEmail] = await Promise.all([load(deps, userId), pendingEmailOf(deps.db, userId)]);
  return presentSettings(user, pendingEmail);
}

function settingsPatch(input: UserSettings): Partial<typeof users.$inferInsert> {
  const patch: Partial<typeof users.$inferInsert> = { nickname: input.nickname, email: input.email, updatedAt: new Date() };
  for (const key of ['country', 'area', 'address', 'profile', 'phone'] as const) {
    if (input[key] !== undefined) patch[key] = input[key];
  }
  if (input.locale !== undefined) patch.locale = input.locale;
  if (input.sex !== undefined) patch.sex = input.sex;
  if (input.birthday !== undefined) patch.birthday = input.birthday;
  if (input.handicap !== undefined) patch.handicap = input.handicap;
  return patch;
}

/**
 * The profile's name, sex and handicap as the member's entries in events not yet played carry them: a sign-up copies
 * them, and a handicap or sex corrected in the profile afterwards never reached the event (its tees, its prizes by sex).
 * An entry an organiser changed (its value no longer the profile's old one) keeps the organiser's value.
 */
async function followInEntries(tx: Tx, userId: number, before: UserRow, after: UserRow): Promise<void> {
  const open = and(
    eq(players.userId, userId),
    inArray(players.status, ['registered', 'waitlisted']),
    inArray(players.activityId, tx.select({ id: activities.id }).from(activities).where(inArray(activities.status, ['draft', 'registering', 'closed']))),
  );
  const change = (set: Partial<typeof players.$inferInsert>, unchangedByOrganiser: SQL) => tx.update(players).set(set).where(and(open, unchangedByOrganiser));
  if (after.nickname !== before.nickname) await change({ name: after.nickname }, eq(players.name, before.nickname));
  if (after.sex !== null && after.sex !== before.sex) await change({ sex: after.sex }, before.sex === null ? isNull(players.sex) : eq(players.sex, before.sex));
  if (after.handicap !== before.handicap) {
    await change({ handicap: after.handicap }, before.handicap === null ? isNull(players.handicap) : eq(players.handicap, before.handicap));
  }
}

/**
 * Saves the user centre form. A new email address is not saved yet: asking for it needs the current password (a session
 * alone, perhaps a stolen one, cannot move the account to another mailbox), a link goes to the new address and the old
 * one is told at once; the account keeps its address, to log in and reset with, until the link is opened (auth.service
 * `activate`), so a mistyped address locks nobody out. Saving the form again with the current address or the pending
 * one changes nothing about the change asked for (cancelEmailChange calls it off, resendEmailChange mails the link again).
 */
export async function updateSettings(deps: Deps, userId: number, input: UserSettings, locale: Locale): Promise<UserSettingsView> {
  const before = await load(deps, userId);
  const pending = await pendingEmailOf(deps.db, userId);
  const asked = input.email.toLowerCase();
  const newAddress = asked !== before.email.toLowerCase() && asked !== pending?.toLowerCase();
  if (newAddress) {
    const refuse = (path: string, message: string) => new ZodError([{ code: 'custom', path: [path], message, input: undefined }]);
    // an account made with Google alone has no password to prove it: it sets one first (a reset link to its own address)
    if (!before.passwordHash) throw refuse('email', 'validation.password.setFirst');
    if (!input.currentPassword) throw refuse('currentPassword', 'validation.password.current');
    // counted with the account's sign-in failures: a session cannot guess the password faster than the login page allows
    if (!(await checkOwnPassword(deps.db, before, input.currentPassword, locale))) throw refuse('currentPassword', 'validation.password.currentWrong');
    // (after the password: a session alone learns nothing of which addresses have accounts)
    if (await emailTaken(deps.db, input.email, userId)) throw conflict('errors.emailTaken', { email: input.email });
  }
  const patch = settingsPatch(input);
  // the address itself changes only through the link (a change of case of the same address is saved at once)
  if (asked !== before.email.toLowerCase()) delete patch.email;
  const after = await deps.db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(patch).where(eq(users.id, userId)).returning();
    await followInEntries(tx, userId, before, row);
    return row;
  });
  if (newAddress) await mailEmailChange(deps, after, input.email, after.locale ?? locale);
  return presentSettings(after, newAddress ? input.email : pending);
}

/** The link to the new address (a new one: the earlier link ends) and the word to the old one; a failed mail is logged. */
async function mailEmailChange(deps: Deps, user: UserRow, email: string, locale: Locale): Promise<void> {
  try {
    await sendEmailChangeMail(deps, user, email, locale);
  } catch (err) {
    deps.log.error({ err, userId: user.id }, 'the mail confirming a new address could not be sent');
  }
  mailInBackground(deps, () => sendEmailChangeAskedMail(deps, user, email, locale));
}

/** `POST /api/user/email-change/resend`: the link for the pending address again (a new link; the earlier one ends). */
export async function resendEmailChange(deps: Deps, userId: number, locale: Locale): Promise<UserSettingsView> {
  const user = await load(deps, userId);
  const pending = await pendingEmailOf(deps.db, userId);
  if (!pending) throw notFound('errors.noEmailChange');
  try {
    await sendEmailChangeMail(deps, user, pending, user.locale ?? locale);
  } catch (err) {
    deps.log.error({ err, userId }, 'the mail confirming a new address could not be sent');
  }
  return presentSettings(user, pending);
}

/** `DELETE /api/user/email-change`: the pending address change called off (its link stops working). */
export async function cancelEmailChange(deps: Deps, userId: number): Promise<UserSettingsView> {
  await revokeUserTokens(deps.db, userId, ['emailChange']);
  return presentSettings(await load(deps, userId), null);
}
