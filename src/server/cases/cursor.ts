import { desc, sql, type SQL } from 'drizzle-orm';
import { users } from '@/server/db/schema';

/**
 * The case list's keyset (decision 088): newest customers first, the id breaking ties. A cursor is
 * `<created_at in microseconds since 1970>.<id>` (CASE_CURSOR checks it): microseconds, because PostgreSQL keeps them and a JavaScript Date
 * would round them away (a row in the same millisecond would then be skipped or shown twice).
 */
export const caseOrder = [desc(users.createdAt), desc(users.id)];

/**
 * The same order for a search, as an expression the (created_at, id) index does not serve: a search then starts
 * from its matches (the trigram index) and sorts them. Walking every customer newest first in the hope of meeting
 * 21 matches read all 100,000 rows for a name nobody has (277 ms measured, decision 088).
 */
export const caseSearchOrder = [sql`${users.createdAt} + interval '0 seconds' desc`, desc(users.id)];

/** Selected beside each row: its cursor, as exact text. */
export const caseCursorColumn = sql<string>`(extract(epoch from ${users.createdAt}) * 1000000)::bigint || '.' || ${users.id}`;

/** The rows after `cursor` in `caseOrder`; a row comparison, so the (created_at, id) index is read from there on. */
export function afterCaseCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [micros, id] = cursor.split('.') as [string, string];
  const at = sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
  return sql`(${users.createdAt}, ${users.id}) < (${at}, ${id}::uuid)`;
}
