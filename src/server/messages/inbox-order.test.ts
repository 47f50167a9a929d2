import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { messages } from '@/server/db/schema';
import { freshDatabase } from '@/server/test/database';
import { NEWEST_MESSAGE } from './inbox';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

// postgres.js answers the rows as an array, PGlite as `{ rows }`.
const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * The inbox reads each waiting conversation's newest message; with sorting priced out, that read must come from
 * `messages_conversation_created_idx` in its own order. A plain DESC (nulls first) against the index's DESC NULLS
 * LAST left a Sort of the conversation's messages under every inbox row.
 */
test('the newest message of a conversation is read in the index order, without a sort', async () => {
  const query = handle.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.conversationId, randomUUID()))
    .orderBy(NEWEST_MESSAGE)
    .limit(1)
    .toSQL();
  const plan = await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const params = query.params.map((p) => (typeof p === 'string' ? `'${p}'` : String(p)));
    const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => params[Number(n) - 1]!);
    return rowsOf<{ 'QUERY PLAN': unknown }>(await tx.execute(sql.raw(`explain (format json) ${text}`)));
  });
  const json = JSON.stringify(plan);
  expect(json).toContain('messages_conversation_created_idx');
  expect(json).not.toContain('"Sort"');
});
