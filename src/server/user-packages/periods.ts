import { addMonthsInZone } from '@/lib/time/months';
import type { PackageRow, UserPackageRow } from '@/server/db/schema';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Calendar months on Berlin's calendar and clock, DST included (`addMonthsInZone`); the 31st becomes the month's
 * last day (31 Jan + 1 month = 28/29 Feb).
 */
export const addMonths = (date: Date, months: number): Date => addMonthsInZone(date, months);

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
