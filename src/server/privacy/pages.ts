import { and, eq, getTableColumns, gt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import { EXPORTED_TABLES, type ExportedTable } from './rows';

/** Rows per read: a page of the heaviest table is a few hundred KB of JSON, whatever the customer's size. */
export const PAGE_ROWS = 1000;

// Credentials are about the user but are not data to hand out: a hash of a password or token stays inside.
const SECRET = /hash|token|secret/i;

export interface Page {
  table: PgTable;
  name: string;
  rows: Record<string, unknown>[];
}

// Drizzle returns rows keyed by the TypeScript property name, not the column name. Found by the column's name: a
// composite primary key's columns are copies, not the table's own objects.
function columnKey(table: PgTable, column: PgColumn): string {
  const columns = getTableColumns(table);
  const key = Object.keys(columns).find((name) => columns[name]!.name === column.name);
  if (!key) throw new Error(`${column.name} is not a column of its table`);
  return key;
}

/** Rows after `last` in key order: (a, b) > (x, y) spelled out, so each part is sent as its column's type. */
function after(entry: ExportedTable, last: Record<string, unknown>): SQL {
  const parts = entry.key.map((column) => ({ column, value: last[columnKey(entry.table, column)] }));
  const final = parts.at(-1)!;
  return parts
    .slice(0, -1)
    .reduceRight<SQL>(
      (tail, { column, value }) => or(gt(column, value), and(eq(column, value), tail))!,
      gt(final.column, final.value),
    );
}

/** One page of `entry`'s rows about the user: the first, or those after the row `last` (plans.test.ts explains it). */
export const pageQuery = (
  db: Database,
  entry: ExportedTable,
  userId: string,
  last: Record<string, unknown> | undefined,
  pageSize: number,
) =>
  db
    .select()
    .from(entry.table)
    .where(last ? and(entry.about(userId), after(entry, last)) : entry.about(userId))
    .orderBy(...entry.order)
    .limit(pageSize);

/**
 * Every row about one user, table by table (parents first), in pages of `pageSize` rows read by key (keyset):
 * no query holds a connection, cursor or transaction between pages, so a reader that stops early (a client gone
 * mid-download) leaves nothing open. Each page is as the database had it at its read; a row added while an export
 * runs may be in it or not. Secrets are left out.
 */
export async function* pagesAbout(db: Database, userId: string, pageSize = PAGE_ROWS): AsyncGenerator<Page> {
  for (const entry of EXPORTED_TABLES) {
    let last: Record<string, unknown> | undefined;
    for (;;) {
      const rows = (await pageQuery(db, entry, userId, last, pageSize)) as Record<string, unknown>[];
      if (rows.length > 0) yield { table: entry.table, name: entry.name, rows: rows.map(withoutSecrets) };
      if (rows.length < pageSize) break;
      last = rows.at(-1);
    }
  }
}

/** The same rows collected by table name: for tests and small callers, never for a heavy customer's export. */
export async function rowsAbout(db: Database, userId: string): Promise<Record<string, Record<string, unknown>[]>> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  for await (const page of pagesAbout(db, userId)) (tables[page.name] ??= []).push(...page.rows);
  return tables;
}

const withoutSecrets = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET.test(key)));
