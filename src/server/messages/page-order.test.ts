import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { messages } from '@/server/db/schema';
import { freshDatabase } from '@/server/test/database';
import { NEWEST_MESSAGES_FIRST, olderThan } from './page-order';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

// postgres.js answers the rows as an array, PGlite as `{ rows }`.
const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * With sorting priced out, an older page must come from the index in its own order, the anchor as an index
 * condition: a plain DESC (NULLS FIRST) against the index's DESC NULLS LAST leaves a Sort node in the plan.
 */
test('an older page of messages is read in the index order, without sorting the conversation', async () => {
  const page = handle.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, randomUUID()),
        olderThan({ createdAt: '2026-05-04 10:00:00.123456+00', id: randomUUID() }),
      ),
    )
    .orderBy(...NEWEST_MESSAGES_FIRST)
    .limit(31)
    .toSQL();
  const plan = await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const params = page.params.map((p) => (typeof p === 'string' ? `'${p}'` : String(p)));
    const text = page.sql.replace(/\$(\d+)/g, (_, n: string) => params[Number(n) - 1]!);
    return rowsOf<{ 'QUERY PLAN': unknown }>(await tx.execute(sql.raw(`explain (format json) ${text}`)));
  });
  const json = JSON.stringify(plan);
  expect(json).toContain('messages_conversation_created_idx');
  expect(json).not.toContain('"Sort"');
  // The anchor bounds the scan (Index Cond), not a filter over the newer messages walked past.
  expect(json).toMatch(/"Index Cond":"[^"]*created_at[^"]*"/);
});
