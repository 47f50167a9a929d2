import { addMonthsInZone, CONTRACT_TIME_ZONE } from '@/lib/time/months';
import { zonedDate } from '@/lib/time/zone';
import type { PackageRow, UserPackageRow } from '@/server/db/schema';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Calendar months on Berlin's calendar and clock, DST included (`addMonthsInZone`); the 31st becomes the month's
 * last day (31 Jan + 1 month = 28/29 Feb).
 */
export const addMonths = (date: Date, months: number): Date => addMonthsInZone(date, months);

/** Calendar months (Berlin) from `anchor`'s month to `at`'s month. */
function monthsBetween(anchor: Date, at: Date): number {
  const [ay, am] = zonedDate(anchor, CONTRACT_TIME_ZONE).split('-').map(Number) as [number, number];
  const [y, m] = zonedDate(at, CONTRACT_TIME_ZONE).split('-').map(Number) as [number, number];
  return (y - ay) * 12 + (m - am);
}

/**
 * `months` months after the period boundary `from` (a period's start or end), counted from the contract's first
 * day `anchor` (its `startDate`) as a card subscription's billing anchor counts: the n-th month ends n calendar
 * months after the anchor, never a month after the previous end. Chained ends drifted (decision 113): bought on
 * 31 January they went 28 Feb, 28 Mar, 28 Apr — short of a 3-month term's 30 April, so a fourth month was charged —
 * and bought at 02:30 a month before Berlin's clocks go forward, every later end moved an hour.
 */
export const monthsAfterBoundary = (anchor: Date, from: Date, months: number): Date =>
  addMonths(anchor, monthsBetween(anchor, from) + months);

/**
 * The dates of a package bought at `start`. A monthly package is paid one month at a time until its term ends
 * (or without end when unlimited); a one-time package pays its whole term at once.
 */
export function firstPeriod(pkg: Pick<PackageRow, 'type' | 'durationMonths'>, start: Date) {
  const termEndDate = pkg.durationMonths === null ? null : addMonths(start, pkg.durationMonths);
  const endDate = pkg.type === 'monthly' ? addMonths(start, 1) : termEndDate;
  return { startDate: start, endDate, termEndDate };
}

/** Whether another month can still be bought: monthly, still active, and its term not yet fully paid. */
export function hasMonthsLeft(
  row: Pick<UserPackageRow, 'status' | 'endDate' | 'termEndDate'> & { type: PackageRow['type'] },
) {
  return (
    row.type === 'monthly' &&
    row.status === 'active' &&
    row.endDate !== null &&
    (row.termEndDate === null || row.endDate.getTime() < row.termEndDate.getTime())
  );
}

/** Whole days left until `end` (a started day counts), 0 once passed; null without an end. */
export const remainingDays = (end: Date | null, now: Date) =>
  end === null ? null : Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));

/** The withdrawal period of a distance contract (§ 355 (2) BGB): 14 days from the contract's conclusion. */
export const WITHDRAWAL_DAYS = 14;
export const withdrawalEnd = (concludedAt: Date) => new Date(concludedAt.getTime() + WITHDRAWAL_DAYS * DAY_MS);
