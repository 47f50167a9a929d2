import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_AVAILABILITY, availabilitySchema } from '@/lib/schemas/availability';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { ensureDefaultAvailability, ensureStaffAvailability, getAvailability, replaceAvailability } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('at start every staff member without a schedule gets Mon–Fri 09:00–17:00; customers get none', async () => {
  const advisor = (await createUser(ctx, { role: 'advisor' })).user.id;
  const admin = (await createUser(ctx, { role: 'admin' })).user.id;
  const customer = (await createUser(ctx)).user.id;
  expect(await ensureStaffAvailability(ctx.deps.db)).toBe(2);
  expect(await getAvailability(ctx.deps.db, advisor)).toEqual(DEFAULT_AVAILABILITY);
  expect(await getAvailability(ctx.deps.db, admin)).toEqual(DEFAULT_AVAILABILITY);
  expect(await getAvailability(ctx.deps.db, customer)).toEqual({ weeklyHours: [], daysOff: [] });
  // A second start changes nothing.
  expect(await ensureStaffAvailability(ctx.deps.db)).toBe(0);
});

test('replace and read back; an advisor who cleared their hours is not given the default again', async () => {
  const advisor = (await createUser(ctx, { role: 'advisor' })).user.id;
  const availability = {
    weeklyHours: [
      { weekday: 2, start: '13:00', end: '18:00' },
      { weekday: 2, start: '08:00', end: '12:00' },
      { weekday: 7, start: '20:00', end: '24:00' },
    ],
    daysOff: ['2026-12-24', '2026-12-24', '2026-12-31'],
  };
  expect(await replaceAvailability(ctx.deps.db, advisor, availability)).toEqual({
    weeklyHours: [
      { weekday: 2, start: '08:00', end: '12:00' },
      { weekday: 2, start: '13:00', end: '18:00' },
      { weekday: 7, start: '20:00', end: '24:00' },
    ],
    daysOff: ['2026-12-24', '2026-12-31'],
  });
  await replaceAvailability(ctx.deps.db, advisor, { weeklyHours: [], daysOff: [] });
  expect(await ensureDefaultAvailability(ctx.deps.db, advisor)).toBe(false);
  expect(await ensureStaffAvailability(ctx.deps.db)).toBe(0);
  expect(await getAvailability(ctx.deps.db, advisor)).toEqual({ weeklyHours: [], daysOff: [] });
});

test('the staff console’s input is checked: half-hour grid, end after start, no overlap on one day', () => {
  const issues = (input: unknown) =>
    availabilitySchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
  expect(issues(DEFAULT_AVAILABILITY)).toEqual([]);
  expect(
    issues({
      weeklyHours: [
        { weekday: 1, start: '09:15', end: '10:00' },
        { weekday: 8, start: '09:00', end: '10:00' },
        { weekday: 2, start: '12:00', end: '11:00' },
      ],
      daysOff: ['24.12.2026'],
    }),
  ).toEqual([
    ['weeklyHours.0.start', 'validation.invalid'],
    ['weeklyHours.1.weekday', expect.any(String)],
    ['weeklyHours.2.end', 'appointments:validation.endBeforeStart'],
    ['daysOff.0', 'validation.invalid'],
  ]);
  expect(
    issues({
      weeklyHours: [
        { weekday: 3, start: '09:00', end: '12:00' },
        { weekday: 3, start: '11:30', end: '13:00' },
      ],
      daysOff: [],
    }),
  ).toEqual([['weeklyHours.1', 'appointments:validation.hoursOverlap']]);
});
