import { expect, test } from 'vitest';
import { ordinaryEnd } from '@/server/contracts/cancel';
import { monthsAfterBoundary } from './periods';
import { prorate } from './proration';

// Decision 113: every boundary of a monthly contract is a whole number of calendar months after its purchase.
const bought = new Date('2026-01-31T09:30:00Z'); // 31 Jan, 10:30 in Berlin
const feb28 = new Date('2026-02-28T09:30:00Z');

test('months after a boundary count from the purchase: 31 Jan → 28 Feb → 31 Mar, and back from 31 Mar to 28 Feb', () => {
  expect(monthsAfterBoundary(bought, bought, 1)).toEqual(feb28);
  expect(monthsAfterBoundary(bought, feb28, 1).toISOString()).toBe('2026-03-31T08:30:00.000Z');
  expect(monthsAfterBoundary(bought, new Date('2026-03-31T08:30:00Z'), -1)).toEqual(feb28);
  expect(monthsAfterBoundary(bought, feb28, 3).toISOString()).toBe('2026-05-31T08:30:00.000Z');
});

test('an ordinary cancellation for a later date ends on the first month end on or after it, counted from the purchase', () => {
  const row = { startDate: bought, endDate: feb28, termEndDate: null };
  expect(ordinaryEnd(row, '2026-04-15').toISOString()).toBe('2026-04-30T08:30:00.000Z');
  expect(ordinaryEnd(row, null)).toEqual(feb28);
});

test("an upgrade's share of the month bought on 31 Jan counts February's 28 days, not the 31 back to 28 Jan", () => {
  const now = new Date('2026-02-14T12:00:00Z');
  const share = prorate(1000, 2000, { startDate: bought, endDate: feb28 }, now);
  expect(share).toEqual({ periodDays: 28, remainingDays: 14, amountCents: 500 });
});
