import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appointments, notifications, users } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { book, createAdvisor, setClock } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { findMails } from '@/server/test/eml';
import { auditRows, createCustomer, createStaff, tokenFor } from '@/server/test/staff';

// Decision 076: the deactivation dialog moves a member's cases and future appointments in one step.
let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  setClock(ctx, '2026-03-23T06:00:00Z');
  adminToken = (await createStaff(ctx, 'admin')).token;
});
afterAll(() => ctx.close());

const preview = (id: string, token = adminToken) => ctx.api('GET', `/api/staff/users/${id}/deactivation`, { token });
const deactivate = (id: string, json: unknown, token = adminToken) =>
  ctx.api('POST', `/api/staff/users/${id}/deactivation`, { token, json, lang: 'en' });
const advisorOf = async (customerId: string) =>
  (await ctx.deps.db.select().from(users).where(eq(users.id, customerId)))[0]?.assignedAdvisorId;
const appointment = async (id: string) =>
  (await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

test('cases go to the chosen advisor; appointments to whoever is free, else cancelled; customers are told', async () => {
  const leaving = (await createAdvisor(ctx, undefined, { firstName: 'Leyla' })).user;
  const stays = (await createAdvisor(ctx, undefined, { firstName: 'Jonas' })).user;
  const [a, b] = [await createCustomer(ctx, leaving.id), await createCustomer(ctx, leaving.id)];
  // Leyla takes a's 09:00 and b's 10:00 (their advisor); Jonas, the less busy one, takes a third customer's 10:00.
  const blocker = await createCustomer(ctx);
  const bookFor = async (token: string, start: string) => (await body(await book(ctx, token, { start }))).data.id;
  const first = await bookFor(a.token, '2026-03-24T09:00:00Z');
  await bookFor(blocker.token, '2026-03-24T10:00:00Z');
  const second = await bookFor(b.token, '2026-03-24T10:00:00Z');
  expect([(await appointment(first)).advisorId, (await appointment(second)).advisorId]).toEqual([
    leaving.id,
    leaving.id,
  ]);

  const seen = await preview(leaving.id);
  expect(seen.status).toBe(200);
  expect((await body(seen)).data).toEqual({
    openCases: 2,
    appointments: [
      { id: first, start: '2026-03-24T09:00:00.000Z', customerName: 'Ayşe Yılmaz' },
      { id: second, start: '2026-03-24T10:00:00.000Z', customerName: 'Ayşe Yılmaz' },
    ],
  });

  const res = await deactivate(leaving.id, { caseAdvisorId: stays.id, appointments: 'reassign' });
  expect(res.status).toBe(200);
  expect((await body(res)).data).toEqual({
    casesMoved: 2,
    casesUnassigned: 0,
    appointmentsReassigned: 1,
    appointmentsCancelled: 1,
  });
  expect([await advisorOf(a.user.id), await advisorOf(b.user.id)]).toEqual([stays.id, stays.id]);
  expect(await appointment(first)).toMatchObject({ advisorId: stays.id, status: 'pending', sequence: 1 });
  expect(await appointment(second)).toMatchObject({ advisorId: leaving.id, status: 'cancelled', sequence: 1 });
  // Nothing of Leyla's is left; every customer concerned got exactly one notification about it.
  expect((await body(await preview(leaving.id))).data).toEqual({ openCases: 0, appointments: [] });
  const told = await ctx.deps.db.select().from(notifications);
  const about = (id: string, userId: string) =>
    told.filter((n) => n.userId === userId && n.idempotencyKey === `appointment:${id}:v1`).map((n) => n.messageKey);
  expect(about(first, a.user.id)).toEqual(['notifications:appointment_changed.advisorChanged']);
  expect(about(second, b.user.id)).toEqual(['notifications:appointment_cancelled.byAdvisor']);
  // The advisor who takes it over hears of it too.
  expect(about(first, stays.id)).toEqual(['notifications:appointment_changed.advisorMessage']);
  const audit = (await auditRows(ctx)).filter((r) => r.action === 'case.assign');
  expect(audit.at(-1)).toMatchObject({ detail: { from: leaving.id, to: stays.id, mode: 'manual' } });
  expect((await auditRows(ctx)).some((r) => r.action === 'staff.deactivate' && r.targetId === leaving.id)).toBe(true);
  // Out of sessions at once.
  expect((await ctx.api('GET', '/api/auth/session', { token: await tokenFor(ctx, leaving.id) })).status).toBe(401);
});

test('round robin spreads the cases; "cancel" cancels every future appointment with the advisor-side message', async () => {
  const leaving = (await createAdvisor(ctx, undefined, { firstName: 'Selin' })).user;
  // Everyone else steps aside except two fresh advisors, so the rotation is predictable.
  await ctx.deps.db.update(users).set({ deactivatedAt: ctx.deps.now() }).where(eq(users.role, 'advisor'));
  await ctx.deps.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, leaving.id));
  const customer = await createCustomer(ctx, leaving.id, { email: 'cancelled.by.handover@example.com' });
  const booked = (await body(await book(ctx, customer.token, { start: '2026-03-25T09:00:00Z' }))).data.id;
  const x = (await createStaff(ctx, 'advisor')).user.id;
  const y = (await createStaff(ctx, 'advisor')).user.id;
  const others = await Promise.all([1, 2, 3].map(() => createCustomer(ctx, leaving.id)));

  const res = await deactivate(leaving.id, { caseAdvisorId: null, appointments: 'cancel' });
  expect(res.status).toBe(200);
  expect((await body(res)).data).toEqual({
    casesMoved: 4,
    casesUnassigned: 0,
    appointmentsReassigned: 0,
    appointmentsCancelled: 1,
  });
  const owners = await Promise.all([customer, ...others].map((c) => advisorOf(c.user.id)));
  expect(new Set(owners)).toEqual(new Set([x, y]));
  expect((await appointment(booked)).status).toBe('cancelled');
  // The booking's mail, then the cancellation's: same UID, the next SEQUENCE.
  const mails = await findMails(path.join(ctx.dataDir, 'outbox'), (m) => m.to === customer.user.email, 2);
  const ics = mails.at(-1)?.attachments[0]?.content.toString();
  expect(ics).toContain('STATUS:CANCELLED');
  expect(ics).toContain(`UID:${booked}@`);
  expect(ics).toContain('SEQUENCE:1');
});

