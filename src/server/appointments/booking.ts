import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACTIVE_APPOINTMENT_STATUSES,
  ADVISOR_TIME_ZONE,
  APPOINTMENT_MINUTES,
  MAX_UPCOMING_APPOINTMENTS,
  type bookAppointmentSchema,
} from '@/lib/schemas/appointments';
import { zonedDate } from '@/lib/time/zone';
import type { AppDeps } from '@/server/context';
import { appointments, type AppointmentRow } from '@/server/db/schema';
import { lockOwner } from '@/server/db/transaction';
import { ownOverlap, slotTaken, slotUnavailable, tooManyUpcoming } from './errors';
import { placeWithFirstFree } from './placement';
import { notifyAppointment } from './events';
import { loadSlotSearch } from './search';
import { candidatesByStart, type SlotSearch } from './slots';

/**
 * Books the start for the customer with the best free advisor. The list of free advisors is read first, but the
 * database decides: an insert that collides with another booking of that advisor (exclusion constraint) moves on to
 * the next advisor, and when none is left the answer is 409 SLOT_TAKEN. So 50 requests for one advisor's slot give
 * exactly one booking, however they interleave.
 */
export async function bookAppointment(
  deps: AppDeps,
  userId: string,
  input: z.output<typeof bookAppointmentSchema>,
): Promise<AppointmentRow> {
  const start = new Date(input.start);
  const end = new Date(start.getTime() + APPOINTMENT_MINUTES[input.type] * 60_000);
  const date = zonedDate(start, ADVISOR_TIME_ZONE);
  const search = await loadSlotSearch(deps, { userId, from: date, to: date, type: input.type });
  const candidates = candidatesByStart(search).get(start.getTime()) ?? [];
  if (candidates.length === 0) throw whyUnavailable(search, start.getTime());

  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    // One booking per customer at a time, so the count below cannot be passed by two requests at once.
    await lockOwner(tx, userId);
    const [upcoming] = await tx
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.userId, userId),
          inArray(appointments.status, ACTIVE_APPOINTMENT_STATUSES),
          gt(appointments.endsAt, now),
        ),
      );
    if ((upcoming?.n ?? 0) >= MAX_UPCOMING_APPOINTMENTS) throw tooManyUpcoming();
    const booked = await placeWithFirstFree(
      tx,
      candidates.map((c) => c.advisorId),
      async (attempt, advisorId) => {
        const [inserted] = await attempt
          .insert(appointments)
          .values({
            userId,
            advisorId,
            type: input.type,
            meetingType: input.meetingType,
            startsAt: start,
            endsAt: end,
            notes: input.notes,
            customerTimeZone: input.timeZone ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return inserted!;
      },
    );
    if (booked) return booked;
    throw slotTaken();
  });
  await notifyAppointment(deps, row, 'booked');
  return row;
}

/** Why a start has no free advisor: never offered (hours, day off, too soon or too far), the customer's own appointment, or taken. */
export function whyUnavailable(search: SlotSearch, start: number) {
  if (!candidatesByStart({ ...search, busy: [] }).has(start)) return slotUnavailable();
  const advisorsOnly = { ...search, busy: search.busy.filter((b) => b.advisorId !== null) };
  return candidatesByStart(advisorsOnly).has(start) ? ownOverlap() : slotTaken();
}
