import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { NOTIFICATION_KINDS, type NotificationKind } from '@/lib/schemas/notifications';
import { appointmentReminderJob } from '@/server/appointments/reminders';
import { sendUnreadMessageMails } from '@/server/messages/unread-mail';
import { notifications, type User } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { book, createAdvisor } from '@/server/test/appointments';
import { buy, getData, seedCatalog } from '@/server/test/commerce';
import { createTestContext, type TestContext } from '@/server/test/context';
import { findMails } from '@/server/test/eml';
import { form, pdfBytes } from '@/server/test/files';
import { createCustomer, createStaff } from '@/server/test/staff';

// Decision 076: every kind a customer can choose in the e-mail preferences is one the portal really sends. The
// table has one trigger per kind, through the real API; a kind added to NOTIFICATION_KINDS without a way to send
// it does not compile here.
let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalog(ctx);
  adminToken = (await createStaff(ctx, 'admin')).token;
  // Open day and night, so the test can book relative to the real clock, which the payments also use.
  await createAdvisor(ctx, {
    weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
    daysOff: [],
  });
});
afterAll(() => ctx.close());

type Customer = { user: User; token: string };
const staff = (method: string, path: string, json: unknown) =>
  ctx.api(method, `/api/staff${path}`, { token: adminToken, json });
const HALF_HOUR = 30 * 60_000;
// One advisor for every booking: each takes the next hour, so none collides with another.
let taken = 0;
const daysAhead = (days: number) =>
  new Date(
    Math.ceil((Date.now() + days * 86_400_000) / HALF_HOUR) * HALF_HOUR + (taken += 1) * 2 * HALF_HOUR,
  ).toISOString();

async function booked({ token }: Customer, days = 3): Promise<{ id: string; start: string }> {
  const res = await book(ctx, token, { start: daysAhead(days), meetingType: 'in_person' });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await body(res)).data;
}
async function uploaded({ token }: Customer): Promise<string> {
  const res = await ctx.api('POST', '/api/documents', {
    token,
    body: form({ category: 'cv', file: [pdfBytes(), 'cv.pdf'] }),
  });
  return (await body(res)).data.id;
}

/** `message_text_in_mail` is an option of the new_message mail, not an event: tested with its mail below. */
type SentKind = Exclude<NotificationKind, 'message_text_in_mail'>;
const SENT_KINDS = NOTIFICATION_KINDS.filter((kind): kind is SentKind => kind !== 'message_text_in_mail');

const TRIGGERS: Record<SentKind, (customer: Customer) => Promise<unknown>> = {
  appointment_booked: (c) => booked(c),
  appointment_confirmed: async (c) =>
    staff('POST', `/appointments/${(await booked(c)).id}/status`, { status: 'confirmed' }),
  appointment_changed: async (c) =>
    ctx.api('POST', `/api/appointments/${(await booked(c)).id}/reschedule`, {
      token: c.token,
      json: { start: daysAhead(4) },
    }),
  appointment_cancelled: async (c) =>
    ctx.api('POST', `/api/appointments/${(await booked(c)).id}/cancel`, { token: c.token }),
  appointment_rejected: async (c) =>
    staff('POST', `/appointments/${(await booked(c)).id}/status`, { status: 'rejected' }),
  appointment_reminder: async (c) => {
    const { start } = await booked(c, 2);
    await appointmentReminderJob.run(ctx.deps, new Date(Date.parse(start) - 3_600_000));
  },
  payment_received: (c) => buy(ctx, c.token, 'DOCUMENT_CHECK'),
  payment_refunded: async (c) => {
    await buy(ctx, c.token, 'DOCUMENT_CHECK');
    const [payment] = await getData(ctx, '/api/payments', c.token);
    const res = await staff('POST', `/payments/${payment.id}/refunds`, { amountCents: 100, reason: 'Goodwill' });
    expect(res.status, await res.clone().text()).toBe(201);
  },
  document_approved: async (c) => staff('POST', `/documents/${await uploaded(c)}/review`, { decision: 'approved' }),
  document_rejected: async (c) =>
    staff('POST', `/documents/${await uploaded(c)}/review`, { decision: 'rejected', reason: 'Unreadable scan.' }),
  step_completed: async (c) => {
    await buy(ctx, c.token, 'DOCUMENT_CHECK');
    const [pkg] = await getData(ctx, '/api/user-packages', c.token);
    return staff('PATCH', `/user-packages/${pkg.id}/steps/documents`, { status: 'completed' });
  },
  // In the portal at once; the mail once it has stayed unread for 10 minutes (the job, run 11 minutes later).
  new_message: async (c) => {
    const res = await staff('POST', `/cases/${c.user.id}/messages`, { body: 'Belgeleriniz eksiksiz.' });
    expect(res.status, await res.clone().text()).toBe(201);
    await sendUnreadMessageMails(ctx.deps, new Date(Date.now() + 11 * 60_000));
  },
};

test.each(SENT_KINDS.map((kind) => [kind]))('%s is really sent: in the portal and by mail', async (kind) => {
  const customer = await createCustomer(ctx, null, { email: `kind-${kind}@example.com` });
  await TRIGGERS[kind](customer);
  await ctx.deps.mailer.flush();
  const rows = await ctx.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, customer.user.id), eq(notifications.kind, kind)));
  expect(rows.length).toBeGreaterThan(0);
  const mails = await findMails(ctx.deps.mailer.outboxDir ?? '', (m) => m.to === customer.user.email);
  expect(mails.length).toBeGreaterThan(0);
});

test('the kinds nobody sends are gone from the preferences', async () => {
  const { token } = await createCustomer(ctx);
  const preferences = await getData(ctx, '/api/notifications/preferences', token);
  expect(Object.keys(preferences.email).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  expect(Object.keys(preferences.email)).not.toContain('recognition_approved');
});
