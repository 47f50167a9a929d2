import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '@/server/db/client';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, pdfBytes } from '@/server/test/files';
import { createCustomer, createStaff } from '@/server/test/staff';
import { planProgressOf } from './progress';

// Issue 28: the case list shows each case's plan progress (approved among the items not waived), the same number
// the plan shows, for a whole page in one query.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function customerWithPlan(advisor: { token: string; user: { id: string } }) {
  const customer = await createCustomer(ctx, advisor.user.id);
  await ctx.api('PUT', '/api/plan/route', { token: customer.token, json: { route: '20a' } });
  const staff = (method: string, path: string, json?: unknown) =>
    ctx.api(method, `/api/staff/cases/${customer.user.id}/plan${path}`, { token: advisor.token, json });
  const file = async (planItem: string) => {
    const res = await ctx.api('POST', '/api/documents', {
      token: customer.token,
      body: form({ category: 'other', name: planItem, planItem, file: [pdfBytes(), `${planItem}.pdf`] }),
    });
    return (await body(res)).data.id as string;
  };
  const approve = (id: string) =>
    ctx.api('POST', `/api/staff/documents/${id}/review`, { token: advisor.token, json: { decision: 'approved' } });
  return { customer, staff, file, approve };
}

test('the case list’s plan column is the plan’s own progress: approved of the items not waived, own items counted', async () => {
  const advisor = await createStaff(ctx, 'advisor');
  const { customer, staff, file, approve } = await customerWithPlan(advisor);
  await approve(await file('passport'));
  await file('photos'); // in review: not counted as approved
  await staff('PATCH', '/items/languageCertificate', { waived: true });
  const own = (await body(await staff('POST', '/items', { title: 'Askerlik durum belgesi' }))).data.items.at(-1).key;
  await approve(await file(own));

  const plan = (await body(await staff('GET', ''))).data;
  const needed = plan.items.filter((i: { waived: boolean }) => !i.waived).length;
  const list = await ctx.api('GET', `/api/staff/cases?search=${encodeURIComponent(customer.user.email)}`, {
    token: advisor.token,
  });
  const [row] = (await body(list)).data.items;
  expect(row.plan).toEqual({ approved: 2, needed, percent: plan.progress });
  expect(plan.progress).toBe(Math.round((2 / needed) * 100));

  // A customer without a route or own items has no plan progress yet.
  const fresh = await createCustomer(ctx, advisor.user.id);
  const freshList = await ctx.api('GET', `/api/staff/cases?search=${encodeURIComponent(fresh.user.email)}`, {
    token: advisor.token,
  });
  expect((await body(freshList)).data.items[0].plan).toBeNull();
});

test('a whole page’s progress is one query, however many cases and documents', async () => {
  const advisor = await createStaff(ctx, 'advisor');
  const cases = await Promise.all([1, 2, 3].map(() => customerWithPlan(advisor)));
  for (const c of cases) await c.file('passport');
  let selects = 0;
  const counting = new Proxy(ctx.deps.db, {
    get(target, key, receiver) {
      if (key === 'select') selects++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as Database;
  const progress = await planProgressOf(
    counting,
    cases.map((c) => c.customer.user.id),
  );
  expect(selects).toBe(1);
  expect([...progress.values()].map((p) => p.approved)).toEqual([0, 0, 0]);
  expect(progress.size).toBe(3);
});
