import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { notifications } from '@/server/db/schema';
import { freshDatabase } from '@/server/test/database';
import { NEWEST_FIRST } from './routes';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

// postgres.js answers the rows as an array, PGlite as `{ rows }`.
const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * With sorting priced out, a page must come from the index in its own order: an ORDER BY whose null order differs
 * from the index's (plain DESC against drizzle-kit's DESC NULLS LAST) leaves a Sort node in the plan.
 */
test('a page of notifications is read in the index order, without sorting the customer’s rows', async () => {
  const userId = randomUUID();
  const page = handle.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(...NEWEST_FIRST)
    .limit(21)
    .toSQL();
  const plan = await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const params = page.params.map((p) => (typeof p === 'string' ? `'${p}'` : String(p)));
    const text = page.sql.replace(/\$(\d+)/g, (_, n: string) => params[Number(n) - 1]!);
    return rowsOf<{ 'QUERY PLAN': unknown }>(await tx.execute(sql.raw(`explain (format json) ${text}`)));
  });
  const json = JSON.stringify(plan);
  expect(json).toContain('notifications_user_created_idx');
  expect(json).not.toContain('"Sort"');
});
