import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAdvisor, setClock } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';

/** GET /api/appointments/slots as it goes over the wire (decision 112); slots.test.ts reads it as the client does. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  setClock(ctx, '2026-03-23T06:00:00Z'); // Monday 07:00 in Berlin
});
afterAll(() => ctx.close());

const customer = async () => (await createUser(ctx)).token;

test('the answer names each advisor once; a slot carries its start and advisor id (decision 112)', async () => {
  const hours = (start: string, end: string) => ({ weeklyHours: [{ weekday: 2, start, end }], daysOff: [] });
  const { user: ayse } = await createAdvisor(ctx, hours('09:00', '10:00'), { firstName: 'Ayşe', lastName: 'Yılmaz' });
  const { user: jonas } = await createAdvisor(ctx, hours('10:00', '11:00'));
  const token = await customer();
  const res = await ctx.api('GET', '/api/appointments/slots?from=2026-03-24&to=2026-03-24&type=consultation', {
    token,
  });
  expect(await res.json()).toEqual({
    success: true,
    data: {
      advisors: { [ayse.id]: 'Ayşe Yılmaz', [jonas.id]: 'Jonas Weber' },
      slots: [
        { start: '2026-03-24T08:00:00.000Z', advisorId: ayse.id },
        { start: '2026-03-24T08:30:00.000Z', advisorId: ayse.id },
        { start: '2026-03-24T09:00:00.000Z', advisorId: jonas.id },
        { start: '2026-03-24T09:30:00.000Z', advisorId: jonas.id },
      ],
    },
  });
});
