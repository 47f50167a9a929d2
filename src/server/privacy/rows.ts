import { inArray, is, or } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import * as schema from '@/server/db/schema';

/** Every table of the schema, so a table added later is exported and checked without anyone listing it. */
export const ALL_TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

// Credentials are about the user but are not data to hand out: a hash of a password or token stays inside.
const SECRET = /hash|token|secret/i;

interface Link {
  table: PgTable;
  columns: PgColumn[];
  parent: PgTable;
}

/**
 * A reference to users that does not cascade is a person acting on someone else's data (reviewed_by, author_id,
 * advisor_id) — except the payments, which belong to the user and outlive the account for bookkeeping.
 */
export const OWNED_BEYOND_DELETION: PgColumn[] = [schema.payments.userId];

// Child → parent references that make the child part of the parent's data (files.owner_id → users.id,
// user_package_steps.user_package_id → user_packages.id).
function links(): Link[] {
  return ALL_TABLES.flatMap((table) =>
    getTableConfig(table)
      .foreignKeys.filter((fk) => {
        const ref = fk.reference();
        if (ref.foreignTable !== schema.users) return true;
        return fk.onDelete === 'cascade' || ref.columns.some((column) => OWNED_BEYOND_DELETION.includes(column));
      })
      .map((fk) => {
        const ref = fk.reference();
        return { table, columns: ref.columns, parent: ref.foreignTable };
      }),
  );
}

const primaryKey = (table: PgTable) => getTableConfig(table).columns.find((column) => column.primary);

/**
 * Every row about one user, by table name: the users row, the rows that belong to it, the rows that belong to
 * those (a package's steps, a session's payment), and so on down the foreign keys. Secrets are left out.
 */
export async function rowsAbout(db: Database, userId: string): Promise<Record<string, Record<string, unknown>[]>> {
  const found = new Map<PgTable, Map<unknown, Record<string, unknown>>>([[schema.users, new Map()]]);
  const [self] = await db
    .select()
    .from(schema.users)
    .where(inArray(schema.users.id, [userId]));
  if (self) found.get(schema.users)!.set(userId, self);
  const graph = links();
  let frontier: PgTable[] = [schema.users];
  while (frontier.length > 0) {
    const next = new Set<PgTable>();
    for (const link of graph.filter((l) => frontier.includes(l.parent) && l.table !== l.parent)) {
      const parentIds = [...(found.get(link.parent)?.keys() ?? [])];
      const key = primaryKey(link.table);
      if (parentIds.length === 0 || !key) continue;
      const rows = await db
        .select()
        .from(link.table)
        .where(or(...link.columns.map((column) => inArray(column, parentIds))));
      const bucket = found.get(link.table) ?? new Map();
      for (const row of rows as Record<string, unknown>[]) {
        const id = row[columnKey(link.table, key)];
        if (!bucket.has(id)) next.add(link.table);
        bucket.set(id, row);
      }
      found.set(link.table, bucket);
    }
    frontier = [...next];
  }
  return Object.fromEntries(
    [...found]
      .filter(([, rows]) => rows.size > 0)
      .map(([table, rows]) => [getTableConfig(table).name, [...rows.values()].map(withoutSecrets)]),
  );
}

// Drizzle returns rows keyed by the TypeScript property name, not the column name.
function columnKey(table: PgTable, column: PgColumn): string {
  return Object.entries(table).find(([, value]) => value === column)?.[0] ?? column.name;
}

const withoutSecrets = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET.test(key)));
