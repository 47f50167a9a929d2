import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appointments, notifications } from '@/server/db/schema';
import { runJob } from '@/server/jobs/scheduler';
import { body } from '@/server/test/accounts';
import { book, createAdvisor, setClock, tokenFor } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { readOutbox } from '@/server/test/eml';
import { createUser } from '@/server/test/users';
import { appointmentReminderJob } from './reminders';

let ctx: TestContext;
const ids: Record<string, string> = {};
let userId: string;
// The outbox sends after the job's transaction commits (decision 072): flush before counting.
const reminders = async () =>
  (await ctx.deps.mailer.flush(), await readOutbox(path.join(ctx.dataDir, 'outbox'), 0)).filter((m) =>
    m.subject.startsWith('Hatırlatma'),
  );

async function bookAt(clock: string, name: string, start: string) {
  setClock(ctx, clock);
  const res = await book(ctx, await tokenFor(ctx, userId), { start });
  expect(res.status).toBe(201);
  ids[name] = (await body(res)).data.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  await createAdvisor(ctx);
  userId = (await createUser(ctx, { email: 'remind@example.com', preferredLanguage: 'tr' })).user.id;
  await bookAt('2026-03-23T06:00:00Z', 'wed', '2026-03-25T08:00:00Z');
  await bookAt('2026-03-23T06:00:00Z', 'tue', '2026-03-24T08:00:00Z');
  await bookAt('2026-03-23T06:00:00Z', 'rejected', '2026-03-25T10:00:00Z');
  await ctx.deps.db.update(appointments).set({ status: 'rejected' }).where(eq(appointments.id, ids['rejected']!));
  // Booked 23 hours ahead: its booking mail was the reminder.
  await bookAt('2026-03-24T10:00:00Z', 'late', '2026-03-25T09:00:00Z');
});
afterAll(() => ctx.close());

test('24 hours before, each pending or confirmed appointment gets one reminder, however often the job runs', async () => {
  setClock(ctx, '2026-03-23T06:00:00Z');
  expect(await runJob(ctx.deps, appointmentReminderJob)).toBe(true);
  expect(await reminders()).toHaveLength(0);

  setClock(ctx, '2026-03-24T07:59:00Z'); // Tuesday's appointment is a minute away; Wednesday's 24 h 1 min
  await runJob(ctx.deps, appointmentReminderJob);
  await runJob(ctx.deps, appointmentReminderJob);
  let mails = await reminders();
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ to: 'remind@example.com', subject: 'Hatırlatma: randevunuz yaklaşıyor' });
  expect(mails[0]!.text).toContain('Randevunuz: Danışmanlık, 24 Mar 2026 Sal 09:00–09:30 GMT+1.');
  expect(mails[0]!.attachments[0]!.content.toString()).toContain('DTSTART:20260324T080000Z');

  setClock(ctx, '2026-03-24T10:00:00Z');
  // Two processes ticking at once: the advisory lock lets one run, the claimed rows stop a second pass.
  await Promise.all([runJob(ctx.deps, appointmentReminderJob), runJob(ctx.deps, appointmentReminderJob)]);
  await runJob(ctx.deps, appointmentReminderJob);
  mails = await reminders();
  expect(mails).toHaveLength(2);
  expect(mails[1]!.attachments[0]!.content.toString()).toContain('DTSTART:20260325T080000Z');

  const rows = await ctx.deps.db.select().from(notifications).where(eq(notifications.kind, 'appointment_reminder'));
  expect(rows).toHaveLength(2);
  const sent = await ctx.deps.db.select().from(appointments);
  expect(Object.fromEntries(sent.map((a) => [a.id, a.reminderSentAt?.toISOString() ?? null]))).toEqual({
    [ids['tue']!]: '2026-03-24T07:59:00.000Z',
    [ids['wed']!]: '2026-03-24T10:00:00.000Z',
    [ids['late']!]: null,
    [ids['rejected']!]: null,
  });
});

test('with reminder mails turned off the notification is still written, without a mail', async () => {
  await bookAt('2026-03-24T10:00:00Z', 'fri', '2026-03-27T08:00:00Z');
  const token = await tokenFor(ctx, userId);
  const put = await ctx.api('PUT', '/api/notifications/preferences', {
    token,
    json: { email: { appointment_reminder: false } },
  });
  expect((await body(put)).data.email.appointment_reminder).toBe(false);
  setClock(ctx, '2026-03-26T09:00:00Z');
  await runJob(ctx.deps, appointmentReminderJob);
  expect(await reminders()).toHaveLength(2);
  const [row] = await ctx.deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.idempotencyKey, `appointment:${ids['fri']}:reminder`));
  expect(row).toMatchObject({ kind: 'appointment_reminder', emailedAt: null });
});
