import type { Db } from './client';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared statement of this database, built on first use and kept: its SQL is built once, and on
 * PostgreSQL the named statement is parsed and planned once per connection. `name` must stand for
 * one SQL text (statements with a variable shape put the shape into the name).
 */
export function preparedFor<T>(db: Db, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    byName.set(name, statement);
  }
  return statement;
}
