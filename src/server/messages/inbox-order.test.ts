import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { messages } from '@/server/db/schema';
import { freshDatabase } from '@/server/test/database';
import { planWithoutSorting } from '@/server/test/plans';
import { NEWEST_MESSAGE } from './inbox';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

/**
 * The inbox reads each waiting conversation's newest message; that read must come from
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
  const plan = await planWithoutSorting(handle, query);
  expect(plan).toContain('messages_conversation_created_idx');
  expect(plan).not.toContain('"Sort"');
});
