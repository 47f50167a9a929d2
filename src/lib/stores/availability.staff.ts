import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import { availabilityAnswerSchema, type Availability } from '@/lib/schemas/availability';
import { loadInto, type Loadable } from './loadable';

/** One's weekly hours and days off in the console (GET|PUT /staff/availability), which the slot search reads. */

export const $availability = atom<Loadable<Availability>>({ status: 'loading' });

export const loadAvailability = (): Promise<Availability> =>
  loadInto($availability, () => apiData('/staff/availability', availabilityAnswerSchema));

export async function saveAvailability(input: Availability): Promise<Availability> {
  const saved = await apiData('/staff/availability', availabilityAnswerSchema, { method: 'PUT', body: input });
  $availability.set({ status: 'ready', data: saved });
  return saved;
}
