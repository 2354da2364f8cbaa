import { bigint, bigserial, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by every table: ids are bigints in the database and strings on the wire. */
export const id = () => bigserial('id', { mode: 'number' }).primaryKey();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
