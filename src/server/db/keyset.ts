import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { COUNT_CAP, type CursorPage } from '@/lib/schemas/paging';
import type { Database } from './client';

/**
 * Keyset paging's two halves (decision 088), shared by the case list and the audit log. A list reads `pageSize + 1`
 * rows after its cursor: the extra row only says that a next page exists.
 */
export function keysetPage<Row, Item>(
  rows: Row[],
  pageSize: number,
  cursorOf: (row: Row) => string,
  toItem: (row: Row) => Item,
  counted: { total: number; totalCapped: boolean },
): CursorPage<Item> {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    pageSize,
    nextCursor: rows.length > pageSize && last ? cursorOf(last) : null,
    ...counted,
  };
}

/** The matches of `where` in `table` up to `COUNT_CAP + 1` (the count stops reading there), as a subquery. */
function cappedMatches(db: Database, table: PgTable, where: SQL | undefined) {
  return db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped');
}

/** A capped count as the answer shows it: "more than 1,000" beyond COUNT_CAP. */
export const countedOf = (n: number) => ({ total: Math.min(n, COUNT_CAP), totalCapped: n > COUNT_CAP });

/**
 * The matches of `where` in `table`, counted up to `COUNT_CAP`: the count stops reading after `COUNT_CAP + 1`
 * rows, so a list of 100,000 costs what one of 1,000 does. The console shows "more than 1,000" beyond it.
 */
export async function cappedCount(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(cappedMatches(db, table, where));
  return countedOf(row?.n ?? 0);
}

/**
 * The same count as a column of the page's own select (an uncorrelated subquery, run once per statement), so a
 * page and its count are one round trip (decision 101). Inside, `table` is the subquery's own: its name shadows the
 * outer select's, so `where` reads the same as for `cappedCount`.
 */
export const cappedCountColumn = (db: Database, table: PgTable, where: SQL | undefined) =>
  sql<number>`(select count(*) from ${cappedMatches(db, table, where)})`.mapWith(Number);