test('the dialog refuses a target who cannot work, and is for admins only', async () => {
  const leaving = (await createStaff(ctx, 'advisor')).user.id;
  const invited = (await createStaff(ctx, 'advisor', { passwordHash: 'invited:no-password-yet' })).user.id;
  const bad = await deactivate(leaving, { caseAdvisorId: invited, appointments: 'reassign' });
  expect(bad.status).toBe(400);
  expect((await body(bad)).error).toMatchObject({
    code: 'INVALID_ADVISOR',
    fields: { caseAdvisorId: expect.any(String) },
  });
  expect((await deactivate(leaving, { caseAdvisorId: leaving, appointments: 'cancel' })).status).toBe(400);
  expect((await deactivate(leaving, { caseAdvisorId: null, appointments: 'later' })).status).toBe(400);
  // Nothing happened: the member is still active.
  expect((await ctx.deps.db.select().from(users).where(eq(users.id, leaving)))[0]?.deactivatedAt).toBeNull();
  const advisor = await createStaff(ctx, 'advisor');
  expect((await preview(leaving, advisor.token)).status).toBe(403);
  expect((await deactivate(leaving, { caseAdvisorId: null, appointments: 'cancel' }, advisor.token)).status).toBe(403);
  const customer = await createCustomer(ctx);
  expect((await preview(customer.user.id)).status).toBe(404);
});
