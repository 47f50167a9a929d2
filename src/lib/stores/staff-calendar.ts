import { atom } from 'nanostores';
import { apiData } from '../api/client';
import type { Availability } from '../schemas/availability';
import type { StaffAppointment } from '../schemas/staff-work';
import { loadInto, type Loadable } from './loadable';

/** The console's meetings of a date range (GET /staff/appointments) and one's availability (GET|PUT /staff/availability). */

export interface DateRange {
  /** Berlin calendar dates, both included. */
  from: string;
  to: string;
}

export const $staffAppointments = atom<Loadable<StaffAppointment[]>>({ status: 'loading' });
export const $availability = atom<Loadable<Availability>>({ status: 'loading' });

let range: DateRange | null = null;

export function loadAppointments(next: DateRange = range ?? { from: '', to: '' }): Promise<StaffAppointment[]> {
  range = next;
  return loadInto($staffAppointments, () => apiData<StaffAppointment[]>('/staff/appointments', { query: { ...next } }));
}

/** Reloads the range on screen without a spinner (after a status change). */
export async function refreshAppointments(): Promise<void> {
  if (!range) return;
  $staffAppointments.set({
    status: 'ready',
    data: await apiData<StaffAppointment[]>('/staff/appointments', { query: { ...range } }),
  });
}

export const loadAvailability = (): Promise<Availability> =>
  loadInto($availability, () => apiData<Availability>('/staff/availability'));

export async function saveAvailability(input: Availability): Promise<Availability> {
  const saved = await apiData<Availability>('/staff/availability', { method: 'PUT', body: input });
  $availability.set({ status: 'ready', data: saved });
  return saved;
}
