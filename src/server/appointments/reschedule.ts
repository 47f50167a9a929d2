import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_APPOINTMENT_STATUSES, ADVISOR_TIME_ZONE, APPOINTMENT_MINUTES } from '@/lib/schemas/appointments';
import { zonedDate } from '@/lib/time/zone';
import type { AppDeps } from '@/server/context';
import { appointments } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { whyUnavailable } from './booking';
import { notReschedulable, rescheduleTooLate, slotTaken } from './errors';
import { notifyAppointment } from './events';
import { placeWithFirstFree } from './placement';
import { loadSlotSearch } from './search';
import { candidatesByStart } from './slots';
import { canCancel, findAppointment, findOwnAppointment, isActive, type AppointmentRecord } from './view';

/**
 * POST /appointments/{id}/reschedule: the customer moves their own appointment to another free start, under the
 * booking's rules (working hours, lead time, horizon, nobody double-booked) and the cancellation's cut-off (not
 * within 12 hours of the old start). The advisor stays when free then, else the best free one takes it; the
 * appointment waits for confirmation again. Same row, so the same .ics UID with a higher SEQUENCE, and one
 * notification (decision 076).
 */
export async function rescheduleOwnAppointment(
  deps: AppDeps,
  userId: string,
  id: string,
  startIso: string,
): Promise<AppointmentRecord> {
  const found = await findOwnAppointment(deps.db, userId, id);
  if (!found) throw notFound();
  const current = found.row;
  if (!isActive(current)) throw notReschedulable();
  if (!canCancel(current, deps.now())) throw rescheduleTooLate();

  const start = new Date(startIso);
  const end = new Date(start.getTime() + APPOINTMENT_MINUTES[current.type] * 60_000);
  const date = zonedDate(start, ADVISOR_TIME_ZONE);
  const search = await loadSlotSearch(deps, { userId, from: date, to: date, type: current.type, moving: current.id });
  const free = (candidatesByStart(search).get(start.getTime()) ?? []).map((c) => c.advisorId);
  if (free.length === 0) throw whyUnavailable(search, start.getTime());
  // The customer keeps the advisor they know whenever that advisor is free at the new time.
  const order = free.includes(current.advisorId ?? '')
    ? [current.advisorId!, ...free.filter((a) => a !== current.advisorId)]
    : free;

  const now = deps.now();
  const row = await deps.db.transaction((tx) =>
    placeWithFirstFree(tx, order, async (attempt, advisorId) => {
      const [moved] = await attempt
        .update(appointments)
        .set({
          advisorId,
          startsAt: start,
          endsAt: end,
          status: 'pending',
          // A meeting link belongs to its advisor; another one sets their own when confirming.
          meetingUrl: advisorId === current.advisorId ? current.meetingUrl : null,
          sequence: sql`${appointments.sequence} + 1`,
          updatedAt: now,
        })
        .where(
          and(
            eq(appointments.id, current.id),
            eq(appointments.sequence, current.sequence),
            inArray(appointments.status, ACTIVE_APPOINTMENT_STATUSES),
          ),
        )
        .returning();
      // Changed meanwhile (cancelled by staff, moved in another tab): nothing to move any more.
      if (!moved) throw notReschedulable();
      return moved;
    }),
  );
  if (!row) throw slotTaken();
  await notifyAppointment(deps, row, 'rescheduled');
  return (await findAppointment(deps.db, row.id)) ?? { row, advisorName: null };
}
