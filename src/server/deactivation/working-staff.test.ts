import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { book, createAdvisor, setClock, slots } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { findMails, linkIn } from '@/server/test/eml';
import { completeOnboarding, createCustomer, createStaff } from '@/server/test/staff';

// Decision 076: only staff who accepted their invitation and are not deactivated get cases and appointments.
let ctx: TestContext;
let adminToken: string;
let customerToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  setClock(ctx, '2026-03-23T06:00:00Z');
  adminToken = (await createStaff(ctx, 'admin')).token;
  // The working advisor is away on Wednesday and Thursday: whoever else is offered then must be someone else.
  await createAdvisor(ctx, {
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
    daysOff: ['2026-03-25', '2026-03-26'],
  });
  customerToken = (await createCustomer(ctx)).token;
});
afterAll(() => ctx.close());

const invite = async (email: string) => {
  const res = await ctx.api('POST', '/api/staff/users', {
    token: adminToken,
    json: { email, firstName: 'Kemal', lastName: 'Arslan', role: 'advisor' },
  });
  expect(res.status).toBe(201);
  return (await body(res)).data.user.id as string;
};
const outbox = () => ctx.deps.mailer.outboxDir ?? '';

test('a deactivated advisor, the only one working that day, is neither offered nor booked', async () => {
  const only = (await createAdvisor(ctx, undefined, { firstName: 'Lena' })).user.id;
  expect((await slots(ctx, customerToken, '2026-03-25')).map((s) => s.advisorId)).toContain(only);
  const off = await ctx.api('PATCH', `/api/staff/users/${only}`, { token: adminToken, json: { active: false } });
  expect(off.status).toBe(200);
  expect(await slots(ctx, customerToken, '2026-03-25')).toEqual([]);
  const res = await book(ctx, customerToken, { start: '2026-03-25T09:00:00Z' });
  expect(res.status).toBe(409);
  expect((await body(res)).error.code).toBe('SLOT_UNAVAILABLE');
});

test('an invited advisor who never set a password is not offered or booked until they do', async () => {
  const email = 'kemal.invited@example.com';
  const invited = await invite(email);
  expect(await slots(ctx, customerToken, '2026-03-26')).toEqual([]);
  expect((await book(ctx, customerToken, { start: '2026-03-26T09:00:00Z' })).status).toBe(409);

  const [mail] = await findMails(outbox(), (m) => m.to === email);
  const set = await ctx.api('POST', '/api/auth/reset-password', {
    json: { token: linkIn(mail!, '/reset-password').token, password: 'Yeni1Sifre' },
  });
  expect(set.status).toBe(200);
  expect((await slots(ctx, customerToken, '2026-03-26')).map((s) => s.advisorId)).toContain(invited);
  const booked = await book(ctx, customerToken, { start: '2026-03-26T09:00:00Z' });
  expect(booked.status).toBe(201);
  expect((await body(booked)).data.advisor.id).toBe(invited);
});

test('round robin and a manual assignment skip an invited advisor; the case waits for a working one', async () => {
  const invited = await invite('ece.pending@example.com');
  // Nobody else can take the turn: every other advisor is deactivated.
  await ctx.deps.db
    .update(users)
    .set({ deactivatedAt: ctx.deps.now() })
    .where(and(eq(users.role, 'advisor'), ne(users.id, invited)));
  const customer = await createCustomer(ctx);
  await completeOnboarding(ctx, customer.token);
  const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, customer.user.id));
  expect(row?.assignedAdvisorId).toBeNull();

  const manual = await ctx.api('PATCH', `/api/staff/cases/${customer.user.id}`, {
    token: adminToken,
    json: { advisorId: invited },
    lang: 'en',
  });
  expect(manual.status).toBe(400);
  expect((await body(manual)).error.code).toBe('INVALID_ADVISOR');
});

test('a re-sent invitation revokes the older link', async () => {
  const email = 'two.links@example.com';
  const invited = await invite(email);
  const again = await ctx.api('POST', `/api/staff/users/${invited}/invitation`, { token: adminToken });
  expect(again.status).toBe(200);
  const mails = await findMails(outbox(), (m) => m.to === email, 2);
  const [first, second] = mails.map((m) => linkIn(m, '/reset-password').token);
  const reset = (token: string) =>
    ctx.api('POST', '/api/auth/reset-password', { json: { token, password: 'Yeni1Sifre' }, lang: 'en' });
  const old = await reset(first!);
  expect(old.status).toBe(400);
  expect((await body(old)).error.code).toBe('INVALID_RESET_TOKEN');
  expect((await reset(second!)).status).toBe(200);
});
