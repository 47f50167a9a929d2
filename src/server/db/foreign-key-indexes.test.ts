import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from './client';
import { freshDatabase } from '@/server/test/database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

// postgres.js answers the rows as an array, PGlite as `{ rows }`.
const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

// Catalog rows are retired, never deleted (decision 008): nothing ever looks a package up from its references.
const NEVER_DELETED = ['packages'];

interface ForeignKey {
  child: string;
  column: string;
  parent: string;
}

/**
 * Deleting a row makes PostgreSQL find the rows referencing it (cascade, set null, or the check that none is left),
 * and the data export walks the same references (privacy/rows.ts). Without an index on the referencing column,
 * each is a scan of the whole child table: at 5,000,000 notifications one account deletion took seconds
 * (decision 087). With sequential scans disabled, the planner must still find an index for every such lookup.
 */
test('every foreign key to a table whose rows are deleted has an index the lookup uses (no Seq Scan)', async () => {
  const keys = rowsOf<ForeignKey>(
    await handle.db.execute(sql`
      select c.conrelid::regclass::text as child, a.attname as column, c.confrelid::regclass::text as parent
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace and format_type(a.atttypid, a.atttypmod) = 'uuid'`),
  ).filter((key) => !NEVER_DELETED.includes(key.parent));
  expect(keys.length).toBeGreaterThan(30);
  const scanned: string[] = [];
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    for (const key of keys) {
      const plan = rowsOf<Record<string, string>>(
        await tx.execute(
          sql.raw(`explain select 1 from ${key.child} where ${key.column} = '00000000-0000-4000-8000-000000000001'`),
        ),
      )
        .map((row) => Object.values(row).join(''))
        .join('\n');
      if (plan.includes('Seq Scan')) scanned.push(`${key.child}.${key.column} → ${key.parent}`);
    }
  });
  expect(scanned).toEqual([]);
});
