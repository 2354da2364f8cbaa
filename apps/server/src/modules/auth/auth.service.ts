import { and, eq } from 'drizzle-orm';
import type { Locale } from '@golf/shared/locales';
import type { LoginInput, LoginResult, RegisterInput } from '@golf/shared/schemas/user';
import type { Db } from '../../db/client';
import { messages, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { mailInBackground, type Deps } from '../../lib/deps';
import { badRequest, conflict, tooMany } from '../../lib/errors';
import { translator } from '../../lib/i18n';
import { waitText } from '../../lib/throttle';
import { dummyVerify, hashPassword, verifyPassword } from '../../lib/password';
import { notify } from '../messages/messages.service';
import { emailTaken, findUserByEmail, findUserById, findUserByLogin, usernameTaken } from '../users/users.queries';
import { sendActivationMail, sendEmailChangedMail, sendResetMail } from './account-mail';
import { accountDisabled, notActivated, wrongCredentials } from './auth.errors';
import { presentLogin } from './auth.presenter';
import { beginAttempt, clearFailures, failureKey } from './login-limit';
import { createSession, revokeUserSessions } from './sessions';
import { consumeEmailChange, consumeUserToken, revokeUserTokens } from './user-tokens';

async function assertAvailable(deps: Deps, username: string, email: string): Promise<void> {
  if (await usernameTaken(deps.db, username)) throw conflict('errors.usernameTaken', { username });
  if (await emailTaken(deps.db, email)) throw conflict('errors.emailTaken', { email });
}

/** Creates an unverified account in the caller's language and mails the activation link. */
export async function register(deps: Deps, input: RegisterInput, locale: Locale): Promise<{ id: string }> {
  await assertAvailable(deps, input.username, input.email);
  const passwordHash = await hashPassword(input.password);
  let user;
  try {
    [user] = await deps.db
      .insert(users)
      .values({ username: input.username, email: input.email, nickname: input.nickname, passwordHash, locale })
      .returning();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await assertAvailable(deps, input.username, input.email);
    throw conflict();
  }
  try {
    await sendActivationMail(deps, user, locale, input.redirect);
  } catch (err) {
    deps.log.error({ err, userId: user.id }, 'the activation mail could not be sent; the user can ask for it again');
  }
  return { id: String(user.id) };
}

/** Uses an activation token once; the first activation leaves a welcome message. */
export async function activate(deps: Deps, token: string): Promise<true> {
  const activated = await deps.db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'activation');
    if (userId === null) return null;
    const [row] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ nickname: users.nickname, disabled: users.disabled });
    // a disabled account is not activated by its link, which stays for when it is enabled again (it said "Your account
    // is active. You can log in now", and the login then refused it)
    if (row?.disabled) throw accountDisabled();
    return { userId, nickname: row?.nickname ?? '' };
  });
  if (activated === null) {
    // a link confirming a new address (users.service updateSettings)
    await confirmNewEmail(deps, token);
    return true;
  }
  const { userId, nickname } = activated;
  const [welcomed] = await deps.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.kind, 'account.activated')))
    .limit(1);
  if (!welcomed) await notify(deps.db, userId, 'account.activated', { name: nickname }, { link: '/dashboard/workplace' });
  return true;
}

/**
 * The new address becomes the account's: verified (the link reached it), links mailed to the old one end, and the old
 * address is told (a change its owner did not make is noticed). The link is used and the address changed together: an
 * address another account took meanwhile answers 409 and leaves the link working (nothing was changed).
 */
