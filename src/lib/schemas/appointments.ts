import { z } from 'zod';
import { isTimeZone } from '@/lib/time/zone';
import { personRefSchema } from './audit';
import { isoDate, text } from './fields';
import { cursorPageSchema, MAX_PAGE_SIZE } from './paging';

/** Appointments with the company's advisors (SPEC §3, §4). Consular visan appointments are never sold here. */
export const APPOINTMENT_TYPES = ['interview', 'exam', 'consultation', 'document_review', 'orientation'] as const;
export const appointmentTypeSchema = z.enum(APPOINTMENT_TYPES);
export type AppointmentType = z.infer<typeof appointmentTypeSchema>;

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled', 'completed', 'no_show'] as const;
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

/** Statuses that hold the advisor's time: the database allows one of these per advisor and moment. */
export const ACTIVE_APPOINTMENT_STATUSES = ['pending', 'confirmed'] as const satisfies readonly AppointmentStatus[];

export const MEETING_TYPES = ['online', 'in_person'] as const;
export const meetingTypeSchema = z.enum(MEETING_TYPES);
export type MeetingType = z.infer<typeof meetingTypeSchema>;

/** Advisors' working hours and days off are Berlin wall-clock times. */
export const ADVISOR_TIME_ZONE = 'Europe/Berlin';

/** Length of each kind of appointment, minutes. */
export const APPOINTMENT_MINUTES: Record<AppointmentType, number> = {
  consultation: 30,
  document_review: 30,
  orientation: 60,
  interview: 60,
  exam: 90,
};

/** Appointments may start every half hour from the start of an advisor's working hours. */
export const SLOT_STEP_MINUTES = 30;

const HOUR_MS = 60 * 60 * 1000;
/** docs/decisions/019: book at least 12 hours ahead, at most 60 days; cancel online up to 12 hours before. */
export const BOOKING_LEAD_MS = 12 * HOUR_MS;
export const BOOKING_HORIZON_DAYS = 60;
export const CANCEL_CUTOFF_MS = 12 * HOUR_MS;
/** The reminder mail goes this long before the start. */
export const REMINDER_BEFORE_MS = 24 * HOUR_MS;
/** A customer holds at most this many upcoming (pending or confirmed) appointments at once. */
export const MAX_UPCOMING_APPOINTMENTS = 3;
/** GET /appointments/slots answers at most this many days per call. */
export const SLOT_QUERY_MAX_DAYS = 31;
export const APPOINTMENT_NOTES_MAX = 1000;

/** GET /api/appointments/slots?from=&to=&type= — Berlin calendar dates, both included. */
export const slotQuerySchema = z
  .object({ from: isoDate, to: isoDate, type: appointmentTypeSchema })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'appointments:validation.rangeOrder' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < SLOT_QUERY_MAX_DAYS * 24 * HOUR_MS, {
    path: ['to'],
    message: 'appointments:validation.rangeTooLong',
    params: { days: SLOT_QUERY_MAX_DAYS },
  });
export type SlotQuery = z.infer<typeof slotQuerySchema>;

/**
 * GET /api/appointments/slots as sent (decision 112): free starts, soonest first, each with the advisor a booking of
 * it would get (the customer's own advisor first), and each of those advisors' names once. The end is the start
 * plus the type's minutes. A name and an end on every slot were ~40 % of a month's answer.
 */
export const slotAnswerSchema = z.object({
  advisors: z.record(z.uuid(), z.string()),
  slots: z.array(z.object({ start: z.iso.datetime({ offset: true }), advisorId: z.uuid() })),
});
export type SlotAnswer = z.infer<typeof slotAnswerSchema>;

/** One bookable start as the client and the server's own code use it: the advisor by id and name. */
export interface Slot {
  start: string;
  advisorId: string;
  advisorName: string;
}

/** The answer's slots with their advisor's name: what the booking dialog reads. */
export const slotsOf = ({ advisors, slots }: SlotAnswer): Slot[] =>
  slots.map((slot) => ({ ...slot, advisorName: advisors[slot.advisorId] ?? '' }));

/** The inverse of `slotsOf`: names in the order their advisor first appears (the route sends this order). */
export function slotAnswerOf(list: readonly Slot[]): SlotAnswer {
  const advisors: Record<string, string> = {};
  for (const slot of list) advisors[slot.advisorId] ??= slot.advisorName;
  return { advisors, slots: list.map(({ start, advisorId }) => ({ start, advisorId })) };
}

