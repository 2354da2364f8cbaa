import { randomBytes } from 'node:crypto';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { createSession } from '../src/modules/auth/sessions';

export const PASSWORD = 'Birdie42';

let seq = 0;
/** A unique name per call, so tests in one file never collide. */
export function uniqueName(prefix = 'golfer'): string {
  seq += 1;
  return `${prefix}${seq}${randomBytes(3).toString('hex')}`;
}

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
}

/** Inserts an activated account straight into the database and opens a session for it. */
export async function buildUser(
  app: App,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<TestUser> {
  const username = overrides.username ?? uniqueName();
  const password = overrides.password ?? PASSWORD;
  const [row] = await app.db
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      nickname: username,
      emailVerified: true,
      ...overrides,
      passwordHash: await hashPassword(password),
    })
    .returning();
  const token = await createSession(app.db, row.id, 1);
  return { id: row.id, username: row.username, email: row.email, password, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The envelope of an inject answer, typed loosely for assertions. */
export function body(res: { json: () => unknown }) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return res.json() as { code: number; msg: string; data: any };
}
