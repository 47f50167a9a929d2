import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { ACTIVE_APPOINTMENT_STATUSES, ADVISOR_TIME_ZONE } from '@/lib/schemas/appointments';
import type { AppointmentHandover } from '@/lib/schemas/deactivation';
import { zonedDate } from '@/lib/time/zone';
import type { AppDeps } from '@/server/context';
import { appointments, type AppointmentRow } from '@/server/db/schema';
import { notifyAppointment } from './events';
import { placeWithFirstFree } from './placement';
import { loadSlotSearch } from './search';
import { candidatesByStart } from './slots';

/** A staff member's pending or confirmed appointments that have not started yet, soonest first. */
export async function futureAppointmentsOf(deps: AppDeps, advisorId: string): Promise<AppointmentRow[]> {
  return deps.db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.advisorId, advisorId),
        inArray(appointments.status, ACTIVE_APPOINTMENT_STATUSES),
        gt(appointments.startsAt, deps.now()),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

/**
 * After a staff member is deactivated (decision 076): each of their future appointments goes to another working
 * advisor free at that time (`reassign`; it waits for that advisor's confirmation), or is cancelled (`cancel`, or
 * when nobody is free). Every customer hears of their appointment, with the updated .ics. Runs after the
 * deactivation committed, so the slot search no longer sees the deactivated member.
 */
export async function handOverAppointments(
  deps: AppDeps,
  input: { advisorId: string; mode: AppointmentHandover; staffId: string },
): Promise<{ reassigned: number; cancelled: number }> {
  const result = { reassigned: 0, cancelled: 0 };
  for (const row of await futureAppointmentsOf(deps, input.advisorId)) {
    const moved = input.mode === 'reassign' ? await reassign(deps, row, input.staffId) : null;
    if (moved) {
      result.reassigned += 1;
      await notifyAppointment(deps, moved, 'advisorChanged');
      continue;
    }
    const cancelled = await writeIfUnchanged(deps, row, { status: 'cancelled', statusChangedBy: input.staffId });
    if (!cancelled) continue;
    result.cancelled += 1;
    await notifyAppointment(deps, cancelled, 'cancelledByAdvisor');
  }
  return result;
}

async function reassign(deps: AppDeps, row: AppointmentRow, staffId: string): Promise<AppointmentRow | null> {
  const date = zonedDate(row.startsAt, ADVISOR_TIME_ZONE);
  const search = await loadSlotSearch(deps, {
    userId: row.userId,
    from: date,
    to: date,
    type: row.type,
    moving: row.id,
  });
  // Already booked: the lead time and horizon of a new booking do not apply to it.
  const free = candidatesByStart({ ...search, earliest: 0, latest: Infinity }).get(row.startsAt.getTime()) ?? [];
  if (free.length === 0) return null;
  return deps.db.transaction((tx) =>
    placeWithFirstFree(
      tx,
      free.map((advisor) => advisor.advisorId),
      (attempt, advisorId) =>
        writeIfUnchanged(
          deps,
          row,
          // The new advisor confirms it and sets their own meeting link.
          { advisorId, status: 'pending', meetingUrl: null, statusChangedBy: staffId },
          attempt,
        ),
    ),
  );
}

/** Updates the appointment unless it changed since it was read (then null: the customer or staff moved it meanwhile). */
async function writeIfUnchanged(
  deps: AppDeps,
  row: AppointmentRow,
  set: Partial<Pick<AppointmentRow, 'advisorId' | 'status' | 'meetingUrl' | 'statusChangedBy'>>,
  db = deps.db,
): Promise<AppointmentRow | null> {
  const [updated] = await db
    .update(appointments)
    .set({ ...set, sequence: sql`${appointments.sequence} + 1`, updatedAt: deps.now() })
    .where(and(eq(appointments.id, row.id), eq(appointments.sequence, row.sequence)))
    .returning();
  return updated ?? null;
}