async function confirmNewEmail(deps: Deps, token: string): Promise<void> {
  let done: { before: { id: number; email: string; nickname: string; locale: Locale | null }; email: string };
  try {
    done = await deps.db.transaction(async (tx) => {
      const change = await consumeEmailChange(tx, token);
      if (!change) throw badRequest('errors.activationLinkInvalid');
      const before = await findUserById(tx, change.userId);
      if (!before) throw badRequest('errors.activationLinkInvalid');
      if (await emailTaken(tx, change.email, change.userId)) throw conflict('errors.emailChangeTaken');
      await tx.update(users).set({ email: change.email, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, change.userId));
      await revokeUserTokens(tx, change.userId, ['activation', 'reset', 'emailChange']);
      return { before, email: change.email };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('errors.emailChangeTaken');
    throw err;
  }
  const { before, email } = done;
  if (before.email.toLowerCase() !== email.toLowerCase()) {
    mailInBackground(deps, () => sendEmailChangedMail(deps, before, email, before.locale ?? 'zh-CN'));
  }
}

/** Always the same answer; mails a new link only to an existing, unverified, enabled account. */
export async function resendActivation(deps: Deps, email: string, locale: Locale): Promise<true> {
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerified && !user.disabled) {
    mailInBackground(deps, () => sendActivationMail(deps, user, user.locale ?? locale));
  }
  return true;
}

/**
 * Username or email + password. Takes the same time whether or not the account exists and answers the
 * same lock for a name that matches no account, so neither reveals which accounts exist; only a right
 * password reveals activation/disabled states. Five failures in a row lock the account for a minute,
 * doubling with each further failure up to 30 minutes (login-limit.ts); a right password ends the streak.
 */
export async function login(deps: Deps, input: LoginInput, locale: Locale): Promise<LoginResult> {
  const user = await findUserByLogin(deps.db, input.username);
  const attempt = await beginAttempt(deps.db, failureKey(user?.id, input.username));
  if (attempt.lockedForMs > 0) throw tooMany('errors.accountLocked', { after: waitText({ t: translator(locale) }, attempt.lockedForMs) });
  const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await dummyVerify(input.password);
  if (!user || !valid) throw wrongCredentials();
  await clearFailures(deps.db, attempt.account);
  if (user.disabled) throw accountDisabled();
  if (!user.emailVerified) throw notActivated();
  const token = await createSession(deps.db, user.id, input.remember ? deps.config.sessionDays : 1);
  return presentLogin(user, token);
}

/** Always the same answer; mails a 60-minute reset link when the account exists. */
export async function requestReset(deps: Deps, email: string, locale: Locale): Promise<true> {
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.disabled) mailInBackground(deps, () => sendResetMail(deps, user, user.locale ?? locale));
  return true;
}

/** Sets a new password from a mailed token (once) and ends every session of that user. */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<true> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'reset');
    if (userId === null) throw badRequest('errors.resetLinkInvalid');
    // the link reached the mailbox, so the address is proven too
    await tx.update(users).set({ passwordHash, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
    // an address change asked for in one of the sessions ended here is called off with them
    await revokeUserTokens(tx, userId, ['emailChange']);
    // whoever holds the mailbox may sign in again at once: a lock from someone else's guesses ends here
    await clearFailures(tx, failureKey(userId, ''));
  });
  return true;
}

/** Changes the password of the signed-in user and ends their other sessions. */
/**
 * The account's own password checked for a change a session asks for (a new password, a new email address), counted
 * with the sign-in failures of the account (login-limit.ts): a session, perhaps a stolen one, cannot guess it faster than
 * the login page allows. 429 while the account is locked; false on a wrong password; a right one ends the streak.
 */
export async function checkOwnPassword(db: Db, user: { id: number; passwordHash: string | null }, password: string, locale: Locale): Promise<boolean> {
  const attempt = await beginAttempt(db, failureKey(user.id, ''));
  if (attempt.lockedForMs > 0) throw tooMany('errors.accountLocked', { after: waitText({ t: translator(locale) }, attempt.lockedForMs) });
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) return false;
  await clearFailures(db, attempt.account);
  return true;
}

export async function changePassword(
  deps: Deps,
  me: { id: number; sessionId: number },
  input: { oldPassword: string; password: string },
  locale: Locale = 'zh-CN',
): Promise<true> {
  const user = await findUserById(deps.db, me.id);
  if (!user || !(await checkOwnPassword(deps.db, user, input.oldPassword, locale))) throw badRequest('errors.oldPasswordWrong');
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, me.id));
    await revokeUserSessions(tx, me.id, me.sessionId);
    // a reset link asked for before the change would undo it; an address change asked for in a session the change
    // ends (a stolen one) would take the account over once confirmed
    await revokeUserTokens(tx, me.id, ['reset', 'emailChange']);
  });
  return true;
}
