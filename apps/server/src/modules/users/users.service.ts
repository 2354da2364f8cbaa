import { eq } from 'drizzle-orm';
import type { Locale } from '@golf/shared/locales';
import type { SessionUser, UserSettings, UserSettingsView } from '@golf/shared/schemas/user';
import { users } from '../../db/schema';
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
