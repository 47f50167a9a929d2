import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACTIVE_APPOINTMENT_STATUSES,
  CANCEL_CUTOFF_MS,
  type AppointmentStatus,
  type AppointmentStatusChange,
} from '@/lib/schemas/appointments';
import type { AppDeps } from '@/server/context';
import { appointments, type AppointmentRow } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import { notFound } from '@/server/http/errors';
import { cancelTooLate, invalidTransition, meetingUrlRequired, notCancellable, notStartedYet } from './errors';
import { notifyAppointment, type AppointmentChange } from './events';
import { findAppointment, findOwnAppointment, isActive, type AppointmentRecord } from './view';

/**
 * Where staff may move an appointment (docs/decisions/019). Rejected, cancelled, completed and no-show are final;
 * confirmed → confirmed only replaces the meeting URL.
 */
export const STATUS_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  pending: ['confirmed', 'rejected', 'cancelled'],
  confirmed: ['confirmed', 'cancelled', 'completed', 'no_show'],
  rejected: [],
  cancelled: [],
  completed: [],
  no_show: [],
};

const CHANGE: Record<AppointmentStatus, AppointmentChange> = {
  pending: 'booked',
  confirmed: 'confirmed',
  rejected: 'rejected',
  cancelled: 'cancelledByAdvisor',
  completed: 'completed',
  no_show: 'noShow',
};

/** The customer cancels their own appointment: pending or confirmed, at least CANCEL_CUTOFF_MS before it starts. */
export async function cancelOwnAppointment(deps: AppDeps, userId: string, id: string): Promise<AppointmentRecord> {
  const found = await findOwnAppointment(deps.db, userId, id);
  if (!found) throw notFound();
  const now = deps.now();
  // The rule is in the WHERE clause, so a cancellation racing a staff change or the clock cannot slip through.
  const [row] = await deps.db
    .update(appointments)
    .set({ status: 'cancelled', sequence: sql`${appointments.sequence} + 1`, updatedAt: now })
    .where(
      and(
        eq(appointments.id, found.row.id),
        inArray(appointments.status, ACTIVE_APPOINTMENT_STATUSES),
        gte(appointments.startsAt, new Date(now.getTime() + CANCEL_CUTOFF_MS)),
      ),
    )
    .returning();
  if (!row)
    throw isActive(found.row) && found.row.startsAt.getTime() - now.getTime() < CANCEL_CUTOFF_MS
      ? cancelTooLate()
      : notCancellable();
  await notifyAppointment(deps, row, 'cancelledByCustomer');
  return { row, advisorName: found.advisorName };
}

/**
 * The staff console's status change (issue 12 decides who may call it for which appointment; `staffId` is kept as
 * the one who changed it). Confirming an online appointment needs a meeting URL; completed and no-show only once the
 * appointment has started. The customer (and their mail, with the updated .ics) hears of every change.
 */
export async function changeAppointmentStatus(
  deps: AppDeps,
  input: AppointmentStatusChange & { id: string; staffId: string },
  /** Runs in the change's transaction once the row is updated (the console's audit row). */
  alongside?: (tx: Transaction, before: AppointmentRow, after: AppointmentRow) => Promise<void>,
): Promise<AppointmentRecord> {
  if (!z.uuid().safeParse(input.id).success) throw notFound();
  const now = deps.now();
  const { row, change } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(appointments).where(eq(appointments.id, input.id)).for('update');
    if (!current) throw notFound();
    if (!STATUS_TRANSITIONS[current.status].includes(input.status)) throw invalidTransition();
    const meetingUrl = input.meetingUrl ?? current.meetingUrl;
    if (current.status === 'confirmed' && input.status === 'confirmed' && meetingUrl === current.meetingUrl)
      throw invalidTransition();
    if (input.status === 'confirmed' && current.meetingType === 'online' && !meetingUrl) throw meetingUrlRequired();
    if ((input.status === 'completed' || input.status === 'no_show') && now < current.startsAt) throw notStartedYet();
    const [updated] = await tx
      .update(appointments)
      .set({
        status: input.status,
        meetingUrl,
        statusChangedBy: input.staffId,
        sequence: sql`${appointments.sequence} + 1`,
        updatedAt: now,
      })
      .where(eq(appointments.id, current.id))
      .returning();
    await alongside?.(tx, current, updated!);
    const kind: AppointmentChange =
      current.status === 'confirmed' && input.status === 'confirmed' ? 'meetingChanged' : CHANGE[input.status];
    return { row: updated!, change: kind };
  });
  await notifyAppointment(deps, row, change);
  const record = await findAppointment(deps.db, row.id);
  return record ?? { row, advisorName: null };
}
