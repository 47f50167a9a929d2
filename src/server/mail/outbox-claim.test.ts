import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { claimDueMail, DEFAULT_RETRY, queueMail } from './outbox';

/**
 * A claim takes one mail, whatever plan the database picks. With `id in (subquery … limit 1 for update skip
 * locked)`, a nested-loop semi-join ran the subquery once per pending row, and each run skipped the rows the
 * statement had just updated: one claim leased all 127 due receipts of the 100k bench and returned only the first,
 * so the other 126 waited out the lease. The planner settings below force that plan, which PostgreSQL chose by
 * itself there on fresh statistics.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const NESTED_LOOPS_ONLY = ['enable_hashagg', 'enable_sort', 'enable_hashjoin', 'enable_mergejoin', 'enable_material'];

test('one claim leases exactly one due mail, even when the plan runs the subquery again per row', async () => {
  const now = new Date();
  const mail = (i: number) => ({ message: { to: `claim${i}@example.com`, subject: 'Claim', text: `Mail ${i}` } });
  await queueMail(ctx.deps.db, new Date(now.getTime() - 60_000), ...Array.from({ length: 12 }, (_, i) => mail(i)));

  const claimed = await ctx.deps.db.transaction(async (tx) => {
    for (const setting of NESTED_LOOPS_ONLY) await tx.execute(sql.raw(`set local ${setting} = off`));
    return claimDueMail(tx, now, now, DEFAULT_RETRY);
  });

  expect(claimed).toBeDefined();
  const leased = await ctx.deps.db
    .select({ id: mailOutbox.id, attempts: mailOutbox.attempts })
    .from(mailOutbox)
    .where(sql`${mailOutbox.attempts} > 0`);
  expect(leased).toEqual([{ id: claimed!.id, attempts: 1 }]);
  // The other eleven are still due now, for this sender's next claim or another process's.
  const due = await ctx.deps.db.$count(mailOutbox, sql`${mailOutbox.nextAttemptAt} <= ${now.toISOString()}`);
  expect(due).toBe(11);
});
