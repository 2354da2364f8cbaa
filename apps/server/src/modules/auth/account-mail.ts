import type { Locale } from '@golf/shared/locales';
import type { Deps } from '../../lib/deps';
import { translate } from '../../lib/i18n';
import { ACTIVATION_TTL_MS, EMAIL_CHANGE_TTL_MS, issueUserToken, RESET_TTL_MS } from './user-tokens';

// every link names the mail's language (`&lang=`): opened on another device (the phone the mail is read on), the page
// it leads to speaks the language the mail does, not the default (lib/startup.ts)

interface Recipient {
  id: number;
  email: string;
  nickname: string;
}

/** Issues an activation token and mails `${appUrl}/user/active?token=…` in `locale`. */
export async function sendActivationMail(deps: Deps, user: Recipient, locale: Locale, redirect?: string): Promise<void> {
  const token = await issueUserToken(deps.db, user, 'activation', ACTIVATION_TTL_MS);
  // `redirect` (a same-site path, RegisterSchema) brings the new member back to the page that sent them, e.g. a shared event
  const link = `${deps.config.appUrl}/user/active?token=${token}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}&lang=${locale}`;
  const params = { name: user.nickname, link, hours: ACTIVATION_TTL_MS / 3_600_000 };
  await deps.mailer.send({
    to: user.email,
    subject: translate(locale, 'mail.activation.subject'),
    text: translate(locale, 'mail.activation.text', params),
    link,
  });
}

/** Issues a reset token and mails `${appUrl}/user/reset?token=…` (valid 60 minutes) in `locale`. */
export async function sendResetMail(deps: Deps, user: Recipient, locale: Locale): Promise<void> {
  const token = await issueUserToken(deps.db, user, 'reset', RESET_TTL_MS);
  const link = `${deps.config.appUrl}/user/reset?token=${token}&lang=${locale}`;
  const params = { name: user.nickname, link, minutes: RESET_TTL_MS / 60_000 };
  await deps.mailer.send({
    to: user.email,
    subject: translate(locale, 'mail.reset.subject'),
    text: translate(locale, 'mail.reset.text', params),
    link,
  });
}

/**
 * Mails `${appUrl}/user/active?token=…&change=1` to the new address `email`: opening it makes it the account's address.
 * Until then the account keeps (and logs in with, and resets through) the old one.
 */
export async function sendEmailChangeMail(deps: Deps, user: Recipient, email: string, locale: Locale): Promise<void> {
  const token = await issueUserToken(deps.db, { id: user.id, email }, 'emailChange', EMAIL_CHANGE_TTL_MS);
  const link = `${deps.config.appUrl}/user/active?token=${token}&change=1&lang=${locale}`;
  const params = { name: user.nickname, link, hours: EMAIL_CHANGE_TTL_MS / 3_600_000 };
  await deps.mailer.send({ to: email, subject: translate(locale, 'mail.emailChange.subject'), text: translate(locale, 'mail.emailChange.text', params), link });
}

/** Tells the old address that the account's address is now `email` (so a change its owner did not make is noticed). */
export async function sendEmailChangedMail(deps: Deps, user: Recipient, email: string, locale: Locale): Promise<void> {
  await deps.mailer.send({
    to: user.email,
    subject: translate(locale, 'mail.emailChanged.subject'),
    text: translate(locale, 'mail.emailChanged.text', { name: user.nickname, email }),
  });
}

/**
 * Tells the account's address, as soon as it is asked for, that a change to `email` waits for its link: a change its
 * owner did not ask for (a session left open, a stolen one) is called off by changing the password.
 */
export async function sendEmailChangeAskedMail(deps: Deps, user: Recipient, email: string, locale: Locale): Promise<void> {
  await deps.mailer.send({
    to: user.email,
    subject: translate(locale, 'mail.emailChangeAsked.subject'),
    text: translate(locale, 'mail.emailChangeAsked.text', { name: user.nickname, email }),
  });
}
