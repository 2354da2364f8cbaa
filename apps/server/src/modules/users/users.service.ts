import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Locale } from '@golf/shared/locales';
import type { SessionUser, UserSettings, UserSettingsView } from '@golf/shared/schemas/user';
import type { Tx } from '../../db/client';
import { activities, players, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Deps } from '../../lib/deps';
import { conflict, unauthenticated } from '../../lib/errors';
import { sendActivationMail } from '../auth/account-mail';
import { revokeUserTokens } from '../auth/user-tokens';
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
  return presentSettings(await load(deps, userId));
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
 * Saves the user centre form. A new email address must be confirmed again: it is saved unverified
 * and an activation link goes to it; the user stays signed in.
 */
export async function updateSettings(deps: Deps, userId: number, input: UserSettings, locale: Locale): Promise<UserSettingsView> {
  const before = await load(deps, userId);
  const emailChanged = input.email.toLowerCase() !== before.email.toLowerCase();
  if (emailChanged && (await emailTaken(deps.db, input.email, userId))) throw conflict('errors.emailTaken', { email: input.email });
  const patch = settingsPatch(input);
  if (emailChanged) patch.emailVerified = false;
  let after: UserRow;
  try {
    after = await deps.db.transaction(async (tx) => {
      const [row] = await tx.update(users).set(patch).where(eq(users.id, userId)).returning();
      // links mailed to the old address (a password reset above all) would otherwise prove the new one
      if (emailChanged) await revokeUserTokens(tx, userId);
      await followInEntries(tx, userId, before, row);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('errors.emailTaken', { email: input.email });
    throw err;
  }
  if (emailChanged) {
    try {
      await sendActivationMail(deps, after, after.locale ?? locale);
    } catch (err) {
      deps.log.error({ err, userId }, 'the activation mail for a changed address could not be sent');
    }
  }
  return presentSettings(after);
}
