import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';

// postgres.js answers the rows as an array, PGlite as `{ rows }`.
const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * The plan of a built query (`.toSQL()`) as JSON text, with sorting and sequential scans priced out: a page whose
 * ORDER BY the index can give shows no "Sort" node even then (the page-order tests of notifications and messages).
 */
export async function planWithoutSorting(
  handle: Pick<DatabaseHandle, 'db'>,
  query: { sql: string; params: unknown[] },
) {
  const plan = await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const params = query.params.map((p) => (typeof p === 'string' ? `'${p}'` : String(p)));
    const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => params[Number(n) - 1]!);
    return rowsOf<{ 'QUERY PLAN': unknown }>(await tx.execute(sql.raw(`explain (format json) ${text}`)));
  });
  return JSON.stringify(plan);
}
