import { z } from 'zod';
import {
  appointmentStatusChangeSchema,
  type AppointmentStatus,
  type AppointmentType,
  type MeetingType,
} from './appointments';
import type { PersonRef } from './audit';
import { isoDate, text } from './fields';
import { pageSchema } from './paging';
import type { SupportCategory, SupportMessage } from './support';
import { stepStatusSchema } from './user-packages';

/**
 * The staff console's work on a case (issue 12): process steps, the meetings list, availability and support
 * messages. Document review and appointment status reuse `documentReviewSchema` and `appointmentStatusChangeSchema`.
 */

export const STEP_NOTE_MAX = 1000;

/** PATCH /staff/user-packages/{id}/steps/{stepKey}: the new status and, when given, the note the customer reads. */
export const stepChangeSchema = z.object({
  status: stepStatusSchema,
  /** Replaces the step's note; an empty text clears it; absent keeps it. */
  note: text(STEP_NOTE_MAX, { multiline: true }).optional(),
});
export type StepChangeInput = z.input<typeof stepChangeSchema>;

export const STAFF_APPOINTMENT_MAX_DAYS = 31;

/** GET /staff/appointments?from=&to=&advisorId= — Berlin calendar dates, both included. */
export const staffAppointmentQuerySchema = z
  .object({ from: isoDate, to: isoDate, advisorId: z.uuid().optional() })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'appointments:validation.rangeOrder' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < STAFF_APPOINTMENT_MAX_DAYS * 86_400_000, {
    path: ['to'],
    message: 'appointments:validation.rangeTooLong',
    params: { days: STAFF_APPOINTMENT_MAX_DAYS },
  });
export type StaffAppointmentQuery = z.infer<typeof staffAppointmentQuerySchema>;

/**
 * The moves the console offers per status. Confirmed → confirmed replaces the meeting URL. A confirmed meeting may
 * be called off (decision 019: staff cancel at any time, after a confirmation); a pending one is turned down with
 * "reject" instead, so the console never offers two ways of saying no to a request.
 */
export const STAFF_APPOINTMENT_ACTIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  pending: ['confirmed', 'rejected'],
  confirmed: ['confirmed', 'cancelled', 'completed', 'no_show'],
  rejected: [],
  cancelled: [],
  completed: [],
  no_show: [],
};

/** The console's confirm form: the meeting URL, empty for a meeting in person (the server asks for it when online). */
export const meetingConfirmSchema = z.object({
  meetingUrl: z.union([z.literal(''), appointmentStatusChangeSchema.shape.meetingUrl.unwrap()]),
});

/** A meeting as staff see it: whose it is, and the URL even before it is confirmed. */
export interface StaffAppointment {
  id: string;
  type: AppointmentType;
  status: AppointmentStatus;
  meetingType: MeetingType;
  start: string;
  end: string;
  notes: string;
  meetingUrl: string | null;
  customer: PersonRef;
  advisor: PersonRef | null;
}

/** GET|PUT /staff/availability?advisorId= — one's own by default; admins may name another staff member. */
export const availabilityQuerySchema = z.object({ advisorId: z.uuid().optional() });

/** GET /staff/support-messages?page=&customerId= */
export const staffSupportQuerySchema = pageSchema.pick({ page: true }).extend({ customerId: z.uuid().optional() });

/** A support message with its author, for the console. */
export type StaffSupportMessage = SupportMessage & {
  category: SupportCategory;
  locale: string;
  user: { id: string; name: string; email: string };
};
