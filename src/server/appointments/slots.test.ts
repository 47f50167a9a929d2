import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { advisorSchedules, appointments } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { book, createAdvisor, setClock, slots, tokenFor } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
// Every test sets up its own advisors and bookings.
beforeEach(async () => {
  await ctx.deps.db.delete(appointments);
  await ctx.deps.db.delete(advisorSchedules);
  setClock(ctx, '2026-03-23T06:00:00Z'); // Monday 07:00 in Berlin
});

const customer = async () => (await createUser(ctx)).token;
const starts = (list: { start: string }[]) => list.map((s) => s.start);

test('slots follow the weekly hours in Berlin time, a half-hour apart, with the advisor named', async () => {
  const { user: advisor } = await createAdvisor(ctx);
  const token = await customer();
  const tuesday = await slots(ctx, token, '2026-03-24');
  // 09:00–17:00 in Berlin is 08:00–16:00 UTC in winter time.
  expect(tuesday).toHaveLength(16);
  expect(tuesday[0]).toEqual({
    start: '2026-03-24T08:00:00.000Z',
    advisorId: advisor.id,
    advisorName: 'Jonas Weber',
  });
  expect(tuesday.at(-1)?.start).toBe('2026-03-24T15:30:00.000Z');
  // An hour-long orientation starts every half hour too, and must end by 17:00.
  const orientation = await slots(ctx, token, '2026-03-24', '2026-03-24', 'orientation');
  expect(orientation).toHaveLength(15);
  expect(orientation.at(-1)).toMatchObject({ start: '2026-03-24T15:00:00.000Z' });
  // No hours on Saturday and Sunday.
  expect(await slots(ctx, token, '2026-03-28', '2026-03-29')).toEqual([]);
});

test('a day off has no slots; the other advisor still works that day', async () => {
  await createAdvisor(ctx, { weeklyHours: [{ weekday: 3, start: '09:00', end: '12:00' }], daysOff: ['2026-03-25'] });
  const token = await customer();
  expect(await slots(ctx, token, '2026-03-25')).toEqual([]);
  expect(await slots(ctx, token, '2026-04-01')).toHaveLength(6);
  const { user: other } = await createAdvisor(ctx, {
    weeklyHours: [{ weekday: 3, start: '14:00', end: '15:00' }],
    daysOff: [],
  });
  expect(await slots(ctx, token, '2026-03-25')).toEqual([
    {
      start: '2026-03-25T13:00:00.000Z',
      advisorId: other.id,
      advisorName: 'Jonas Weber',
    },
    {
      start: '2026-03-25T13:30:00.000Z',
      advisorId: other.id,
      advisorName: 'Jonas Weber',
    },
  ]);
});

test('a booked time is gone for everyone, and so is anything overlapping it', async () => {
  await createAdvisor(ctx, { weeklyHours: [{ weekday: 2, start: '09:00', end: '11:00' }], daysOff: [] });
  const first = await customer();
  expect((await book(ctx, first, { start: '2026-03-24T08:30:00Z' })).status).toBe(201);
  const second = await customer();
  expect(starts(await slots(ctx, second, '2026-03-24'))).toEqual([
    '2026-03-24T08:00:00.000Z',
    '2026-03-24T09:00:00.000Z',
    '2026-03-24T09:30:00.000Z',
  ]);
  // An hour-long appointment cannot start at 08:00 or 08:30: either would overlap 08:30–09:00.
  expect(starts(await slots(ctx, second, '2026-03-24', '2026-03-24', 'orientation'))).toEqual([
    '2026-03-24T09:00:00.000Z',
  ]);
});

