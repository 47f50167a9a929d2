import { afterEach, expect, test, vi } from 'vitest';
import { ADVISOR_TIME_ZONE } from '@/lib/schemas/appointments';
import {
  addDays,
  daysBetween,
  isoWeekday,
  isTimeZone,
  offsetMinutes,
  VIEWER_FALLBACK_ZONE,
  viewerTimeZone,
  zonedDate,
  zonedTimeToUtc,
} from './zone';

const BERLIN = 'Europe/Berlin';
const utc = (date: string, time: string, zone = BERLIN) => zonedTimeToUtc(date, time, zone).toISOString();

test('Berlin is UTC+1 in winter and UTC+2 in summer; Istanbul is UTC+3 all year', () => {
  expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), BERLIN)).toBe(60);
  expect(offsetMinutes(new Date('2026-07-15T12:00:00Z'), BERLIN)).toBe(120);
  expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), 'Europe/Istanbul')).toBe(180);
  expect(offsetMinutes(new Date('2026-07-15T12:00:00Z'), 'Europe/Istanbul')).toBe(180);
});

test('09:00 in Berlin around the spring change (last Sunday of March 2026 and 2027)', () => {
  expect(utc('2026-03-27', '09:00')).toBe('2026-03-27T08:00:00.000Z');
  expect(utc('2026-03-29', '09:00')).toBe('2026-03-29T07:00:00.000Z');
  expect(utc('2026-03-30', '09:00')).toBe('2026-03-30T07:00:00.000Z');
  expect(utc('2027-03-26', '09:00')).toBe('2027-03-26T08:00:00.000Z');
  expect(utc('2027-03-28', '09:00')).toBe('2027-03-28T07:00:00.000Z');
});

test('09:00 in Berlin around the autumn change (last Sunday of October 2026 and 2027)', () => {
  expect(utc('2026-10-23', '09:00')).toBe('2026-10-23T07:00:00.000Z');
  expect(utc('2026-10-25', '09:00')).toBe('2026-10-25T08:00:00.000Z');
  expect(utc('2026-10-26', '09:00')).toBe('2026-10-26T08:00:00.000Z');
  expect(utc('2027-10-29', '09:00')).toBe('2027-10-29T07:00:00.000Z');
  expect(utc('2027-10-31', '09:00')).toBe('2027-10-31T08:00:00.000Z');
});

test('the skipped hour reads as just after the gap; the repeated hour as its first occurrence', () => {
  expect(utc('2026-03-29', '01:30')).toBe('2026-03-29T00:30:00.000Z');
  // 02:30 does not exist on 29 March 2026: read with the winter offset, it is 03:30 summer time.
  expect(utc('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z');
  expect(utc('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
  // 02:30 happens twice on 25 October 2026: first at summer time (00:30Z), then at winter time (01:30Z).
  expect(utc('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
  expect(utc('2026-10-25', '03:00')).toBe('2026-10-25T02:00:00.000Z');
});

test('Istanbul wall times never move', () => {
  expect(utc('2026-03-27', '11:00', 'Europe/Istanbul')).toBe('2026-03-27T08:00:00.000Z');
  expect(utc('2026-03-30', '11:00', 'Europe/Istanbul')).toBe('2026-03-30T08:00:00.000Z');
});

test('calendar helpers', () => {
  expect(zonedDate(new Date('2026-03-29T22:30:00Z'), BERLIN)).toBe('2026-03-30');
  expect(zonedDate(new Date('2026-10-25T22:30:00Z'), BERLIN)).toBe('2026-10-25');
  expect(isoWeekday('2026-03-29')).toBe(7);
  expect(isoWeekday('2026-03-30')).toBe(1);
  expect(addDays('2026-03-30', 3)).toBe('2026-04-02');
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(daysBetween('2026-03-27', '2026-03-30')).toBe(3);
  expect(isTimeZone('Europe/Istanbul')).toBe(true);
  expect(isTimeZone('Mars/Olympus')).toBe(false);
});

afterEach(() => vi.restoreAllMocks());

const browserZone = (timeZone: string | undefined) =>
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    timeZone,
  } as Intl.ResolvedDateTimeFormatOptions);

test("the viewer's zone is the browser's; without one (or a name Intl does not know) it is Berlin, as in the mails", () => {
  browserZone('Europe/Istanbul');
  expect(viewerTimeZone()).toBe('Europe/Istanbul');
  browserZone(undefined);
  expect(viewerTimeZone()).toBe('Europe/Berlin');
  browserZone('Mars/Olympus');
  expect(viewerTimeZone()).toBe('Europe/Berlin');
  expect(VIEWER_FALLBACK_ZONE).toBe(ADVISOR_TIME_ZONE);
});
