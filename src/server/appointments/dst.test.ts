import { afterAll, beforeAll, expect, test } from 'vitest';
import { book, createAdvisor, setClock, slots, tokenFor } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';

// Germany changes its clocks on the last Sunday of March (02:00 → 03:00) and of October (03:00 → 02:00). Working
// hours are Berlin wall-clock times, so the same 09:00 is a different UTC instant on either side of a change.
let ctx: TestContext;
let token: string;
let userId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  // Weekdays 09:00–10:00, and on Sundays also the small hours, across the skipped or repeated hour.
  await createAdvisor(ctx, {
    weeklyHours: [
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '10:00' })),
      { weekday: 7, start: '01:00', end: '04:00' },
      { weekday: 7, start: '09:00', end: '10:00' },
    ],
    daysOff: [],
  });
  userId = (await createUser(ctx)).user.id;
});
afterAll(() => ctx.close());

async function startsOn(clock: string, from: string, to = from) {
  setClock(ctx, clock);
  token = await tokenFor(ctx, userId);
  return (await slots(ctx, token, from, to)).map((s) => s.start.slice(0, 16));
}

test('spring 2026: Friday 09:00 is 08:00 UTC, Sunday 29 March and Monday 09:00 are 07:00 UTC', async () => {
  const list = await startsOn('2026-03-20T00:00:00Z', '2026-03-27', '2026-03-30');
  expect(list).toEqual([
    '2026-03-27T08:00',
    '2026-03-27T08:30',
    // Sunday 01:00–04:00 lasts two real hours: 02:00–03:00 does not exist that night.
    '2026-03-29T00:00',
    '2026-03-29T00:30',
    '2026-03-29T01:00',
    '2026-03-29T01:30',
    '2026-03-29T07:00',
    '2026-03-29T07:30',
    '2026-03-30T07:00',
    '2026-03-30T07:30',
  ]);
});

test('autumn 2026: Friday 09:00 is 07:00 UTC, Sunday 25 October and Monday 09:00 are 08:00 UTC', async () => {
  const list = await startsOn('2026-10-20T00:00:00Z', '2026-10-23', '2026-10-26');
  expect(list).toEqual([
    '2026-10-23T07:00',
    '2026-10-23T07:30',
    // Sunday 01:00–04:00 lasts four real hours: 02:00–03:00 happens twice.
    '2026-10-24T23:00',
    '2026-10-24T23:30',
    '2026-10-25T00:00',
    '2026-10-25T00:30',
    '2026-10-25T01:00',
    '2026-10-25T01:30',
    '2026-10-25T02:00',
    '2026-10-25T02:30',
    '2026-10-25T08:00',
    '2026-10-25T08:30',
    '2026-10-26T08:00',
    '2026-10-26T08:30',
  ]);
});

test('2027: the changes on 28 March and 31 October move 09:00 Berlin the same way', async () => {
  expect(await startsOn('2027-03-20T00:00:00Z', '2027-03-26')).toEqual(['2027-03-26T08:00', '2027-03-26T08:30']);
  expect((await startsOn('2027-03-20T00:00:00Z', '2027-03-28')).slice(-2)).toEqual([
    '2027-03-28T07:00',
    '2027-03-28T07:30',
  ]);
  expect(await startsOn('2027-10-25T00:00:00Z', '2027-10-29')).toEqual(['2027-10-29T07:00', '2027-10-29T07:30']);
  expect((await startsOn('2027-10-25T00:00:00Z', '2027-10-31')).slice(-2)).toEqual([
    '2027-10-31T08:00',
    '2027-10-31T08:30',
  ]);
});

test('a slot on the change day books at the instant it was offered, and reads back in UTC', async () => {
  await startsOn('2026-03-20T00:00:00Z', '2026-03-29');
  // 03:00 summer time, the first moment after the skipped hour.
  const res = await book(ctx, token, { start: '2026-03-29T01:00:00Z', timeZone: 'Europe/Istanbul' });
  expect(res.status).toBe(201);
  const { data } = await res.json();
  expect(data).toMatchObject({ start: '2026-03-29T01:00:00.000Z', end: '2026-03-29T01:30:00.000Z' });
  // The same instant written with the Istanbul offset is the same slot, now the customer's own.
  const again = await book(ctx, token, { start: '2026-03-29T04:00:00+03:00' });
  expect(again.status).toBe(409);
  expect((await again.json()).error.code).toBe('APPOINTMENT_OVERLAP');
});
