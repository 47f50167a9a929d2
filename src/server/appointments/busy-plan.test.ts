import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { appointments } from '@/server/db/schema';
import { freshDatabase } from '@/server/test/database';
import { busyTimes, MAX_APPOINTMENT_MS } from './search';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

const ADVISOR = '00000000-0000-4000-8000-0000000000a1';
const CUSTOMER = '00000000-0000-4000-8000-0000000000c1';

/**
 * At 300,000 appointments the slot search read every advisor's whole past: the range was bounded only by
 * `starts_at < end` on the (advisor, starts_at) index, because `ends_at > start` cannot use it. The query now also
 * says `starts_at > start − 1 day` (decision 087), so the index range has both ends. The planner's choice on an
 * empty test database says nothing about 100k rows, so the test reads the statement; `npm run bench -- --scale`
 * records the plan at size.
 */
test('the busy-time query of the slot search bounds the start from both sides', async () => {
  const rangeStart = new Date('2026-12-01T00:00:00Z');
  const { sql: text, params } = busyTimes(handle.db, {
    userId: CUSTOMER,
    rangeStart,
    rangeEnd: new Date('2026-12-31T00:00:00Z'),
    advisorIds: [ADVISOR],
  }).toSQL();
  expect(text).toMatch(/"starts_at" < \$\d+/);
  expect(text).toMatch(/"starts_at" > \$\d+/);
  expect(params).toContainEqual(new Date(rangeStart.getTime() - MAX_APPOINTMENT_MS).toISOString());
});

test('the database refuses a meeting longer than the bound the search relies on', async () => {
  const start = new Date('2026-12-01T09:00:00Z');
  const insert = handle.db.insert(appointments).values({
    userId: CUSTOMER,
    type: 'consultation',
    meetingType: 'online',
    startsAt: start,
    endsAt: new Date(start.getTime() + MAX_APPOINTMENT_MS + 60_000),
  });
  await expect(insert).rejects.toThrow();
});
