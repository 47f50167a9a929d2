import { apiData } from '@/lib/api/data';
import {
  deactivationPreviewSchema,
  deactivationResultSchema,
  type DeactivationInput,
  type DeactivationPreview,
  type DeactivationResult,
} from '@/lib/schemas/deactivation';
import { refreshStaffUsers } from './team.staff';

/** The admins' deactivation dialog (decision 076): what a member still holds, then the one step that hands it over. */

export const loadDeactivationPreview = (id: string): Promise<DeactivationPreview> =>
  apiData(`/staff/users/${id}/deactivation`, deactivationPreviewSchema);

/** Deactivates, moves cases and appointments; the team list is read again (state and case counts changed). */
export async function deactivateStaff(id: string, input: DeactivationInput): Promise<DeactivationResult> {
  const result = await apiData(`/staff/users/${id}/deactivation`, deactivationResultSchema, {
    method: 'POST',
    body: input,
  });
  await refreshStaffUsers();
  return result;
}
