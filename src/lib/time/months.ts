import { keptFormat } from './formats';
import { zonedDate, zonedTimeToUtc } from './zone';

/** The zone every contract date is counted and shown in: the seller's (SPEC: prices and terms in Germany). */
export const CONTRACT_TIME_ZONE = 'Europe/Berlin';

/**
 * `months` calendar months after `instant`, counted on the zone's calendar and clock: bought on 25 March at 23:30
 * Berlin time, a month runs to 25 April at 23:30 Berlin time, although Berlin's clocks went forward in between.
 * Counting in UTC instead moved that end to 26 April 00:30 and a term end shown in Berlin one day off (issue 29).
 * The 31st becomes the month's last day (31 January + 1 month = 28/29 February).
 */
export function addMonthsInZone(instant: Date, months: number, timeZone: string = CONTRACT_TIME_ZONE): Date {
  const [y, m, d] = zonedDate(instant, timeZone).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  const clock = keptFormat('en-GB', timeZone, CLOCK).format(instant);
  const [hh, mm, ss] = clock.split(':').map(Number) as [number, number, number];
  const wall = zonedTimeToUtc(target.toISOString().slice(0, 10), `${pad(hh)}:${pad(mm)}`, timeZone);
  // zonedTimeToUtc works in minutes: seconds and milliseconds ride along unchanged.
  return new Date(wall.getTime() + ss * 1000 + instant.getUTCMilliseconds());
}

const pad = (n: number) => String(n).padStart(2, '0');

const CLOCK = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } as const;

/** A contract date (ISO instant) as the calendar date it falls on in Berlin, in the reader's language. */
export function formatContractDate(iso: string, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: CONTRACT_TIME_ZONE }).format(new Date(iso));
}
