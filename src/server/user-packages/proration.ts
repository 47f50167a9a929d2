import { daysBetween, zonedDate } from '@/lib/time/zone';
import { monthsAfterBoundary } from './periods';

/** Days are counted as the customer's contract counts them: calendar days in Germany. */
const ZONE = 'Europe/Berlin';

export interface Proration {
  /** Calendar days of the running period, its first day included. */
  periodDays: number;
  /** Calendar days from today to the period's end, today included (the day the change is paid counts as used). */
  remainingDays: number;
  amountCents: number;
}

/**
 * What an upgrade costs now (decision 074): the price difference for the part of the running period that is left,
 * `(new − old) × remaining days ÷ days of the period`, rounded to whole cents. The period is the month ending at
 * `endDate` of the contract begun at `startDate` (decision 113); days are Europe/Berlin calendar days, so a change
 * at 23:30 on the last day counts one day, not zero.
 */
export function prorate(
  oldCents: number,
  newCents: number,
  { startDate, endDate }: { startDate: Date; endDate: Date },
  now: Date,
): Proration {
  const end = zonedDate(endDate, ZONE);
  const periodStart = monthsAfterBoundary(startDate, endDate, -1);
  const periodDays = Math.max(1, daysBetween(zonedDate(periodStart, ZONE), end));
  const remainingDays = Math.min(periodDays, Math.max(0, daysBetween(zonedDate(now, ZONE), end)));
  const amountCents = Math.max(0, Math.round(((newCents - oldCents) * remainingDays) / periodDays));
  return { periodDays, remainingDays, amountCents };
}
