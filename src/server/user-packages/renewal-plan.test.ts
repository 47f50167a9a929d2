import { expect, test } from 'vitest';
import type { Typed } from './renewal-rules';
import { planRenewal } from './renewal-batch';
import { addMonths } from './periods';

// A batch computes a month's end once per distinct start and end date (decision 091) and shares it between packages
// (decision 100: the bench's 100,000 packages fall due over 3,600 distinct seconds). The shared answer must be the
// calendar's: Berlin's clock change and the short months included, each month counted from the purchase (113).
const row = (endDate: Date, extra: Partial<Typed> = {}): Typed =>
  ({
    id: crypto.randomUUID(),
    type: 'monthly',
    status: 'active',
    provider: 'test',
    autoRenew: true,
    cancelAt: null,
    completedAt: null,
    termEndDate: null,
    startDate: endDate,
    endDate,
    ...extra,
  }) as Typed;

test('packages sharing an end date share one month end, the same as each computed alone, across month ends and DST', () => {
  const dates = [
    new Date('2026-01-31T09:30:00Z'), // 31 Jan → 28 Feb
    new Date('2028-01-31T09:30:00Z'), // a leap year: → 29 Feb
    new Date('2026-03-15T11:00:00Z'), // 12:00 CET → 12:00 CEST on 15 Apr (10:00Z)
    new Date('2026-10-20T10:00:00Z'), // 12:00 CEST → 12:00 CET on 20 Nov (11:00Z)
    new Date('2026-03-31T22:30:00Z'), // 1 Apr 00:30 CEST, → 1 May
  ];
  const now = new Date('2028-03-01T00:00:00Z');
  const memo = new Map<string, Date>();
  for (const date of dates) {
    // Two packages with the date, and one planned without the shared memo: all three end alike.
    const [a, b] = [planRenewal(row(date), now, true, memo), planRenewal(row(date), now, true, memo)];
    const alone = planRenewal(row(date), now, true);
    expect(a.periods[0]).toEqual({ start: date, end: addMonths(date, 1) });
    expect(b.periods).toEqual(a.periods);
    expect(alone.periods).toEqual(a.periods);
  }
  expect(addMonths(dates[0]!, 1).toISOString()).toBe('2026-02-28T09:30:00.000Z');
  expect(addMonths(dates[1]!, 1).toISOString()).toBe('2028-02-29T09:30:00.000Z');
  expect(addMonths(dates[2]!, 1).toISOString()).toBe('2026-04-15T10:00:00.000Z');
  expect(addMonths(dates[3]!, 1).toISOString()).toBe('2026-11-20T11:00:00.000Z');
  // A chain of months through the memo, each counted from the purchase on 31 Jan: 28 Feb, 31 Mar (CEST, 10:30), 30 Apr.
  const chain = planRenewal(row(dates[0]!), new Date('2026-04-30T08:00:00Z'), true, memo);
  expect(chain.periods.map((p) => p.end.toISOString())).toEqual([
    '2026-02-28T09:30:00.000Z',
    '2026-03-31T08:30:00.000Z',
    '2026-04-30T08:30:00.000Z',
  ]);
  expect(chain.endDate?.toISOString()).toBe('2026-04-30T08:30:00.000Z');
});

test('an end that drifted under the old chained count (28 Mar after 31 Jan) moves back to the calendar: 30 Apr', () => {
  const drifted = row(new Date('2026-03-28T09:30:00Z'), { startDate: new Date('2026-01-31T09:30:00Z') });
  const plan = planRenewal(drifted, new Date('2026-04-01T00:00:00Z'), true);
  expect(plan.periods.map((p) => p.end.toISOString())).toEqual(['2026-04-30T08:30:00.000Z']);
});
