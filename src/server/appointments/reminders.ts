import { and, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { ACTIVE_APPOINTMENT_STATUSES, REMINDER_BEFORE_MS } from '@/lib/schemas/appointments';
import { appointments } from '@/server/db/schema';
import type { Job } from '@/server/jobs/scheduler';
import { notifyAppointment } from './events';

/**
 * The reminder 24 hours before a pending or confirmed appointment. Rows are claimed by setting `reminderSentAt` in the
 * same statement that finds them, so a second run (or a second process after the first released its lock) finds
 * nothing left to send. An appointment booked less than 24 hours ahead gets none: its booking mail was the reminder.
 */
export const appointmentReminderJob: Job = {
  name: 'appointment-reminders',
  everyMs: 5 * 60 * 1000,
  run: async (deps, now) => {
    const due = await deps.db
      .update(appointments)
      .set({ reminderSentAt: now })
      .where(
        and(
          isNull(appointments.reminderSentAt),
          inArray(appointments.status, ACTIVE_APPOINTMENT_STATUSES),
          gt(appointments.startsAt, now),
          lte(appointments.startsAt, new Date(now.getTime() + REMINDER_BEFORE_MS)),
          sql`${appointments.startsAt} - ${appointments.createdAt} >= ${sql.raw(`interval '${REMINDER_BEFORE_MS / 1000} seconds'`)}`,
        ),
      )
      .returning();
    for (const row of due) await notifyAppointment(deps, row, 'reminder');
  },
};