/** POST /api/appointments. */
export const bookAppointmentSchema = z.object({
  type: appointmentTypeSchema,
  /** A start from the slot list (UTC or with an offset). */
  start: z.iso.datetime({ offset: true, error: 'appointments:validation.slotRequired' }),
  meetingType: meetingTypeSchema,
  notes: text(APPOINTMENT_NOTES_MAX, { multiline: true }).optional().default(''),
  /** The browser's zone (Intl), so mails show the customer's own time; Berlin when absent. */
  timeZone: text(64).refine(isTimeZone, 'validation.invalid').optional(),
});
export type BookAppointmentInput = z.input<typeof bookAppointmentSchema>;

/** POST /appointments/{id}/reschedule: a new start from the slot list, under the booking's rules. */
export const rescheduleAppointmentSchema = bookAppointmentSchema.pick({ start: true });
export type RescheduleAppointmentInput = z.input<typeof rescheduleAppointmentSchema>;

export const APPOINTMENT_FILTERS = ['all', 'upcoming', 'past'] as const;
export const appointmentListQuerySchema = z.object({ filter: z.enum(APPOINTMENT_FILTERS).default('all') });
export type AppointmentFilter = (typeof APPOINTMENT_FILTERS)[number];

/** The fields both audiences see of an appointment. */
const appointmentFields = z.object({
  id: z.uuid(),
  type: appointmentTypeSchema,
  status: appointmentStatusSchema,
  meetingType: meetingTypeSchema,
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  notes: z.string(),
});

/** What the customer's API answers for one appointment. Title and description come from `type` in each locale. */
export const appointmentSchema = appointmentFields.extend({
  advisor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Only once the advisor confirmed an online appointment. */
  meetingUrl: z.string().nullable(),
  /** The host of the meeting URL ("meet.google.com"), shown as the platform. */
  platform: z.string().nullable(),
  /** The office address, for appointments in person. */
  address: z.string().nullable(),
  /** Whether POST /cancel would succeed now. */
  cancellable: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Appointment = z.infer<typeof appointmentSchema>;
/** GET /api/appointments?filter=. */
export const appointmentListSchema = z.array(appointmentSchema);

/** The staff console's status change (issue 12): a meeting URL comes with confirming an online appointment. */
export const appointmentStatusChangeSchema = z.object({
  status: appointmentStatusSchema,
  meetingUrl: z
    .url({ protocol: /^https$/, error: 'validation.invalid' })
    .max(500)
    .optional(),
});
export type AppointmentStatusChange = z.infer<typeof appointmentStatusChangeSchema>;

/* The staff console's side of appointments (issue 12). */

export const STAFF_APPOINTMENT_MAX_DAYS = 31;

/** `?cursor=` of the console's appointments: `<start in ms>.<id>` of the last one shown (starts are whole minutes). */
export const STAFF_APPOINTMENT_CURSOR = /^\d{1,15}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * GET /staff/appointments?from=&to=&advisorId=&cursor=&pageSize= — Berlin calendar dates, both included; keyset
 * pages of up to 100, earliest first (decision 099): an admin's month of 50 advisors is 8,000 meetings.
 */
export const staffAppointmentQuerySchema = cursorPageSchema(STAFF_APPOINTMENT_CURSOR)
  .extend({
    from: isoDate,
    to: isoDate,
    advisorId: z.uuid().optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
  })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'appointments:validation.rangeOrder' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < STAFF_APPOINTMENT_MAX_DAYS * 86_400_000, {
    path: ['to'],
    message: 'appointments:validation.rangeTooLong',
    params: { days: STAFF_APPOINTMENT_MAX_DAYS },
  });
export type StaffAppointmentQuery = z.infer<typeof staffAppointmentQuerySchema>;

/**
 * The moves the console offers per status. Confirmed → confirmed replaces the meeting URL. A confirmed appointment may
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

/** The console's confirm form: the meeting URL, empty for an appointment in person (the server asks for it when online). */
export const appointmentConfirmSchema = z.object({
  meetingUrl: z.union([z.literal(''), appointmentStatusChangeSchema.shape.meetingUrl.unwrap()]),
});

/** An appointment as staff see it: whose it is, and the URL even before it is confirmed. */
export const staffAppointmentSchema = appointmentFields.extend({
  meetingUrl: z.string().nullable(),
  customer: personRefSchema,
  advisor: personRefSchema.nullable(),
});
export type StaffAppointment = z.infer<typeof staffAppointmentSchema>;
/** GET /staff/appointments?from=&to=: one page of the range's appointments, earliest first, and the next page's cursor. */
export const staffAppointmentPageSchema = z.object({
  items: z.array(staffAppointmentSchema),
  /** `cursor` of the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type StaffAppointmentPage = z.infer<typeof staffAppointmentPageSchema>;

/** GET|PUT /staff/availability?advisorId= — one's own by default; admins may name another staff member. */
export const availabilityQuerySchema = z.object({ advisorId: z.uuid().optional() });
