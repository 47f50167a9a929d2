import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { notifications } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { book, createAdvisor, setClock, slots, tokenFor } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { readOutbox } from '@/server/test/eml';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
let userId: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  setClock(ctx, '2026-03-23T06:00:00Z');
  await createAdvisor(ctx);
  const { user, token } = await createUser(ctx, { email: 'cancel@example.com', preferredLanguage: 'en' });
  userId = user.id;
  for (const [name, start] of [
    ['tue', '2026-03-24T08:00:00Z'],
    ['wed8', '2026-03-25T08:00:00Z'],
    ['wed9', '2026-03-25T09:00:00Z'],
  ]) {
    const res = await book(ctx, token, { start });
    ids[name!] = (await body(res)).data.id;
  }
});
afterAll(() => ctx.close());

const as = async (clock: string) => {
  setClock(ctx, clock);
  return tokenFor(ctx, userId);
};
const cancel = async (id: string, token: string, lang = 'en') =>
  ctx.api('POST', `/api/appointments/${id}/cancel`, { token, lang });

test('a pending appointment in the future is cancelled: the slot opens again, customer and advisor are told', async () => {
  const token = await as('2026-03-23T07:00:00Z');
  const res = await cancel(ids['tue']!, token);
  expect(res.status).toBe(200);
  expect((await body(res)).data).toMatchObject({ id: ids['tue'], status: 'cancelled', cancellable: false });
  expect((await slots(ctx, token, '2026-03-24'))[0]?.start).toBe('2026-03-24T08:00:00.000Z');

  const written = await ctx.deps.db.select().from(notifications);
  expect(written.filter((n) => n.kind === 'appointment_cancelled')).toHaveLength(2);
  const mails = await readOutbox(path.join(ctx.dataDir, 'outbox'), 8);
  const mail = mails.find((m) => m.to === 'cancel@example.com' && m.subject === 'Appointment cancelled')!;
  expect(mail.text).toContain('Your appointment has been cancelled: Consultation, Tue, Mar 24, 2026');
  // The calendar file updates the entry it sent before: same UID, higher SEQUENCE, STATUS:CANCELLED.
  expect(mail.attachments[0]!.content.toString()).toContain(
    `UID:${ids['tue']}@${new URL(ctx.deps.env.PUBLIC_SITE_URL).hostname}`,
  );
  expect(mail.attachments[0]!.content.toString()).toContain('SEQUENCE:1');
  expect(mail.attachments[0]!.content.toString()).toContain('STATUS:CANCELLED');

  const again = await cancel(ids['tue']!, token, 'tr');
  expect(again.status).toBe(409);
  expect(await body(again)).toMatchObject({
    error: { code: 'NOT_CANCELLABLE', message: 'Bu randevu artık iptal edilemez.' },
  });
});

test('online cancellation closes 12 hours before the start', async () => {
  // Wednesday 08:00 UTC: the last moment is Tuesday 20:00 UTC.
  expect((await cancel(ids['wed8']!, await as('2026-03-24T20:00:00Z'))).status).toBe(200);
  // Wednesday 09:00 UTC: closed from Tuesday 21:00:01 UTC on.
  const token = await as('2026-03-24T21:00:01Z');
  const list = (await body(await ctx.api('GET', '/api/appointments?filter=upcoming', { token }))).data;
  expect(list.map((a: { id: string; cancellable: boolean }) => [a.id, a.cancellable])).toEqual([[ids['wed9'], false]]);
  const late = await cancel(ids['wed9']!, token, 'de');
  expect(late.status).toBe(409);
  expect(await body(late)).toMatchObject({
    error: {
      code: 'CANCEL_TOO_LATE',
      message: 'Termine können bis 12 Stunden vor Beginn online abgesagt werden. Bitte wenden Sie sich an den Support.',
    },
  });
});

test('filters: upcoming soonest first; past holds cancelled and finished ones, latest first', async () => {
  const token = await as('2026-03-24T21:00:00Z');
  const list = async (filter: string) =>
    (await body(await ctx.api('GET', `/api/appointments?filter=${filter}`, { token }))).data.map(
      (a: { id: string }) => a.id,
    );
  expect(await list('upcoming')).toEqual([ids['wed9']]);
  expect(await list('past')).toEqual([ids['wed8'], ids['tue']]);
  expect(await list('all')).toEqual([ids['wed9'], ids['wed8'], ids['tue']]);
  expect((await body(await ctx.api('GET', '/api/appointments', { token }))).data).toHaveLength(3);
  // Once it is over, the pending appointment counts as past too.
  const later = await as('2026-03-25T09:30:00Z');
  const past = await body(await ctx.api('GET', '/api/appointments?filter=past', { token: later }));
  expect(past.data.map((a: { id: string }) => a.id)).toEqual([ids['wed9'], ids['wed8'], ids['tue']]);
  expect((await ctx.api('GET', '/api/appointments?filter=soon', { token: later })).status).toBe(400);
});

test('another user’s appointment, its .ics and its cancellation answer 404, like a missing one', async () => {
  const { token: stranger } = await createUser(ctx);
  const id = ids['wed9']!;
  for (const [method, url] of [
    ['GET', `/api/appointments/${id}`],
    ['GET', `/api/appointments/${id}/ics`],
    ['POST', `/api/appointments/${id}/cancel`],
    ['GET', '/api/appointments/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/appointments/not-a-uuid/ics'],
    ['POST', '/api/appointments/not-a-uuid/cancel'],
  ] as const) {
    const res = await ctx.api(method, url, { token: stranger, lang: 'en' });
    expect(res.status, `${method} ${url}`).toBe(404);
    expect((await body(res)).message).toBe('The requested resource was not found.');
  }
  expect((await body(await ctx.api('GET', '/api/appointments', { token: stranger }))).data).toEqual([]);
  const owner = await tokenFor(ctx, userId);
  expect((await ctx.api('GET', `/api/appointments/${id}`, { token: owner })).status).toBe(200);
});
