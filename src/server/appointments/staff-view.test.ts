import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appointments } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { staffAppointments } from './staff-view';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// The names come through lateral reads now (decision 096): each row still carries its own customer and advisor,
// and a meeting whose advisor is gone lists with none.
test('the console lists meetings with their customer and advisor named, and none for a missing advisor', async () => {
  const { user: advisor } = await createUser(ctx, { role: 'advisor', firstName: 'Jonas', lastName: 'Weber' });
  const { user: ayse } = await createUser(ctx, { firstName: 'Ayşe', lastName: 'Yılmaz' });
  const { user: mehmet } = await createUser(ctx, { firstName: 'Mehmet', lastName: 'Öztürk' });
  const meeting = (userId: string, advisorId: string | null, hour: number) => ({
    userId,
    advisorId,
    type: 'consultation' as const,
    meetingType: 'online' as const,
    status: 'confirmed' as const,
    startsAt: new Date(`2026-12-01T${hour}:00:00Z`),
    endsAt: new Date(`2026-12-01T${hour}:30:00Z`),
  });
  await ctx.deps.db.insert(appointments).values([meeting(ayse.id, advisor.id, 10), meeting(mehmet.id, null, 11)]);
  const list = await staffAppointments(ctx.deps.db, eq(appointments.status, 'confirmed'), [asc(appointments.startsAt)]);
  expect(list.map((m) => [m.start, m.customer, m.advisor])).toEqual([
    [
      '2026-12-01T10:00:00.000Z',
      { id: ayse.id, firstName: 'Ayşe', lastName: 'Yılmaz' },
      { id: advisor.id, firstName: 'Jonas', lastName: 'Weber' },
    ],
    ['2026-12-01T11:00:00.000Z', { id: mehmet.id, firstName: 'Mehmet', lastName: 'Öztürk' }, null],
  ]);
});