test('a second advisor keeps the time open; the customer’s own appointment blocks it whoever would take it', async () => {
  const hours = { weeklyHours: [{ weekday: 2, start: '09:00', end: '10:00' }], daysOff: [] };
  const { user: a } = await createAdvisor(ctx, hours);
  const { user: b } = await createAdvisor(ctx, hours);
  const first = await customer();
  expect((await book(ctx, first, { start: '2026-03-24T08:00:00Z' })).status).toBe(201);
  const takenBy = (await ctx.deps.db.select().from(appointments))[0]!.advisorId;
  const free = takenBy === a.id ? b.id : a.id;
  const second = await customer();
  const open = await slots(ctx, second, '2026-03-24');
  expect(open.map((s) => [s.start, s.advisorId])).toEqual([
    ['2026-03-24T08:00:00.000Z', free],
    ['2026-03-24T08:30:00.000Z', free], // the less busy advisor first
  ]);
  expect(starts(await slots(ctx, first, '2026-03-24'))).toEqual(['2026-03-24T08:30:00.000Z']);
});

test('the advisor of the customer’s last appointment is offered first', async () => {
  const hours = { weeklyHours: [{ weekday: 2, start: '09:00', end: '10:00' }], daysOff: [] };
  const advisors = [(await createAdvisor(ctx, hours)).user.id, (await createAdvisor(ctx, hours)).user.id].sort();
  const known = advisors[1]!;
  const { user } = await createUser(ctx);
  await ctx.deps.db.insert(appointments).values({
    userId: user.id,
    advisorId: known,
    type: 'orientation',
    meetingType: 'online',
    status: 'completed',
    startsAt: new Date('2026-03-02T08:00:00Z'),
    endsAt: new Date('2026-03-02T09:00:00Z'),
  });
  const list = await slots(ctx, await tokenFor(ctx, user.id), '2026-03-24');
  expect(list.map((s) => s.advisorId)).toEqual([known, known]);
  expect((await slots(ctx, await customer(), '2026-03-24')).map((s) => s.advisorId)).toEqual([
    advisors[0],
    advisors[0],
  ]);
});

test('nothing sooner than the 12-hour lead time or later than 60 days ahead', async () => {
  await createAdvisor(ctx);
  setClock(ctx, '2026-03-23T20:00:00Z'); // 12 hours before Tuesday 09:00 Berlin
  expect(await slots(ctx, await customer(), '2026-03-24')).toHaveLength(16);
  setClock(ctx, '2026-03-23T20:01:00Z');
  expect((await slots(ctx, await customer(), '2026-03-24'))[0]?.start).toBe('2026-03-24T08:30:00.000Z');
  setClock(ctx, '2026-03-24T12:00:00Z');
  expect(await slots(ctx, await customer(), '2026-03-23', '2026-03-24')).toEqual([]);
  // 60 days after Monday 23 March 06:00 UTC is Friday 22 May 06:00 UTC, before that day's 09:00 in Berlin.
  setClock(ctx, '2026-03-23T06:00:00Z');
  const token = await customer();
  expect(await slots(ctx, token, '2026-05-21')).toHaveLength(16);
  expect(await slots(ctx, token, '2026-05-22')).toEqual([]);
});

test('the range is checked: order, at most 31 days, a known type, a signed-in caller', async () => {
  const token = await customer();
  const get = (query: string, lang = 'en') => ctx.api('GET', `/api/appointments/slots?${query}`, { token, lang });
  const reversed = await get('from=2026-03-24&to=2026-03-20&type=consultation');
  expect(reversed.status).toBe(400);
  expect((await body(reversed)).error.fields).toEqual({ to: 'The end date must not be before the start date.' });
  const long = await get('from=2026-03-01&to=2026-04-01&type=consultation', 'tr');
  expect((await body(long)).error.fields).toEqual({ to: 'En fazla 31 günlük bir aralık seçin.' });
  expect((await get('from=2026-03-01&to=2026-03-31&type=consultation')).status).toBe(200);
  const bad = await body(await get('from=24.03.2026&type=visa', 'de'));
  expect(Object.keys(bad.error.fields).sort()).toEqual(['from', 'to', 'type']);
  expect((await ctx.api('GET', '/api/appointments/slots?from=2026-03-24&to=2026-03-24&type=consultation')).status).toBe(
    401,
  );
});
