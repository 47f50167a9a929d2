import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * `[{ key: column, ... }, ...]` of the rows of `table` matching `where` as one JSON array in a sub-select (`[]` when
 * there are none): a read that needs a row and its children stays one round trip. Cast it `::text` and JSON.parse
 * it, so both drivers hand over the same thing.
 */
export function jsonRows(table: PgTable, fields: Record<string, PgColumn | SQL>, where: SQL, orderBy: SQL) {
  const pairs = sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  );
  return sql`(select coalesce(json_agg(json_build_object(${pairs}) order by ${orderBy}), '[]'::json) from ${table} where ${where})`;
}

/** A timestamptz inside JSON, formatted as JavaScript's toISOString (null stays null). */
export const isoText = (column: PgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
