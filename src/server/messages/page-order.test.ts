import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { messages } from '@/server/db/schema';
import { freshDatabase } from '@/server/test/database';
import { planWithoutSorting } from '@/server/test/plans';
import { NEWEST_MESSAGES_FIRST, olderThan } from './page-order';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

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
  const json = await planWithoutSorting(handle, page);
  expect(json).toContain('messages_conversation_created_idx');
  expect(json).not.toContain('"Sort"');
  // The anchor bounds the scan (Index Cond), not a filter over the newer messages walked past.
  expect(json).toMatch(/"Index Cond":"[^"]*created_at[^"]*"/);
});
