import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { users } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { auditRows, completeOnboarding, createCustomer, createStaff } from '@/server/test/staff';
import { assignAdvisor } from './assignment';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
// Each test starts with no active advisor, so earlier tests' advisors do not take turns.
beforeEach(async () => {
  await ctx.deps.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.role, 'advisor'));
});

const advisorsInOrder = async (count: number) => {
  const made = [];
  for (let i = 0; i < count; i += 1)
    made.push((await createStaff(ctx, 'advisor', { createdAt: new Date(Date.UTC(2026, 0, 1, i)) })).user.id);
  return made;
};
const advisorOf = async (customerId: string) =>
  (await ctx.deps.db.select({ a: users.assignedAdvisorId }).from(users).where(eq(users.id, customerId)))[0]?.a ?? null;

test('completing onboarding hands customers to the active advisors in turn, and audits each hand-over', async () => {
  const [a, b, c] = await advisorsInOrder(3);
  await createStaff(ctx, 'admin');
  const got: (string | null)[] = [];
  for (let i = 0; i < 7; i += 1) {
    const customer = await createCustomer(ctx);
    await completeOnboarding(ctx, customer.token);
    got.push(await advisorOf(customer.user.id));
  }
  expect(got).toEqual([a, b, c, a, b, c, a]);
  const rows = (await auditRows(ctx)).filter((row) => row.action === 'case.assign');
  expect(rows).toHaveLength(7);
  expect(rows[0]).toMatchObject({
    actorId: null,
    actorRole: null,
    targetType: 'case',
    detail: { from: null, to: a, mode: 'roundRobin' },
  });
});

test('a customer keeps their advisor when onboarding is completed again or was assigned before', async () => {
  const [a, b] = await advisorsInOrder(2);
  const customer = await createCustomer(ctx);
  await completeOnboarding(ctx, customer.token);
  expect(await advisorOf(customer.user.id)).toBe(a);
  expect((await ctx.api('PUT', '/api/onboarding/complete', { token: customer.token })).status).toBe(200);
  expect(await advisorOf(customer.user.id)).toBe(a);
  const placed = await createCustomer(ctx, b!);
  await completeOnboarding(ctx, placed.token);
  expect(await advisorOf(placed.user.id)).toBe(b);
});

test('deactivated advisors are skipped; a new advisor gets the next customer; with none, the case waits', async () => {
  const [a, b, c] = await advisorsInOrder(3);
  await ctx.deps.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, b!));
  const assignOne = async () => {
    const { user } = await createCustomer(ctx);
    return ctx.deps.db.transaction((tx) => assignAdvisor(tx, user.id, new Date()));
  };
  expect([await assignOne(), await assignOne(), await assignOne()]).toEqual([a, c, a]);
  const [d] = await advisorsInOrder(1);
  expect([await assignOne(), await assignOne()]).toEqual([d, c]);

  await ctx.deps.db
    .update(users)
    .set({ deactivatedAt: new Date() })
    .where(inArray(users.id, [a!, c!, d!]));
  const before = (await auditRows(ctx)).length;
  const waiting = await createCustomer(ctx);
  await completeOnboarding(ctx, waiting.token);
  expect(await advisorOf(waiting.user.id)).toBeNull();
  expect(await auditRows(ctx)).toHaveLength(before);
});

test('parallel completions still share customers evenly (the rotation is serialised)', async () => {
  const advisors = await advisorsInOrder(3);
  const customers = await Promise.all(Array.from({ length: 9 }, () => createCustomer(ctx)));
  await Promise.all(
    customers.map(({ user }) => ctx.deps.db.transaction((tx) => assignAdvisor(tx, user.id, new Date()))),
  );
  const assigned = await Promise.all(customers.map(({ user }) => advisorOf(user.id)));
  for (const advisor of advisors) expect(assigned.filter((id) => id === advisor)).toHaveLength(3);
});
