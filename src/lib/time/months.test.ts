import { expect, test } from 'vitest';
import { addMonthsInZone, formatContractDate } from './months';

// Issue 29: a package bought late in the evening, Berlin time, showed its term end a day off.
test('a month bought late on a winter evening ends at the same Berlin wall-clock time after the clocks went forward', () => {
  // 25 March 2026, 23:30 in Berlin (CET, UTC+1); Berlin goes to summer time on 29 March.
  const bought = new Date('2026-03-25T22:30:00Z');
  const end = addMonthsInZone(bought, 1);
  expect(end.toISOString()).toBe('2026-04-25T21:30:00.000Z'); // 23:30 CEST
  expect(formatContractDate(end.toISOString(), 'en-GB')).toBe('25 April 2026');
  // What UTC arithmetic gave: 26 April, 00:30 in Berlin.
  expect(formatContractDate('2026-04-25T22:30:00Z', 'en-GB')).toBe('26 April 2026');
});

test('a purchase just after midnight in Berlin counts from the Berlin date, not the UTC one', () => {
  // 1 June 2026, 00:30 in Berlin is still 31 May in UTC: the term runs to 1 September, not 31 August.
  const bought = new Date('2026-05-31T22:30:00Z');
  expect(addMonthsInZone(bought, 3).toISOString()).toBe('2026-08-31T22:30:00.000Z');
  expect(formatContractDate(addMonthsInZone(bought, 3).toISOString(), 'de-DE')).toBe('1. September 2026');
});

test('across the autumn change and at the end of a month', () => {
  // 30 September 23:45 CEST → 30 October 23:45 CEST (the clocks go back on 25 October: CET, UTC+1).
  expect(addMonthsInZone(new Date('2026-09-30T21:45:00Z'), 1).toISOString()).toBe('2026-10-30T22:45:00.000Z');
  // 31 January → 28 February; seconds kept.
  expect(addMonthsInZone(new Date('2027-01-31T10:00:07.250Z'), 1).toISOString()).toBe('2027-02-28T10:00:07.250Z');
  expect(addMonthsInZone(new Date('2026-01-15T12:00:00Z'), 12).toISOString()).toBe('2027-01-15T12:00:00.000Z');
});
