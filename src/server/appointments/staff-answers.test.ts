import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { StaffAppointmentPage } from '@/lib/schemas/appointments';
import { appointments, users, type User } from '@/server/db/schema';
import { sequenceRevision } from '@/server/fast/shared-answers';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createCustomer, createStaff } from '@/server/test/staff';
import { staffAppointmentPage } from './staff-answers';

// The kept pages (decision 102) are only right while every change to what they show advances
// staff_appointment_revision (migration 0030). One case per kind of change, each asserting that the number moved
// and that the route answers the new page — the clock never moves here, so a missing trigger fails.
type Account = { user: User; token: string };
let ctx: TestContext;
let admin: Account;
let advisor: Account;
let customer: Account;
let revision: () => Promise<string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createStaff(ctx, 'admin');
  advisor = await createStaff(ctx, 'advisor', { firstName: 'Jonas', lastName: 'Weber' });
  customer = await createCustomer(ctx, advisor.user.id, { firstName: 'Ayşe', lastName: 'Yılmaz' });
  revision = sequenceRevision(ctx.deps.db, 'staff_appointment_revision');
});
afterAll(() => ctx.close());

const week = '/api/staff/appointments?from=2026-11-30&to=2026-12-06';
const page = async (who: Account, query = ''): Promise<StaffAppointmentPage> =>
  (await body(await ctx.api('GET', `${week}${query}`, { token: who.token }))).data;

async function expectBump(change: () => Promise<unknown>) {
  const before = BigInt(await revision());
  await change();
  expect(BigInt(await revision())).toBeGreaterThan(before);
}

async function meeting(hour: number, advisorId: string | null = advisor.user.id, userId = customer.user.id) {
  const [row] = await ctx.deps.db
    .insert(appointments)
    .values({
      userId,
      advisorId,
      type: 'consultation',
      meetingType: 'online',
      status: 'pending',
      startsAt: new Date(`2026-12-01T${hour}:00:00Z`),
      endsAt: new Date(`2026-12-01T${hour}:30:00Z`),
    })
    .returning();
  return row!;
}

test('the kept pages are the plain pages byte for byte, for admins, advisors, filters and cursors', async () => {
  for (const hour of [10, 11, 12]) await meeting(hour);
  const other = await createStaff(ctx, 'advisor');
  await meeting(14, other.user.id);
  const first = await page(admin, '&pageSize=2');
  const cases: [Account, string, object][] = [
    [admin, '', {}],
    [admin, '&pageSize=2', { pageSize: 2 }],
    [admin, `&pageSize=2&cursor=${first.nextCursor}`, { pageSize: 2, cursor: first.nextCursor }],
    [admin, `&advisorId=${other.user.id}`, { advisorId: other.user.id }],
    [advisor, '', {}],
    [other, '', {}],
  ];
  for (const [who, query, parsed] of cases) {
    const res = await ctx.api('GET', `${week}${query}`, { token: who.token });
    const staff = { id: who.user.id, role: who.user.role as 'admin' | 'advisor' };
    const plain = await staffAppointmentPage(ctx.deps.db, staff, {
      from: '2026-11-30',
      to: '2026-12-06',
      pageSize: 100,
      ...parsed,
    });
    expect(await res.text(), query).toBe(JSON.stringify({ success: true, data: plain }));
  }
});

test('a booking, a status change with its link, a moved meeting, new notes and a deletion move the number', async () => {
  await page(admin);
  let row!: Awaited<ReturnType<typeof meeting>>;
  await expectBump(async () => (row = await meeting(15)));
  const shown = () => page(admin).then((p) => p.items.find((m) => m.id === row.id));
  expect((await shown())?.start).toBe('2026-12-01T15:00:00.000Z');
  await expectBump(async () => {
    const json = { status: 'confirmed', meetingUrl: 'https://meet.example.com/abc' };
    const res = await ctx.api('POST', `/api/staff/appointments/${row.id}/status`, { token: advisor.token, json });
    expect(res.status, await res.clone().text()).toBe(200);
  });
  const confirmed = (await shown())!;
  expect([confirmed.status, confirmed.meetingUrl]).toEqual(['confirmed', 'https://meet.example.com/abc']);
  const moved = { startsAt: new Date('2026-12-01T16:00:00Z'), endsAt: new Date('2026-12-01T16:30:00Z') };
  await expectBump(() => ctx.deps.db.update(appointments).set(moved).where(eq(appointments.id, row.id)));
  expect((await shown())?.start).toBe('2026-12-01T16:00:00.000Z');
  await expectBump(() =>
    ctx.deps.db.update(appointments).set({ notes: 'Pasaport' }).where(eq(appointments.id, row.id)),
  );
  expect((await shown())?.notes).toBe('Pasaport');
  // A reminder sent changes nothing the list shows.
  const before = await revision();
  await ctx.deps.db.update(appointments).set({ reminderSentAt: ctx.deps.now() }).where(eq(appointments.id, row.id));
  expect(await revision()).toBe(before);
  await expectBump(() => ctx.deps.db.delete(appointments).where(eq(appointments.id, row.id)));
  expect(await shown()).toBeUndefined();
});

test('renamed people, a case moved to another advisor and a deleted account move the number', async () => {
  const owner = await createCustomer(ctx, advisor.user.id, { firstName: 'İsmail', lastName: 'Şahin' });
  const colleague = await createStaff(ctx, 'advisor');
  const row = await meeting(17, colleague.user.id, owner.user.id);
  expect((await page(advisor)).items.some((m) => m.id === row.id)).toBe(true);
  await expectBump(() => ctx.deps.db.update(users).set({ firstName: 'İsmet' }).where(eq(users.id, owner.user.id)));
  expect((await page(advisor)).items.find((m) => m.id === row.id)?.customer.firstName).toBe('İsmet');
  await expectBump(() => ctx.deps.db.update(users).set({ lastName: 'Weiß' }).where(eq(users.id, colleague.user.id)));
  expect((await page(admin)).items.find((m) => m.id === row.id)?.advisor?.lastName).toBe('Weiß');
  // The customer's case moves to the colleague: no longer the first advisor's customer's meeting.
  await expectBump(async () => {
    const res = await ctx.api('PATCH', `/api/staff/cases/${owner.user.id}`, {
      token: admin.token,
      json: { advisorId: colleague.user.id },
    });
    expect(res.status).toBe(200);
  });
  expect((await page(advisor)).items.some((m) => m.id === row.id)).toBe(false);
  await expectBump(() => ctx.deps.db.delete(users).where(eq(users.id, owner.user.id)));
  expect((await page(admin)).items.some((m) => m.id === row.id)).toBe(false);
});
