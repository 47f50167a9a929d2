import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { payments, userPackages } from '@/server/db/schema';
import { travel } from '@/server/test/accounts';
import { buy, catalogContext } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { claimDue, renewDuePackages } from './renewal';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

test('one run renews every due package, batch after batch, each batch claimed with SKIP LOCKED (decision 087)', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    const { user, token } = await createUser(ctx);
    await buy(ctx, token, 'STANDARD');
    ids.push(user.id);
  }
  travel(ctx, 31 * DAY);
  // Batches of two: five due packages need three transactions, and the run goes on until none is left.
  await renewDuePackages(ctx.deps, ctx.deps.now(), 2);
  const renewals = await ctx.deps.db.select().from(payments).where(inArray(payments.userId, ids));
  expect(renewals.filter((p) => p.kind === 'renewal')).toHaveLength(5);
  const due = await ctx.deps.db.transaction((tx) => claimDue(tx, ctx.deps.now(), 50));
  expect(due).toEqual([]);
  // Another process's batch is skipped, not waited for: the rows are locked without blocking anyone who holds one.
  const statement = await ctx.deps.db.transaction(async (tx) => claimDue(tx, ctx.deps.now(), 50).toSQL().sql);
  expect(statement).toMatch(/for update of "user_packages" skip locked$/);
  const [row] = await ctx.deps.db.select().from(userPackages).where(eq(userPackages.userId, ids[0]!));
  expect(row?.status).toBe('active');
});
