import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { hashPassword } from '../lib/password';
import { users } from './schema';

/**
 * First start only: an admin account (ADMIN_USERNAME / ADMIN_PASSWORD, else a generated
 * password printed once). Later issues add the demo group, course and event here.
 */
export async function seed(app: App): Promise<void> {
  const [anyAdmin] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (anyAdmin) return;
  const username = app.config.adminUsername ?? 'admin';
  const generated = !app.config.adminPassword;
  const password = app.config.adminPassword ?? `Ga${randomBytes(9).toString('base64url')}7`;
  await app.db.insert(users).values({
    username,
    email: `${username}@golf-assistant.local`,
    nickname: 'Administrator',
    passwordHash: await hashPassword(password),
    role: 'admin',
    emailVerified: true,
  });
  const line = '='.repeat(64);
  console.log(
    `\n${line}\n  Admin account created: ${username}\n` +
      (generated ? `  Password (shown once, change it in the user centre): ${password}\n` : '  Password: the ADMIN_PASSWORD you set\n') +
      `${line}\n`,
  );
}
