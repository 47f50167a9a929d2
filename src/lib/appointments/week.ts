import { ADVISOR_TIME_ZONE, BOOKING_HORIZON_DAYS } from '@/lib/schemas/appointments';
import { addDays, daysBetween, isoWeekday, zonedDate } from '@/lib/time/zone';

/**
 * The slot picker's weeks: Monday to Sunday as Berlin calendar dates, because the slot query (and the advisors'
 * hours) are in Berlin dates (docs/decisions/020). Week 0 is the one holding today; the last one reaches the
 * booking horizon.
 */
export interface Week {
  /** Monday, `YYYY-MM-DD`. */
  from: string;
  /** Sunday, `YYYY-MM-DD`. */
  to: string;
  days: string[];
}

/** The Monday-to-Sunday week `offset` weeks after the one holding `now` (Berlin dates). */
export function weekAt(now: Date, offset: number): Week {
  const today = zonedDate(now, ADVISOR_TIME_ZONE);
  const from = addDays(today, 1 - isoWeekday(today) + 7 * offset);
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  return { from, to: addDays(from, 6), days };
}

/** How many weeks after the current one still hold bookable days. */
export function lastWeekOffset(now: Date): number {
  const today = zonedDate(now, ADVISOR_TIME_ZONE);
  const monday = weekAt(now, 0).from;
  return Math.floor(daysBetween(monday, addDays(today, BOOKING_HORIZON_DAYS)) / 7);
}
