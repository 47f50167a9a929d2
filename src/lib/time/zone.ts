/**
 * Wall-clock ↔ instant conversion for one IANA time zone, with nothing but `Intl` (no time-zone library in the
 * browser bundle or the API). Advisors work Berlin hours; Germany moves its clocks twice a year, Türkiye never.
 */

import { keptFormat } from './formats';

const WALL_CLOCK = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
} as const;

/** The zone's wall clock at `ms`, as the same digits read in UTC. */
function wallClockMs(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    keptFormat('en-US', timeZone, WALL_CLOCK)
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
}

/** Minutes the zone is ahead of UTC at that instant (Berlin: 60 in winter, 120 in summer; Istanbul: 180). */
export function offsetMinutes(instant: Date | number, timeZone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const whole = ms - (ms % 1000);
  return Math.round((wallClockMs(whole, timeZone) - whole) / 60_000);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant when the zone's clocks show `date` (YYYY-MM-DD) at `time` (HH:MM). Like Temporal's 'compatible'
 * choice: a time that occurs twice (clocks going back) is the earlier one; a time skipped when clocks go forward is
 * read with the offset before the change, so it lands just after the gap (02:30 on a spring-forward day → 03:30).
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const before = offsetMinutes(wall - DAY_MS, timeZone);
  const after = offsetMinutes(wall + DAY_MS, timeZone);
  const valid = [before, after]
    .map((offset) => wall - offset * 60_000)
    .filter((ms) => wallClockMs(ms, timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(valid[0] ?? wall - before * 60_000);
}

/** The calendar date (YYYY-MM-DD) the zone's clocks show at that instant. */
export function zonedDate(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** YYYY-MM-DD plus `days` (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (both YYYY-MM-DD): 0 for the same day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** True for a name `Intl` knows as a time zone ('Europe/Istanbul'), false for anything else. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Where the viewer's clocks are, for showing times and for saving with a booking (decision 066): the browser's zone,
 * else Berlin. Berlin, not UTC, because it is the zone the server words a customer's mails in when it has none
 * (notifications/mail.ts) and the advisors' own: a screen and a mail then show the same times. Berlin is written
 * out here because lib/schemas/appointments (ADVISOR_TIME_ZONE, the same value, checked in zone.test.ts) imports
 * this file.
 */
export const VIEWER_FALLBACK_ZONE = 'Europe/Berlin';

export function viewerTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : VIEWER_FALLBACK_ZONE;
}
