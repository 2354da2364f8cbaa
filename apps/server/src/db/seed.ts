import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { hashPassword } from '../lib/password';
import type { Db } from './client';
import { DEMO_PASSWORD } from './demo/context';
import { DEMO_MEMBERS } from './demo/groups';
import { seedDemo, type DemoSeed } from './demo/seed-demo';
import { users } from './schema';

export interface SeedResult {
  adminId: number;
  demo: DemoSeed | null;
}

interface AdminLogin {
  username: string;
  password: string;
  generated: boolean;
}

/** The site admin (ADMIN_USERNAME / ADMIN_PASSWORD, else a generated password printed once). */
async function seedAdmin(db: Db, login: AdminLogin, passwordHash: string): Promise<number> {
  const [admin] = await db
    .insert(users)
    .values({
      username: login.username,
      email: `${login.username}@golf-assistant.local`,
      nickname: 'Administrator',
      passwordHash,
      role: 'admin',
      emailVerified: true,
    })
    .returning({ id: users.id });
  return admin.id;
}

/**
 * First start only (no admin yet): the admin, then — unless SEED_DEMO=0 — the demo (db/demo),
 * all in one transaction so a failed start leaves nothing half-made. Answers null when already seeded.
 */
export async function seed(app: App): Promise<SeedResult | null> {
  const [anyAdmin] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (anyAdmin) return null;
  const login: AdminLogin = {
    username: app.config.adminUsername ?? 'admin',
    password: app.config.adminPassword ?? `Ga${randomBytes(9).toString('base64url')}7`,
    generated: !app.config.adminPassword,
  };
  // argon2 outside the transaction: PGlite has one connection, keep transactions short
  const adminHash = await hashPassword(login.password);
  const demoHash = app.config.seedDemo ? await hashPassword(DEMO_PASSWORD) : '';
  const result = await app.db.transaction(async (tx) => {
    const adminId = await seedAdmin(tx, login, adminHash);
    const demo = app.config.seedDemo ? await seedDemo({ db: tx, adminId, passwordHash: demoHash }) : null;
    return { adminId, demo };
  });
  printLogins(login, result.demo !== null);
  return result;
}

function printLogins(login: AdminLogin, demo: boolean) {
  const line = '='.repeat(64);
  console.log(
    `\n${line}\n  Admin account created: ${login.username}\n` +
      (login.generated ? `  Password (shown once, change it in the user centre): ${login.password}\n` : '  Password: the ADMIN_PASSWORD you set\n') +
      (demo
        ? `  Demo members (password ${DEMO_PASSWORD}): ${DEMO_MEMBERS.slice(0, 4)
            .map((m) => m.username)
            .join(', ')} … (${DEMO_MEMBERS[0].username} organises the demo group)\n`
        : '') +
      `${line}\n`,
  );
}
