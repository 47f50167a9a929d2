import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import {
  staffAppointmentPageSchema,
  staffAppointmentSchema,
  type AppointmentStatusChange,
  type StaffAppointment,
  type StaffAppointmentPage,
} from '@/lib/schemas/appointments';
import { refreshCase } from './cases.staff';
import { loadedData, loadInto, type Loadable } from './loadable';

/**
 * The console's appointments of a date range (GET /staff/appointments, keyset pages of 100, decision 099) and a
 * status change on one (POST /staff/appointments/{id}/status). The customer's own appointments are in appointments.ts.
 */

export interface DateRange {
  /** Berlin calendar dates, both included. */
  from: string;
  to: string;
}

/** What the screen asks for: a range, and (admins) one advisor's meetings; absent is everyone's (admins). */
export interface StaffAppointmentFilter extends DateRange {
  advisorId?: string | undefined;
}

/** The pages shown so far, in one list, and the cursor of the next ("show more"). */
export const $staffAppointments = atom<Loadable<StaffAppointmentPage>>({ status: 'loading' });

let filter: StaffAppointmentFilter | null = null;

const page = (cursor?: string) =>
  apiData('/staff/appointments', staffAppointmentPageSchema, {
    query: {
      from: filter?.from ?? '',
      to: filter?.to ?? '',
      ...(filter?.advisorId && { advisorId: filter.advisorId }),
      ...(cursor && { cursor }),
    },
  });

export function loadStaffAppointments(
  next: StaffAppointmentFilter = filter ?? { from: '', to: '' },
): Promise<StaffAppointmentPage> {
  filter = next;
  return loadInto($staffAppointments, () => page());
}

/** "Show more": the next page after those shown, appended. */
export async function loadMoreStaffAppointments(): Promise<void> {
  const shown = loadedData($staffAppointments);
  if (!shown.nextCursor) return;
  const more = await page(shown.nextCursor);
  $staffAppointments.set({
    status: 'ready',
    data: { items: [...shown.items, ...more.items], nextCursor: more.nextCursor },
  });
}

/** Reloads what is on screen without a spinner (after a status change): as many pages as were shown. */
export async function refreshStaffAppointments(): Promise<void> {
  if (!filter) return;
  const state = $staffAppointments.get();
  const wanted = state.status === 'ready' ? state.data.items.length : 0;
  let data = await page();
  while (data.items.length < wanted && data.nextCursor) {
    const more = await page(data.nextCursor);
    data = { items: [...data.items, ...more.items], nextCursor: more.nextCursor };
  }
  $staffAppointments.set({ status: 'ready', data });
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
