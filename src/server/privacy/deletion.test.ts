import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { catalogContext } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { customerWithEverything } from '@/server/test/privacy';
import { rowsAbout } from './pages';
import { ALL_TABLES } from './rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

/** Every table, every row, as text: what a search of the whole database for a person would find. */
async function wholeDatabase(): Promise<Record<string, string>> {
  const dump: Record<string, string> = {};
  for (const table of ALL_TABLES)
    dump[getTableConfig(table).name] = JSON.stringify(await ctx.deps.db.select().from(table));
  return dump;
}

const tablesMentioning = (dump: Record<string, string>, needle: string) =>
  Object.entries(dump)
    .filter(([, rows]) => rows.includes(needle))
    .map(([name]) => name)
    .sort();

test('after deleting an account, no table holds the person; payments stay for bookkeeping without them', async () => {
  const customer = await customerWithEverything(ctx);
  const before = await wholeDatabase();
  // The fixture reaches far: most tables mention the person before (so the check below means something).
  expect(Object.keys(await rowsAbout(ctx.deps.db, customer.userId)).length).toBeGreaterThanOrEqual(16);
  expect(tablesMentioning(before, customer.email)).toEqual(expect.arrayContaining(['payments', 'users']));

  // Mails about the person queued before (to the advisor, say) go out within a second and keep no body once sent;
  // the deletion itself removes those still addressed to the person.
  await ctx.deps.mailer.flush();
  const res = await ctx.api('DELETE', '/api/profile', { token: customer.token });
  expect(res.status).toBe(200);
  const after = await wholeDatabase();
  for (const personal of [customer.email, customer.names.firstName, customer.names.lastName]) {
    expect(tablesMentioning(after, personal), personal).toEqual([]);
  }
  // The audit log is append-only: it keeps which case an advisor acted on, as an id that now leads nowhere.
  expect(tablesMentioning(after, customer.userId)).toEqual(
    tablesMentioning(before, customer.userId).includes('audit_log') ? ['audit_log'] : [],
  );

  const payments = JSON.parse(after.payments!) as Record<string, unknown>[];
  const kept = payments.filter((p) => p.receiptNumber && p.userId === null);
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({
    customerName: null,
    customerEmail: null,
    status: 'succeeded',
    amountCents: expect.any(Number),
  });
  // The advisor's own account is untouched.
  expect(tablesMentioning(after, customer.advisor.user.email)).toEqual(['users']);
});
