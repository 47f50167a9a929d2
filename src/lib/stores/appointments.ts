import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import { errorStatus } from '@/lib/api/errors';
import type { Week } from '@/lib/appointments/week';
import {
  appointmentListSchema,
  appointmentSchema,
  slotAnswerSchema,
  slotsOf,
  type Appointment,
  type AppointmentFilter,
  type AppointmentType,
  type BookAppointmentInput,
  type Slot,
} from '@/lib/schemas/appointments';
import { downloadFrom } from '@/lib/uploads/download';
import { viewerTimeZone } from '@/lib/time/zone';
import { latestInto, type Loadable } from './loadable';
import { checkNotifications } from './notifications';

/**
 * The customer's appointments with advisors (docs/api/appointments.md): the list under a filter, the free slots of the
 * week the booking dialog shows, and the actions. Actions resolve with their result or reject with the API error
 * unchanged; the component words it (docs/decisions/009).
 */

export const $appointmentFilter = atom<AppointmentFilter>('upcoming');
export const $appointments = atom<Loadable<Appointment[]>>({ status: 'loading' });
export const $slots = atom<Loadable<Slot[]>>({ status: 'loading' });

const fetchList = latestInto($appointments, (filter: AppointmentFilter) =>
  apiData('/appointments', appointmentListSchema, { query: { filter } }),
);

/** GET /appointments?filter= for the chosen filter. */
export const loadAppointments = (): Promise<Appointment[]> => fetchList($appointmentFilter.get());

/** Shows another filter's list. */
export function setAppointmentFilter(filter: AppointmentFilter): Promise<Appointment[]> {
  $appointmentFilter.set(filter);
  return loadAppointments();
}

let slotQuery: [AppointmentType, Week] | null = null;

/** GET /appointments/slots for one Berlin week: free starts of that appointment type, soonest first. */
export const loadSlots = latestInto($slots, (type: AppointmentType, week: Week) => {
  slotQuery = [type, week];
  const query = { from: week.from, to: week.to, type };
  return apiData('/appointments/slots', slotAnswerSchema, { query }).then(slotsOf);
});

/** Everything the server now says differently after a change: the list, and the new notification in the navbar. */
async function afterChange(): Promise<void> {
  await Promise.allSettled([loadAppointments(), checkNotifications()]);
}

/**
 * POST /appointments; resolves with the new (pending) appointment, and the list turns to 'upcoming', where it is.
 * A refusal (a slot taken meanwhile) reloads the week's slots so the picker stops offering it.
 */
export async function bookAppointment(input: Omit<BookAppointmentInput, 'timeZone'>): Promise<Appointment> {
  // The viewer's zone goes with the booking, so the mails show the customer's own time.
  const timeZone = viewerTimeZone();
  let booked: Appointment;
  try {
    booked = await apiData('/appointments', appointmentSchema, {
      method: 'POST',
      body: { ...input, timeZone },
    });
  } catch (error) {
    if (errorStatus(error) === 409 && slotQuery) void loadSlots(...slotQuery).catch(() => undefined);
    throw error;
  }
  $appointmentFilter.set('upcoming');
  await afterChange();
  return booked;
}

/**
 * POST /appointments/{id}/reschedule (decision 076): another free start under the booking's rules; rejects with
 * RESCHEDULE_TOO_LATE inside the cut-off. A refused start reloads the week's slots, as a refused booking does.
 */
export async function rescheduleAppointment(id: string, start: string): Promise<Appointment> {
  let moved: Appointment;
  try {
    moved = await apiData(`/appointments/${encodeURIComponent(id)}/reschedule`, appointmentSchema, {
      method: 'POST',
      body: { start },
    });
  } catch (error) {
    if (errorStatus(error) === 409 && slotQuery) void loadSlots(...slotQuery).catch(() => undefined);
    throw error;
  }
  await afterChange();
  return moved;
}

/** POST /appointments/{id}/cancel; rejects with CANCEL_TOO_LATE inside the cut-off. */
export async function cancelAppointment(id: string): Promise<Appointment> {
  const cancelled = await apiData(`/appointments/${encodeURIComponent(id)}/cancel`, appointmentSchema, {
    method: 'POST',
  });
  await afterChange();
  return cancelled;
}

/** GET /appointments/{id}/ics, saved as a file the calendar app opens. */
export const downloadAppointmentIcs = (id: string): Promise<string> =>
  downloadFrom(`/appointments/${encodeURIComponent(id)}/ics`, `appointment-${id}.ics`);
