import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { notifications } from '@/server/db/schema';
import { freshDatabase } from '@/server/test/database';
import { planWithoutSorting } from '@/server/test/plans';
import { NEWEST_FIRST } from './routes';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

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
  const json = await planWithoutSorting(handle, page);
  expect(json).toContain('notifications_user_created_idx');
  expect(json).not.toContain('"Sort"');
});
