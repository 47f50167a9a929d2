import type { Database } from '@/server/db/client';

/**
 * A query built once per database handle instead of on every request. Building a Drizzle query costs more CPU
 * than PostgreSQL spends answering a primary-key read, and a named prepared statement is also parsed only once per
 * connection by postgres.js (`prepare: true`). Use it for the reads every authenticated request makes; write
 * `sql.placeholder('name')` where a value goes and pass the values to `execute` — timestamps as ISO strings, since
 * placeholders skip the column's encoder (docs/decisions/054-prepared-reads.md).
 */
export function preparedQuery<T>(build: (db: Database) => T): (db: Database) => T {
  const byHandle = new WeakMap<Database, T>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}
