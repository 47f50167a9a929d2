import { atom } from 'nanostores';
import { z } from 'zod';
import { apiData } from '@/lib/api/data';
import { staffCancellationSchema, type StaffCancellation } from '@/lib/schemas/contracts';
import { loadInto, loadedData, type Loadable } from './loadable';

/** Extraordinary cancellations for admins to decide (decision 082): waiting ones first, then the newest. */
export const $cancellations = atom<Loadable<StaffCancellation[]>>({ status: 'loading' });

export const loadCancellations = (): Promise<StaffCancellation[]> =>
  loadInto($cancellations, () => apiData('/staff/cancellations', z.array(staffCancellationSchema)));

/** Accept (the contract ends at the end asked for) or reject (it stands as ordinary); the row is replaced. */
export async function decideCancellation(id: string, accept: boolean): Promise<StaffCancellation> {
  const decided = await apiData(`/staff/cancellations/${id}/decision`, staffCancellationSchema, {
    method: 'POST',
    body: { accept },
  });
  $cancellations.set({
    status: 'ready',
    data: loadedData($cancellations).map((row) => (row.id === id ? decided : row)),
  });
  return decided;
}
