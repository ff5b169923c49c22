import type { Db } from '../db/client.ts';

/**
 * Statements built once per database and prepared there, for the hottest reads: building a Drizzle
 * query costs about as much as running it, and PostgreSQL plans a prepared one once per connection.
 * The statements take their values as `sql.placeholder`s.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = build(db)));
    return statements;
  };
}
