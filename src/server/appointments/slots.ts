import { ADVISOR_TIME_ZONE, SLOT_STEP_MINUTES, type Slot } from '@/lib/schemas/appointments';
import type { WorkingHours } from '@/lib/schemas/availability';
import { addDays, daysBetween, isoWeekday, zonedTimeToUtc } from '@/lib/time/zone';
import { Remembered } from '@/server/fast/remembered';

/**
 * The slot arithmetic, free of the database: Berlin working hours become UTC intervals day by day (so a
 * daylight-saving change moves them by an hour in UTC, as it should), appointments start every half hour inside them,
 * and a start is free for an advisor when nothing of theirs (or of the customer's own) overlaps it.
 */

export interface AdvisorSchedule {
  advisorId: string;
  name: string;
  hours: readonly WorkingHours[];
  /** Berlin calendar dates. */
  daysOff: ReadonlySet<string>;
}

/** Time already taken: an advisor's appointment, or (advisorId null) one of the customer's own, which blocks everyone. */
export interface Busy {
  advisorId: string | null;
  start: number;
  end: number;
}

export interface SlotSearch {
  schedules: readonly AdvisorSchedule[];
  busy: readonly Busy[];
  /** Berlin calendar dates, both included. */
  from: string;
  to: string;
  minutes: number;
  /** Starts before `earliest` or after `latest` (ms) are not offered (lead time, booking horizon). */
  earliest: number;
  latest: number;
  /** Offered first when free: the advisor the customer already knows. */
  preferredAdvisorId: string | null;
}

const STEP_MS = SLOT_STEP_MINUTES * 60_000;

/**
 * Berlin wall-clock times as instants, remembered: every advisor of a day shares a handful of (date, time) pairs, and
 * one conversion asks `Intl` four times. Converting afresh for each advisor and day (50 advisors, 60 days) took most
 * of a slot request's time at 100k customers (decision 096). The zone's rules never change within a process.
 */
const instants = new Remembered<number>(20_000);
export function berlinInstant(date: string, time: string): number {
  return instants.get(`${date} ${time}`, () =>
    time === '24:00'
      ? zonedTimeToUtc(addDays(date, 1), '00:00', ADVISOR_TIME_ZONE).getTime()
      : zonedTimeToUtc(date, time, ADVISOR_TIME_ZONE).getTime(),
  );
}

/** The advisor's working time on one Berlin date, as UTC intervals (ms). */
export function workingIntervals(schedule: AdvisorSchedule, date: string): { start: number; end: number }[] {
  if (schedule.daysOff.has(date)) return [];
  const weekday = isoWeekday(date);
  return schedule.hours
    .filter((h) => h.weekday === weekday)
    .map((h) => ({ start: berlinInstant(date, h.start), end: berlinInstant(date, h.end) }));
}

/**
 * Busy times sorted and merged into disjoint intervals, so "does [start, end) clash?" is one binary search: the first
 * interval ending after `start` clashes when it begins before `end`. Touching intervals merge (no meeting fits in
 * between), and a meeting clashes with the union exactly when it clashes with one of them.
 */
export function mergedBusy(busy: readonly Busy[]): { start: number; end: number }[] {
  const sorted = [...busy].sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const b of sorted) {
    const last = merged.at(-1);
    if (last && b.start <= last.end) last.end = Math.max(last.end, b.end);
    else merged.push({ start: b.start, end: b.end });
  }
  return merged;
}

export function clashes(merged: readonly { start: number; end: number }[], start: number, end: number): boolean {
  let lo = 0;
  let hi = merged.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (merged[mid]!.end > start) hi = mid;
    else lo = mid + 1;
  }
  return lo < merged.length && merged[lo]!.start < end;
}

/** Every start (ms) with the advisors free then, best first: the preferred one, then whoever has fewer appointments. */
export function candidatesByStart(search: SlotSearch): Map<number, AdvisorSchedule[]> {
  const length = search.minutes * 60_000;
  const load = new Map<string, number>();
  // Busy times by advisor, each list with the customer's own (advisorId null, blocking everyone) merged in: each
  // candidate looks at its advisor's meetings only, by binary search (decisions 087, 096).
  const own: Busy[] = [];
  const busyOf = new Map<string, Busy[]>();
  for (const b of search.busy) {
    if (!b.advisorId) {
      own.push(b);
      continue;
    }
    load.set(b.advisorId, (load.get(b.advisorId) ?? 0) + 1);
    const list = busyOf.get(b.advisorId) ?? [];
    list.push(b);
    busyOf.set(b.advisorId, list);
  }
  const rank = (a: AdvisorSchedule) => (a.advisorId === search.preferredAdvisorId ? -1 : (load.get(a.advisorId) ?? 0));
  // Advisors walked best first, so each start's list comes out in that order without sorting it.
  const ranked = [...search.schedules].sort((a, b) => rank(a) - rank(b) || a.advisorId.localeCompare(b.advisorId));
  const days = Array.from({ length: daysBetween(search.from, search.to) + 1 }, (_, day) => addDays(search.from, day));

  const byStart = new Map<number, AdvisorSchedule[]>();
  for (const schedule of ranked) {
    const blocked = mergedBusy([...own, ...(busyOf.get(schedule.advisorId) ?? [])]);
    for (const date of days)
      for (const interval of workingIntervals(schedule, date))
        for (let start = interval.start; start + length <= interval.end; start += STEP_MS) {
          if (start < search.earliest || start > search.latest) continue;
          if (clashes(blocked, start, start + length)) continue;
          const list = byStart.get(start);
          if (list) list.push(schedule);
          else byStart.set(start, [schedule]);
        }
  }
  return byStart;
}

/** One offer per start time, with the advisor a booking of it would get. */
export function freeSlots(search: SlotSearch): Slot[] {
  return [...candidatesByStart(search)]
    .sort(([a], [b]) => a - b)
    .map(([start, [advisor]]) => ({
      start: new Date(start).toISOString(),
      advisorId: advisor!.advisorId,
      advisorName: advisor!.name,
    }));
}
