import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import {
  staffAppointmentListSchema,
  staffAppointmentSchema,
  type AppointmentStatusChange,
  type StaffAppointment,
} from '@/lib/schemas/appointments';
import { refreshCase } from './cases.staff';
import { loadInto, type Loadable } from './loadable';

/**
 * The console's appointments of a date range (GET /staff/appointments) and a status change on one
 * (POST /staff/appointments/{id}/status). The customer's own appointments are in appointments.ts.
 */

export interface DateRange {
  /** Berlin calendar dates, both included. */
  from: string;
  to: string;
}

export const $staffAppointments = atom<Loadable<StaffAppointment[]>>({ status: 'loading' });

let range: DateRange | null = null;

export function loadStaffAppointments(next: DateRange = range ?? { from: '', to: '' }): Promise<StaffAppointment[]> {
  range = next;
  return loadInto($staffAppointments, () =>
    apiData('/staff/appointments', staffAppointmentListSchema, { query: { ...next } }),
  );
}

/** Reloads the range on screen without a spinner (after a status change). */
export async function refreshStaffAppointments(): Promise<void> {
  if (!range) return;
  $staffAppointments.set({
    status: 'ready',
    data: await apiData('/staff/appointments', staffAppointmentListSchema, { query: { ...range } }),
  });
}

/** POST /staff/appointments/{id}/status; `afterwards` reloads whatever list shows the appointment (the open case by default). */
export async function changeAppointmentStatus(
  id: string,
  change: AppointmentStatusChange,
  afterwards: () => Promise<unknown> = refreshCase,
): Promise<StaffAppointment> {
  const appointment = await apiData(`/staff/appointments/${id}/status`, staffAppointmentSchema, {
    method: 'POST',
    body: change,
  });
  await afterwards();
  return appointment;
}
