import { count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { assignAdvisor } from './assignment';
import { listStaffUsers } from './staff-user-view';

/**
 * The team page's numbers come from `advisor_case_counts`, which triggers keep (decision 096). Each way an
 * assignment changes — a customer created with an advisor, one moved, many moved in one statement, a row changed
 * twice in one transaction, round robin, a customer deleted, an advisor deleted — is followed by a comparison with
 * the plain count over `users`.
 */
let ctx: TestContext;
let advisors: string[];
beforeAll(async () => {
  ctx = await createTestContext();
  advisors = [];
  for (let i = 0; i < 4; i++) advisors.push((await createUser(ctx, { role: 'advisor' })).user.id);
});
afterAll(() => ctx.close());

async function expectPlainCounts() {
  const plain = await ctx.deps.db
    .select({ id: users.assignedAdvisorId, n: count() })
    .from(users)
    .where(isNotNull(users.assignedAdvisorId))
    .groupBy(users.assignedAdvisorId);
  const expected = new Map(plain.map((row) => [row.id, row.n]));
  const team = await listStaffUsers(ctx.deps.db);
  expect(team.map((m) => [m.id, m.caseCount])).toEqual(team.map((m) => [m.id, expected.get(m.id) ?? 0]));
  return team;
}

const customer = async (advisor: string | null = null) =>
  (await createUser(ctx, { assignedAdvisorId: advisor })).user.id;

test('the kept numbers match a plain count after every kind of change', async () => {
  const { db } = ctx.deps;
  const [a, b, c, d] = advisors as [string, string, string, string];
  const ids = [await customer(a), await customer(a), await customer(a), await customer(b), await customer()];
  const team = await expectPlainCounts();
  expect(team.find((m) => m.id === a)?.caseCount).toBe(3);

  await db.update(users).set({ assignedAdvisorId: c }).where(eq(users.id, ids[0]!));
  await expectPlainCounts();
  await db.update(users).set({ assignedAdvisorId: b }).where(eq(users.assignedAdvisorId, a));
  await expectPlainCounts();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ assignedAdvisorId: d }).where(eq(users.id, ids[4]!));
    await tx.update(users).set({ assignedAdvisorId: null }).where(eq(users.id, ids[4]!));
    await tx.update(users).set({ assignedAdvisorId: c }).where(eq(users.id, ids[4]!));
  });
  await expectPlainCounts();
  const fresh = await customer();
  await db.transaction((tx) => assignAdvisor(tx, fresh, ctx.deps.now()));
  await expectPlainCounts();
  await db.delete(users).where(inArray(users.id, [ids[1]!, ids[3]!]));
  await expectPlainCounts();
  // An advisor's account deleted: the customers lose their advisor (set null), and the count row goes with it.
  await db.delete(users).where(eq(users.id, c));
  await expectPlainCounts();
  // Assigned to an advisor deleted later in the same transaction.
  const last = await customer();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ assignedAdvisorId: d }).where(eq(users.id, last));
    await tx.delete(users).where(eq(users.id, d));
  });
  await expectPlainCounts();
});

test('a rolled-back assignment leaves the number as it was', async () => {
  const [a] = advisors as [string];
  const id = await customer();
  const before = (await expectPlainCounts()).find((m) => m.id === a)?.caseCount;
  await expect(
    ctx.deps.db.transaction(async (tx) => {
      await tx.update(users).set({ assignedAdvisorId: a }).where(eq(users.id, id));
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect((await expectPlainCounts()).find((m) => m.id === a)?.caseCount).toBe(before);
});
