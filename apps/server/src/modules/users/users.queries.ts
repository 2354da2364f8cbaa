import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

const lower = (value: string) => value.trim().toLowerCase();

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Login accepts the user name or the email address, both case-insensitive. */
export async function findUserByLogin(db: Db, identifier: string): Promise<UserRow | undefined> {
  const value = lower(identifier);
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${value}`, sql`lower(${users.email}) = ${value}`))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${lower(email)}`).limit(1);
  return row;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${lower(username)}`).limit(1);
  return Boolean(row);
}

/** Whether another account (not `exceptUserId`) uses this email address. */
export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const row = await findUserByEmail(db, email);
  return Boolean(row && row.id !== exceptUserId);
}
