import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { StaffUser } from '@/lib/schemas/staff';
import { users, type User } from '@/server/db/schema';
import { sequenceRevision } from '@/server/fast/shared-answers';
import { body, login } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createCustomer, createStaff, setPassword } from '@/server/test/staff';
import { listStaffUsers } from './staff-user-view';

// The kept team page (decision 102) is only right while every change to what it shows advances team_revision
// (migration 0030). The clock does not move here, so a missing trigger leaves the old page and fails.
let ctx: TestContext;
let admin: { user: User; token: string };
let revision: () => Promise<string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createStaff(ctx, 'admin');
  revision = sequenceRevision(ctx.deps.db, 'team_revision');
});
afterAll(() => ctx.close());

const team = async (): Promise<StaffUser[]> =>
  (await body(await ctx.api('GET', '/api/staff/users', { token: admin.token }))).data;
const member = async (id: string) => (await team()).find((m) => m.id === id);

async function expectBump(change: () => Promise<unknown>) {
  const before = BigInt(await revision());
  await change();
  expect(BigInt(await revision())).toBeGreaterThan(before);
}

test('the kept page is the plain list byte for byte', async () => {
  await createStaff(ctx, 'advisor', { firstName: 'Jonas', lastName: 'Weber' });
  const res = await ctx.api('GET', '/api/staff/users', { token: admin.token });
  expect(await res.text()).toBe(JSON.stringify({ success: true, data: await listStaffUsers(ctx.deps.db) }));
});

test('an invitation, a sign-in, a case assigned, a role change, a deactivation and a deletion move the number', async () => {
  await team();
  const email = `neu-${Date.now()}@example.com`;
  await expectBump(async () => {
    const json = { email, firstName: 'Can', lastName: 'Öz', role: 'advisor' };
    expect((await ctx.api('POST', '/api/staff/users', { token: admin.token, json })).status).toBe(201);
  });
  const invited = (await team()).find((m) => m.email === email)!;
  expect(invited.invitationPending).toBe(true);
  await setPassword(ctx, invited.id);
  expect((await member(invited.id))?.invitationPending).toBe(false);
  await expectBump(() => login(ctx, email));
  expect((await member(invited.id))?.lastLogin).not.toBeNull();
  await expectBump(() => createCustomer(ctx, invited.id));
  expect((await member(invited.id))?.caseCount).toBe(1);
  await expectBump(() =>
    ctx.api('PATCH', `/api/staff/users/${invited.id}`, { token: admin.token, json: { role: 'admin' } }),
  );
  expect((await member(invited.id))?.role).toBe('admin');
  await expectBump(() =>
    ctx.api('PATCH', `/api/staff/users/${invited.id}`, { token: admin.token, json: { active: false } }),
  );
  expect((await member(invited.id))?.active).toBe(false);
  await expectBump(() => ctx.deps.db.delete(users).where(eq(users.id, invited.id)));
  expect(await member(invited.id)).toBeUndefined();
});

test("a customer's own changes leave the number alone", async () => {
  const customer = await createCustomer(ctx);
  const before = await revision();
  await ctx.deps.db
    .update(users)
    .set({ lastLoginAt: ctx.deps.now(), firstName: 'Ayşe' })
    .where(eq(users.id, customer.user.id));
  expect(await revision()).toBe(before);
});
