import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appointments, notifications } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { book, createAdvisor, setClock } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { readOutbox } from '@/server/test/eml';
import { expectedOffice } from '@/server/test/site';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
let advisorId: string;
const outbox = () => path.join(ctx.dataDir, 'outbox');
beforeAll(async () => {
  ctx = await createTestContext();
  setClock(ctx, '2026-03-23T06:00:00Z');
  advisorId = (await createAdvisor(ctx, undefined, { email: 'advisor@example.com', preferredLanguage: 'de' })).user.id;
});
afterAll(() => ctx.close());

test('booking a free slot answers 201 with the appointment, pending with its advisor', async () => {
  const { user, token } = await createUser(ctx, { email: 'ayse@example.com', preferredLanguage: 'tr' });
  const res = await book(ctx, token, {
    type: 'document_review',
    start: '2026-03-24T08:00:00Z',
    meetingType: 'in_person',
    notes: '  Diploma ve transkript  ',
    timeZone: 'Europe/Istanbul',
    status: 'confirmed', // unknown to the schema: ignored
  });
  expect(res.status).toBe(201);
  const { data } = await body(res);
  expect(data).toEqual({
    id: expect.any(String),
    type: 'document_review',
    status: 'pending',
    meetingType: 'in_person',
    start: '2026-03-24T08:00:00.000Z',
    end: '2026-03-24T08:30:00.000Z',
    notes: 'Diploma ve transkript',
    advisor: { id: advisorId, name: 'Jonas Weber' },
    meetingUrl: null,
    platform: null,
    address: expectedOffice('(örnek adres)'), // in person: the office of src/content/site/site.yaml
    cancellable: true,
    createdAt: '2026-03-23T06:00:00.000Z',
  });
  const [row] = await ctx.deps.db.select().from(appointments).where(eq(appointments.id, data.id));
  expect(row).toMatchObject({ userId: user.id, customerTimeZone: 'Europe/Istanbul', sequence: 0 });

  // One notification each for the customer and the advisor, and a mail each with the .ics attached.
  const written = await ctx.deps.db.select().from(notifications);
  expect(written.map((n) => [n.userId, n.kind, n.messageKey]).sort()).toEqual(
    [
      [user.id, 'appointment_booked', 'notifications:appointment_booked.message'],
      [advisorId, 'appointment_booked', 'notifications:appointment_booked.advisorMessage'],
    ].sort(),
  );
  const mails = await readOutbox(outbox(), 2);
  const mine = mails.find((m) => m.to === 'ayse@example.com')!;
  expect(mine.subject).toBe('Randevu talebiniz alındı');
  // Istanbul time in the customer's mail, with Berlin time beside it (two hours apart before 29 March).
  expect(mine.text).toContain(
    'Randevunuz alındı: Belge kontrolü, 24 Mar 2026 Sal 11:00–11:30 GMT+3 (Berlin saatiyle 09:00–09:30)',
  );
  expect(mine.attachments).toHaveLength(1);
  expect(mine.attachments[0]).toMatchObject({ filename: 'appointment-2026-03-24.ics' });
  expect(mine.attachments[0]!.contentType).toMatch(/^text\/calendar/);
  expect(mine.attachments[0]!.content.toString()).toContain('DTSTART:20260324T080000Z');
  expect(mine.attachments[0]!.content.toString()).toContain('SUMMARY:Belge kontrolü');
  const advisorMail = mails.find((m) => m.to === 'advisor@example.com')!;
  expect(advisorMail.subject).toBe('Neuer Termin');
  expect(advisorMail.text).toContain(
    'Ayşe Yılmaz hat einen Termin gebucht: Dokumentenprüfung, Di., 24. März 2026, 09:00–09:30 Uhr MEZ.',
  );
});

test('a taken slot answers 409 with the SPEC message in the caller’s language', async () => {
  const { token } = await createUser(ctx);
  const res = await book(ctx, token, { start: '2026-03-24T08:00:00Z' }, 'de');
  expect(res.status).toBe(409);
  expect(await body(res)).toMatchObject({
    success: false,
    message: 'Dieser Termin wurde gerade vergeben. Bitte wählen Sie eine andere Uhrzeit.',
    error: { code: 'SLOT_TAKEN' },
  });
  // An hour-long appointment from the same start would overlap it: taken as well.
  const overlapping = await book(ctx, token, { type: 'orientation', start: '2026-03-24T08:00:00Z' }, 'en');
  expect(overlapping.status).toBe(409);
  expect((await body(overlapping)).message).toBe(
    'This time has just been booked by someone else. Please choose another time.',
  );
});

test('times that were never offered answer 409 SLOT_UNAVAILABLE; malformed input 400', async () => {
  const { token } = await createUser(ctx);
  for (const start of [
    '2026-03-24T08:15:00Z',
    '2026-03-28T09:00:00Z',
    '2026-03-23T10:00:00Z',
    '2026-06-01T08:00:00Z',
  ]) {
    const res = await book(ctx, token, { start }, 'en');
    expect(res.status, start).toBe(409);
    expect((await body(res)).message).toBe('This time cannot be booked. Please choose one of the times offered.');
  }
  const bad = await book(ctx, token, {
    type: 'visa',
    start: 'tomorrow',
    meetingType: 'phone',
    notes: 'x'.repeat(1001),
    timeZone: 'Mars/Base',
  });
  expect(bad.status).toBe(400);
  expect(Object.keys((await body(bad)).error.fields).sort()).toEqual([
    'meetingType',
    'notes',
    'start',
    'timeZone',
    'type',
  ]);
});

test('a customer has at most three upcoming appointments', async () => {
  const { token } = await createUser(ctx);
  for (const start of ['2026-03-25T08:00:00Z', '2026-03-25T09:00:00Z', '2026-03-25T10:00:00Z'])
    expect((await book(ctx, token, { start })).status).toBe(201);
  const fourth = await book(ctx, token, { start: '2026-03-25T11:00:00Z' }, 'en');
  expect(fourth.status).toBe(409);
  expect((await body(fourth)).message).toBe(
    'You can have at most 3 upcoming appointments. Cancel one or wait until it has taken place.',
  );
});

test('50 bookings of one slot at once: exactly one succeeds, 49 are told it is taken', async () => {
  const customers = await Promise.all(Array.from({ length: 50 }, () => createUser(ctx)));
  const answers = await Promise.all(customers.map(({ token }) => book(ctx, token, { start: '2026-03-26T12:00:00Z' })));
  const statuses = answers.map((res) => res.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  const codes = await Promise.all(
    answers.filter((res) => res.status === 409).map(async (res) => (await body(res)).error.code),
  );
  expect(new Set(codes)).toEqual(new Set(['SLOT_TAKEN']));
  const rows = await ctx.deps.db
    .select()
    .from(appointments)
    .where(eq(appointments.startsAt, new Date('2026-03-26T12:00:00Z')));
  expect(rows).toHaveLength(1);
});
