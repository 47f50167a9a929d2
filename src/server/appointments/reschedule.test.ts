import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { notifications } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { book, createAdvisor, setClock, slots, tokenFor } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { findMails } from '@/server/test/eml';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
let userId: string;
let advisorId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  setClock(ctx, '2026-03-23T06:00:00Z');
  advisorId = (await createAdvisor(ctx)).user.id;
  userId = (await createUser(ctx, { email: 'moves@example.com', preferredLanguage: 'en' })).user.id;
});
afterAll(() => ctx.close());

const as = async (clock: string) => {
  setClock(ctx, clock);
  return tokenFor(ctx, userId);
};
const reschedule = (id: string, start: string, token: string, lang = 'en') =>
  ctx.api('POST', `/api/appointments/${id}/reschedule`, { token, json: { start }, lang });

test('a new free start moves the appointment: one notification, the same UID with a higher SEQUENCE', async () => {
  const token = await as('2026-03-23T06:00:00Z');
  const id = (await body(await book(ctx, token, { start: '2026-03-24T08:00:00Z' }))).data.id;
  const res = await reschedule(id, '2026-03-26T12:30:00Z', token);
  expect(res.status).toBe(200);
  expect((await body(res)).data).toMatchObject({
    id,
    status: 'pending',
    start: '2026-03-26T12:30:00.000Z',
    end: '2026-03-26T13:00:00.000Z',
    advisor: { id: advisorId },
  });
  // The old time is free again, the new one taken.
  const tuesday = (await slots(ctx, token, '2026-03-24')).map((s) => s.start);
  expect(tuesday).toContain('2026-03-24T08:00:00.000Z');
  expect((await slots(ctx, token, '2026-03-26')).map((s) => s.start)).not.toContain('2026-03-26T12:30:00.000Z');

  const mine = (await ctx.deps.db.select().from(notifications)).filter((n) => n.userId === userId);
  expect(mine.map((n) => n.messageKey)).toEqual([
    'notifications:appointment_booked.message',
    'notifications:appointment_changed.rescheduled',
  ]);
  const mails = await findMails(path.join(ctx.dataDir, 'outbox'), (m) => m.to === 'moves@example.com', 2);
  expect(mails).toHaveLength(2);
  const ics = mails[1]!.attachments[0]!.content.toString();
  expect(ics).toContain(`UID:${id}@`);
  expect(ics).toContain('SEQUENCE:1');
  expect(ics).toContain('DTSTART:20260326T123000Z');
  const download = await ctx.api('GET', `/api/appointments/${id}/ics`, { token });
  expect(await download.text()).toContain('SEQUENCE:1');
});

test('the booking rules apply to the new start; the 12-hour cut-off to the old one', async () => {
  const token = await as('2026-03-23T06:00:00Z');
  const id = (await body(await book(ctx, token, { start: '2026-03-25T08:00:00Z' }))).data.id;
  // Outside working hours (Saturday), and an invalid value.
  const saturday = await reschedule(id, '2026-03-28T10:00:00Z', token, 'tr');
  expect(saturday.status).toBe(409);
  expect((await body(saturday)).error.code).toBe('SLOT_UNAVAILABLE');
  expect((await reschedule(id, 'tomorrow', token)).status).toBe(400);
  // Overlapping its own old time is fine: the appointment does not block itself.
  expect((await reschedule(id, '2026-03-25T08:30:00Z', token)).status).toBe(200);

  const late = await reschedule(id, '2026-03-27T09:00:00Z', await as('2026-03-24T21:00:00Z'), 'de');
  expect(late.status).toBe(409);
  expect((await body(late)).error).toMatchObject({
    code: 'RESCHEDULE_TOO_LATE',
    message: 'Ein Termin kann bis 12 Stunden vor Beginn verschoben werden. Bitte wenden Sie sich an den Support.',
  });
});

test("a cancelled appointment cannot be moved; another customer's answers 404", async () => {
  const token = await as('2026-03-23T06:00:00Z');
  const id = (await body(await book(ctx, token, { start: '2026-03-27T08:00:00Z' }))).data.id;
  expect((await ctx.api('POST', `/api/appointments/${id}/cancel`, { token })).status).toBe(200);
  const cancelled = await reschedule(id, '2026-03-27T10:00:00Z', token);
  expect(cancelled.status).toBe(409);
  expect((await body(cancelled)).error.code).toBe('NOT_RESCHEDULABLE');
  const stranger = await createUser(ctx);
  expect((await reschedule(id, '2026-03-27T10:00:00Z', stranger.token)).status).toBe(404);
});
