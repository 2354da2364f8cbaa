import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Locale } from '@golf/shared/locales';
import type { SessionUser, UserSettings, UserSettingsView } from '@golf/shared/schemas/user';
import type { Tx } from '../../db/client';
import { activities, players, users } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { conflict, unauthenticated } from '../../lib/errors';
import { sendEmailChangeMail } from '../auth/account-mail';
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
 * Saves the user centre form. A new email address must be confirmed first: the account keeps its address (to log in
 * and to reset a password with) and a link goes to the new one, which becomes the account's address once opened
 * (auth.service `activate`); a mistyped address locks nobody out. Saving the current address again cancels the change.
 */
export async function updateSettings(deps: Deps, userId: number, input: UserSettings, locale: Locale): Promise<UserSettingsView> {
  const before = await load(deps, userId);
  const emailChanged = input.email.toLowerCase() !== before.email.toLowerCase();
  if (emailChanged && (await emailTaken(deps.db, input.email, userId))) throw conflict('errors.emailTaken', { email: input.email });
  const patch = settingsPatch(input);
  if (emailChanged) delete patch.email;
  const pendingBefore = await pendingEmailOf(deps.db, userId);
  const after = await deps.db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(patch).where(eq(users.id, userId)).returning();
    // the address kept: a change waiting for its link is called off
    if (!emailChanged && pendingBefore) await revokeUserTokens(tx, userId, ['emailChange']);
    await followInEntries(tx, userId, before, row);
    return row;
  });
  // a new address, or the same one asked for again (a link that did not arrive): a new link, the earlier one ends
  if (emailChanged) {
    try {
      await sendEmailChangeMail(deps, after, input.email, after.locale ?? locale);
    } catch (err) {
      deps.log.error({ err, userId }, 'the mail confirming a new address could not be sent');
    }
  }
  return presentSettings(after, emailChanged ? input.email : null);
}
