import { eq, is, or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '@/server/db/schema';

/** Every table of the schema, so a table added later is exported and checked without anyone listing it. */
export const ALL_TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/**
 * A reference to users that does not cascade is a person acting on someone else's data (reviewed_by, author_id,
 * advisor_id) — except the payments, which belong to the user and outlive the account for bookkeeping.
 */
export const OWNED_BEYOND_DELETION: PgColumn[] = [schema.payments.userId];

interface Link {
  columns: PgColumn[];
  foreignColumns: PgColumn[];
  parent: PgTable;
}

// Child → parent references that make the child part of the parent's data (files.owner_id → users.id,
// user_package_steps.user_package_id → user_packages.id). A table's reference to itself is left out.
function linksOf(table: PgTable): Link[] {
  return getTableConfig(table).foreignKeys.flatMap((fk) => {
    const ref = fk.reference();
    if (ref.foreignTable === table) return [];
    const ownedByUser =
      fk.onDelete === 'cascade' || ref.columns.some((column) => OWNED_BEYOND_DELETION.includes(column));
    if (ref.foreignTable === schema.users && !ownedByUser) return [];
    return [{ columns: ref.columns, foreignColumns: ref.foreignColumns, parent: ref.foreignTable }];
  });
}

/** One table of the export: which of its rows are about the user, and the key its pages are ordered by. */
export interface ExportedTable {
  table: PgTable;
  name: string;
  /** The primary key (one column or several), in order: pages follow it (keyset, never OFFSET). */
  key: PgColumn[];
  /**
   * The key as the pages' order: `coalesce(k, k)`, the same order, but one no index offers. Ordered by the bare
   * key with a limit, the planner may walk the primary key's index and filter each row, expecting to find a page
   * soon; on a heavy customer's last page of notifications it read all 5 M rows for 114 (5 s; decision 092). Now
   * it finds the customer's rows by the reference's index and sorts them.
   */
  order: SQL[];
  about: (userId: string) => SQL;
}

function primaryKeyOf(table: PgTable): PgColumn[] {
  const config = getTableConfig(table);
  const single = config.columns.filter((column) => column.primary);
  const key = single.length > 0 ? single : (config.primaryKeys[0]?.columns ?? []);
  if (key.length === 0) throw new Error(`${config.name} has no primary key: its export could not be paged`);
  return key;
}

/**
 * The tables holding rows about a user, parents before children (users, then what references it, then what
 * references those…), each with its condition as SQL: a child's rows are those whose reference is in the parent's
 * rows about the user (a subquery, so no list of ids is held in memory, whatever the size of the parent).
 */
function exportPlan(): ExportedTable[] {
  const links = new Map(ALL_TABLES.map((table) => [table, linksOf(table)]));
  const reached = new Set<PgTable>([schema.users]);
  let size = 0;
  while (size < reached.size) {
    size = reached.size;
    for (const [table, own] of links) if (own.some((link) => reached.has(link.parent))) reached.add(table);
  }
  const ordered: ExportedTable[] = [];
  const placed = new Map<PgTable, ExportedTable>();
  while (placed.size < reached.size) {
    const before = placed.size;
    for (const table of ALL_TABLES) {
      if (!reached.has(table) || placed.has(table)) continue;
      const own = table === schema.users ? [] : links.get(table)!.filter((link) => reached.has(link.parent));
      if (!own.every((link) => placed.has(link.parent))) continue;
      const entry: ExportedTable = {
        table,
        name: getTableConfig(table).name,
        key: primaryKeyOf(table),
        order: primaryKeyOf(table).map((column) => sql`coalesce(${column}, ${column})`),
        about:
          table === schema.users
            ? (userId) => eq(schema.users.id, userId)
            : (userId) => or(...own.flatMap((link) => refersTo(link, placed.get(link.parent)!, userId)))!,
      };
      placed.set(table, entry);
      ordered.push(entry);
    }
    if (placed.size === before) throw new Error('the foreign keys about a user form a cycle');
  }
  return ordered;
}

function refersTo(link: Link, parent: ExportedTable, userId: string): SQL[] {
  return link.columns.map((column, i) => {
    const target = link.foreignColumns[i]!;
    // A direct reference to the user is compared with the id itself: the plain lookup its index serves.
    if (parent.table === schema.users) return eq(column, userId);
    // `= any(array(…))`, not `in (…)`: the subquery runs once, before the scan, and its result is a value an index
    // lookup takes, so each alternative of the OR is its own index scan. An `in (subquery)` beside another
    // alternative became a filter over the whole table (payments: 238,000 rows read for 3). `is not null` lets a
    // partial index (`… where column is not null`) serve it.
    return sql`(${column} is not null and ${column} = any(array(select ${target} from ${parent.table} where ${parent.about(userId)})))`;
  });
}

export const EXPORTED_TABLES: ExportedTable[] = exportPlan();
