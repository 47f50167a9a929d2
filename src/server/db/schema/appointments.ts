import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES, MEETING_TYPES } from '@/lib/schemas/appointments';
import { users } from './users';

/**
 * A staff member who takes appointments has a schedule row; its weekly hours and days off hang off it. The row
 * existing (even with no hours) means "set up": the default hours are given once, never again after an advisor
 * cleared them (docs/decisions/019).
 */
export const advisorSchedules = pgTable('advisor_schedules', {
  advisorId: uuid('advisor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The number under which each process keeps its free-slot boards (appointments/slot-board.ts, decision 096):
 * deferred triggers (migration 0025) take the next value when a change that moves a slot commits — an appointment
 * made, moved or ended, working hours, days off, a staff member who can no longer work. A sequence, not a counter
 * row: taking a number locks nothing, so bookings never queue behind each other for it.
 */
export const slotRevision = pgSequence('slot_revision');

/**
 * Numbers the versions of the console's appointment pages (appointments/staff-answers.ts, decision 102): deferred
 * triggers (migration 0030) take the next value at the commit of an appointment made, changed in anything the list
 * shows, or deleted, and of a customer's or advisor's name or assignment (whose list a meeting is on).
 */
export const staffAppointmentRevision = pgSequence('staff_appointment_revision');

/** One stretch of working time on an ISO weekday (1 = Monday), Berlin wall-clock time. */
export const advisorWorkingHours = pgTable(
  'advisor_working_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisorSchedules.advisorId, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    index('advisor_working_hours_advisor_idx').on(t.advisorId),
    check('advisor_working_hours_weekday', sql`${t.weekday} between 1 and 7`),
    check('advisor_working_hours_order', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** A whole Berlin calendar day on which the advisor takes no appointments. */
export const advisorDaysOff = pgTable(
  'advisor_days_off',
  {
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisorSchedules.advisorId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.advisorId, t.day] })],
);

/**
 * A meeting between a customer and an advisor, in UTC. Besides these columns the hand-written
 * migration `…_appointments_overlap.sql` adds two exclusion constraints (btree_gist) that Drizzle cannot express: no advisor
 * and no customer has two pending/confirmed meetings whose times overlap.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // History survives a deleted staff account; a null advisor blocks nobody's time.
    advisorId: uuid('advisor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: APPOINTMENT_TYPES }).notNull(),
    meetingType: text('meeting_type', { enum: MEETING_TYPES }).notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('pending'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    notes: text('notes').notNull().default(''),
    meetingUrl: text('meeting_url'),
    /** The customer's browser zone at booking, for the times in their mails. */
    customerTimeZone: text('customer_time_zone'),
    /** Bumped on every change: the .ics SEQUENCE, and part of a status change's notification key. */
    sequence: integer('sequence').notNull().default(0),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the reminder job claims the row, so a reminder goes out once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_user_start_idx').on(t.userId, t.startsAt),
    index('appointments_advisor_start_idx').on(t.advisorId, t.startsAt),
    // The admins' appointments week: every advisor's, in order (decision 088).
    index('appointments_start_idx').on(t.startsAt, t.id),
    index('appointments_status_changed_by_idx')
      .on(t.statusChangedBy)
      .where(sql`${t.statusChangedBy} is not null`),
    index('appointments_reminder_due_idx')
      .on(t.startsAt)
      .where(sql`${t.reminderSentAt} is null and ${t.status} in ('pending', 'confirmed')`),
    check('appointments_time_order', sql`${t.endsAt} > ${t.startsAt}`),
    // Lets a search for busy times bound the start from below too (appointments/search.ts, decision 087).
    check('appointments_length_limit', sql`${t.endsAt} <= ${t.startsAt} + interval '1 day'`),
  ],
);

export type AppointmentRow = typeof appointments.$inferSelect;
