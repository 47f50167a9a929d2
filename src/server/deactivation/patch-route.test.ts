import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appointments, users } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { book, createAdvisor, setClock } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { auditRows, createCustomer, createStaff } from '@/server/test/staff';

// Decision 082: PATCH { active: false } is the dialog's deactivation with its defaults, never a bare flag.
let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  setClock(ctx, '2026-03-23T06:00:00Z');
  adminToken = (await createStaff(ctx, 'admin')).token;
});
afterAll(() => ctx.close());

test('PATCH active:false moves the open cases by round robin and hands the future appointments over', async () => {
  const leaving = (await createAdvisor(ctx, undefined, { firstName: 'Derya' })).user;
  const customers = [await createCustomer(ctx, leaving.id), await createCustomer(ctx, leaving.id)];
  const booked = (await body(await book(ctx, customers[0]!.token, { start: '2026-03-24T09:00:00Z' }))).data.id;
  expect((await ctx.deps.db.select().from(appointments).where(eq(appointments.id, booked)))[0]?.advisorId).toBe(
    leaving.id,
  );
  // The colleague who can take over: working, with the default hours, free at 09:00.
  const stays = (await createAdvisor(ctx, undefined, { firstName: 'Mert' })).user;

  const before = (await auditRows(ctx)).length;
  const res = await ctx.api('PATCH', `/api/staff/users/${leaving.id}`, { token: adminToken, json: { active: false } });
  expect(res.status).toBe(200);
  expect((await body(res)).data).toMatchObject({ id: leaving.id, active: false });

  const owners = await Promise.all(
    customers.map(
      async (c) => (await ctx.deps.db.select().from(users).where(eq(users.id, c.user.id)))[0]?.assignedAdvisorId,
    ),
  );
  expect(owners).toEqual([stays.id, stays.id]);
  expect((await ctx.deps.db.select().from(appointments).where(eq(appointments.id, booked)))[0]).toMatchObject({
    advisorId: stays.id,
    status: 'pending',
  });
  const preview = await ctx.api('GET', `/api/staff/users/${leaving.id}/deactivation`, { token: adminToken });
  expect((await body(preview)).data).toEqual({ openCases: 0, appointments: [] });
  // Audited as the dialog does: the deactivation, then the round robin's moves of each case.
  const [first, ...moves] = (await auditRows(ctx)).slice(before);
  expect(first).toMatchObject({ action: 'staff.deactivate', targetId: leaving.id });
  expect(moves.length).toBeGreaterThanOrEqual(2);
  for (const move of moves) expect(move).toMatchObject({ action: 'case.assign', detail: { mode: 'roundRobin' } });
});

test('a role change or reactivation through PATCH moves nothing', async () => {
  const member = (await createAdvisor(ctx, undefined, { firstName: 'Ece' })).user;
  const customer = await createCustomer(ctx, member.id);
  const promoted = await ctx.api('PATCH', `/api/staff/users/${member.id}`, {
    token: adminToken,
    json: { role: 'admin', active: true },
  });
  expect((await body(promoted)).data).toMatchObject({ role: 'admin', active: true });
  expect((await ctx.deps.db.select().from(users).where(eq(users.id, customer.user.id)))[0]?.assignedAdvisorId).toBe(
    member.id,
  );
});
