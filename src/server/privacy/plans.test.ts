import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { freshDatabase } from '@/server/test/database';
import { pageQuery } from './pages';
import { EXPORTED_TABLES } from './rows';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

// postgres.js answers the rows as an array, PGlite as `{ rows }`.
const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const plausible = (type: string, js: string): unknown =>
  type === 'uuid'
    ? randomUUID()
    : /int|serial/.test(type)
      ? js === 'bigint'
        ? 1n
        : 1
      : type === 'date'
        ? '2026-01-01'
        : js === 'date'
          ? new Date()
          : 'x';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** Scans that read a whole table: a sequential scan, or an index walked end to end without a condition. */
const wholeTableScans = (node: PlanNode): string[] => [
  ...((node['Node Type'] === 'Seq Scan' ||
    (/^Index (Only )?Scan$/.test(node['Node Type']) && node['Index Cond'] === undefined)) &&
  node['Relation Name']
    ? [`${node['Node Type']} on ${node['Relation Name']}`]
    : []),
  ...(node.Plans ?? []).flatMap(wholeTableScans),
];

/**
 * At 100,000 customers a page of the export that scans a table takes seconds (decision 092: payments read 238,000
 * rows for 3, a last page of notifications 5 M rows for 114). With sequential scans off, the planner must find
 * every page — first and later, of every table, with every subquery of its condition — through an index lookup.
 */
test('every page read of the data export is an index lookup, in each subquery too', async () => {
  const userId = randomUUID();
  const scans: string[] = [];
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    for (const entry of EXPORTED_TABLES) {
      // A later page: after a row whose key columns hold plausible values of their types.
      const columns = getTableColumns(entry.table);
      const last = Object.fromEntries(
        Object.entries(columns).map(([name, column]) => [name, plausible(column.getSQLType(), column.dataType)]),
      );
      for (const after of [undefined, last]) {
        const [row] = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`explain (format json) ${pageQuery(tx, entry, userId, after, 1000)}`),
        );
        const [plan] = Object.values(row!) as [{ Plan: PlanNode }[]];
        scans.push(
          ...wholeTableScans(plan[0]!.Plan).map((scan) => `${entry.name}${after ? ' (later page)' : ''}: ${scan}`),
        );
      }
    }
  });
  expect(scans).toEqual([]);
});
