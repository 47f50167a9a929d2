import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AuditEntry } from '@/lib/schemas/audit';
import type { CursorPage } from '@/lib/schemas/paging';
import { users, type User } from '@/server/db/schema';
import { sequenceRevision } from '@/server/fast/shared-answers';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createCustomer, createStaff } from '@/server/test/staff';
import { auditPage } from './audit-page';

// The kept pages (decision 102) are only right while every change to what they show advances audit_revision
// (migration 0030): an audit row, a rename or deletion of an account a page names. The clock does not move here,
// so a missing trigger leaves the old page in place and fails.
let ctx: TestContext;
let admin: { user: User; token: string };
let revision: () => Promise<string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createStaff(ctx, 'admin', { firstName: 'Ada', lastName: 'Kaya' });
  revision = sequenceRevision(ctx.deps.db, 'audit_revision');
});
afterAll(() => ctx.close());

const page = async (query = ''): Promise<CursorPage<AuditEntry>> =>
  (await body(await ctx.api('GET', `/api/staff/audit${query}`, { token: admin.token }))).data;
const assign = (customerId: string, advisorId: string | null) =>
  ctx.api('PATCH', `/api/staff/cases/${customerId}`, { token: admin.token, json: { advisorId } });

async function expectBump(change: () => Promise<unknown>) {
  const before = BigInt(await revision());
  await change();
  expect(BigInt(await revision())).toBeGreaterThan(before);
}

test('the kept pages are the plain pages byte for byte: first, next, filtered, in each language', async () => {
  for (let i = 0; i < 5; i++) await assign((await createCustomer(ctx)).user.id, admin.user.id);
  const first = await page('?pageSize=2');
  const queries = [
    ['', {}],
    ['?pageSize=2', { pageSize: 2 }],
    [`?pageSize=2&cursor=${first.nextCursor}`, { pageSize: 2, cursor: first.nextCursor! }],
    [`?action=case.assign&actorId=${admin.user.id}`, { action: 'case.assign' as const, actorId: admin.user.id }],
  ] as const;
  for (const [query, parsed] of queries) {
    for (const locale of ['tr', 'en'] as const) {
      const res = await ctx.api('GET', `/api/staff/audit${query}`, { token: admin.token, lang: locale });
      const plain = await auditPage(ctx.deps.db, { pageSize: 20, ...parsed }, locale);
      expect(await res.text()).toBe(JSON.stringify({ success: true, data: plain }));
    }
  }
});

test('a staff write, a renamed actor or named account and a deleted account move the number and the pages', async () => {
  const customer = await createCustomer(ctx, null, { firstName: 'Ayşe', lastName: 'Yılmaz' });
  const before = await page();
  await expectBump(() => assign(customer.user.id, admin.user.id));
  const after = await page();
  expect(after.items[0]!.id).toBeGreaterThan(before.items[0]!.id);
  expect(after.items[0]!.people[admin.user.id]?.lastName).toBe('Kaya');
  await expectBump(() => ctx.deps.db.update(users).set({ lastName: 'Kaya-Öz' }).where(eq(users.id, admin.user.id)));
  const renamed = await page();
  expect(renamed.items[0]!.actor?.lastName).toBe('Kaya-Öz');
  expect(renamed.items[0]!.people[admin.user.id]?.lastName).toBe('Kaya-Öz');
  // A sign-in changes nothing a page shows.
  const unchanged = await revision();
  await ctx.deps.db.update(users).set({ lastLoginAt: ctx.deps.now() }).where(eq(users.id, admin.user.id));
  expect(await revision()).toBe(unchanged);
  const advisor = await createStaff(ctx, 'advisor', { firstName: 'Jonas', lastName: 'Weber' });
  await assign(customer.user.id, advisor.user.id);
  expect((await page()).items[0]!.people[advisor.user.id]?.firstName).toBe('Jonas');
  await expectBump(() => ctx.deps.db.delete(users).where(eq(users.id, advisor.user.id)));
  expect((await page()).items[0]!.people[advisor.user.id]).toBeUndefined();
});
