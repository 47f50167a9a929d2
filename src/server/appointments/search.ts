import { and, between, desc, eq, gt, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  ACTIVE_APPOINTMENT_STATUSES,
  APPOINTMENT_MINUTES,
  BOOKING_HORIZON_DAYS,
  BOOKING_LEAD_MS,
  type AppointmentType,
} from '@/lib/schemas/appointments';
import type { AppDeps } from '@/server/context';
import type { Database } from '@/server/db/client';
import { advisorDaysOff, advisorSchedules, advisorWorkingHours, appointments, users } from '@/server/db/schema';
import { toWorkingHours } from '@/server/availability/service';
import { workingStaff } from '@/server/users/working-staff';
import { type AdvisorSchedule, berlinInstant, type Busy, type SlotSearch } from './slots';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest a meeting may last; the database refuses longer ones (appointments_length_limit). */
export const MAX_APPOINTMENT_MS = DAY_MS;

/** The instants a range of Berlin dates covers: from the first day's midnight to the midnight after the last. */
export const rangeOf = (from: string, to: string) => ({
  // Remembered instants (slots.ts): four Intl calls per request were ~7 % of a slots request's CPU (decision 104).
  rangeStart: new Date(berlinInstant(from, '00:00')),
  rangeEnd: new Date(berlinInstant(to, '24:00')),
});

/**
 * What the slot arithmetic needs for one customer, one appointment type and a range of Berlin dates. `moving`: an
 * appointment being moved (rescheduled, or handed to another advisor), whose own time blocks nobody.
 */
export async function loadSlotSearch(
  deps: AppDeps,
  query: { userId: string; from: string; to: string; type: AppointmentType; moving?: string },
): Promise<SlotSearch> {
  const { db } = deps;
  const now = deps.now().getTime();
  const { rangeStart, rangeEnd } = rangeOf(query.from, query.to);
  const schedules = await loadSchedules(db, query.from, query.to);
  const ids = schedules.map((s) => s.advisorId);
  const taken = await busyTimes(db, { ...query, rangeStart, rangeEnd, advisorIds: ids });
  const busy: Busy[] = taken.map((b) => ({
    advisorId: b.userId === query.userId ? null : b.advisorId,
    start: b.start.getTime(),
    end: b.end.getTime(),
  }));
  return {
    schedules,
    busy,
    from: query.from,
    to: query.to,
    minutes: APPOINTMENT_MINUTES[query.type],
    earliest: now + BOOKING_LEAD_MS,
    latest: now + BOOKING_HORIZON_DAYS * DAY_MS,
    preferredAdvisorId: await preferredAdvisor(db, query.userId, ids),
  };
}

/**
 * The active meetings overlapping the range, of the customer (when given) or of the advisors given: a query
 * builder, so a test can read its plan.
 */
export function busyTimes(
  db: Database,
  query: { userId?: string; moving?: string | undefined; rangeStart: Date; rangeEnd: Date; advisorIds: string[] },
) {
  const { userId, rangeStart, rangeEnd, advisorIds: ids } = query;
  return db
    .select({
      advisorId: appointments.advisorId,
      userId: appointments.userId,
      start: appointments.startsAt,
      end: appointments.endsAt,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, ACTIVE_APPOINTMENT_STATUSES),
        query.moving ? ne(appointments.id, query.moving) : undefined,
        lt(appointments.startsAt, rangeEnd),
        gt(appointments.endsAt, rangeStart),
        // Implied by the two above, since no meeting lasts longer than MAX_APPOINTMENT_MS (a check in migration
        // 0020): it bounds the index range from below, else every advisor's whole past is read (decision 087).
        gt(appointments.startsAt, new Date(rangeStart.getTime() - MAX_APPOINTMENT_MS)),
        or(
          userId ? eq(appointments.userId, userId) : undefined,
          ids.length ? inArray(appointments.advisorId, ids) : undefined,
        ) ?? sql`false`,
      ),
    );
}

/** Working staff (activated, not deactivated: decision 076) with a schedule, their hours, and days off in the range. */
export async function loadSchedules(db: Database, from: string, to: string): Promise<AdvisorSchedule[]> {
  const advisors = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(advisorSchedules, eq(advisorSchedules.advisorId, users.id))
    .where(and(workingStaff(), eq(users.status, 'active')));
  if (advisors.length === 0) return [];
  const ids = advisors.map((a) => a.id);
  const [hours, daysOff] = await Promise.all([
    db.select().from(advisorWorkingHours).where(inArray(advisorWorkingHours.advisorId, ids)),
    db
      .select()
      .from(advisorDaysOff)
      .where(and(inArray(advisorDaysOff.advisorId, ids), between(advisorDaysOff.day, from, to))),
  ]);
  return advisors.map((a) => ({
    advisorId: a.id,
    name: `${a.firstName} ${a.lastName}`,
    hours: hours.filter((h) => h.advisorId === a.id).map(toWorkingHours),
    daysOff: new Set(daysOff.filter((d) => d.advisorId === a.id).map((d) => d.day)),
  }));
}

/**
 * The advisor a customer should see: their assigned advisor (staff console, issue 12), else the one of their
 * latest appointment — either only while that advisor takes appointments.
 */
async function preferredAdvisor(db: Database, userId: string, available: string[]): Promise<string | null> {
  if (available.length === 0) return null;
  const [customer] = await db.select({ advisorId: users.assignedAdvisorId }).from(users).where(eq(users.id, userId));
  if (customer?.advisorId && available.includes(customer.advisorId)) return customer.advisorId;
  const [last] = await db
    .select({ advisorId: appointments.advisorId })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        isNotNull(appointments.advisorId),
        ne(appointments.status, 'rejected'),
        inArray(appointments.advisorId, available),
      ),
    )
    .orderBy(desc(appointments.createdAt))
    .limit(1);
  return last?.advisorId ?? null;
}
