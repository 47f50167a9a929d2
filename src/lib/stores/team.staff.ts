import { atom } from 'nanostores';
import { apiData } from '@/lib/api/client';
import type { AuditAction, AuditEntry } from '@/lib/schemas/audit';
import type { Page } from '@/lib/schemas/paging';
import type { InviteInput, StaffUser, StaffUserPatch } from '@/lib/schemas/staff';
import { loadInto, type Loadable } from './loadable';

/** The admins' part of the console: staff accounts (GET|POST|PATCH /staff/users) and the audit log (GET /staff/audit). */

export const $staffUsers = atom<Loadable<StaffUser[]>>({ status: 'loading' });
export const $auditLog = atom<Loadable<Page<AuditEntry>>>({ status: 'loading' });

export const loadStaffUsers = (): Promise<StaffUser[]> =>
  loadInto($staffUsers, () => apiData<StaffUser[]>('/staff/users'));

async function refreshUsers() {
  $staffUsers.set({ status: 'ready', data: await apiData<StaffUser[]>('/staff/users') });
}

/** Creates the account and mails the set-password link; `invitationSent` false when the mail failed. */
export async function inviteStaff(input: InviteInput): Promise<{ user: StaffUser; invitationSent: boolean }> {
  const result = await apiData<{ user: StaffUser; invitationSent: boolean }>('/staff/users', {
    method: 'POST',
    body: input,
  });
  await refreshUsers();
  return result;
}

export async function updateStaffUser(id: string, patch: StaffUserPatch): Promise<StaffUser> {
  const user = await apiData<StaffUser>(`/staff/users/${id}`, { method: 'PATCH', body: patch });
  await refreshUsers();
  return user;
}

export const resendInvitation = (id: string): Promise<{ invitationSent: boolean }> =>
  apiData<{ invitationSent: boolean }>(`/staff/users/${id}/invitation`, { method: 'POST' });

export interface AuditQuery {
  page: number;
  action?: AuditAction | undefined;
}

export const AUDIT_PAGE_SIZE = 25;

export const loadAudit = ({ page, action }: AuditQuery): Promise<Page<AuditEntry>> =>
  loadInto($auditLog, () =>
    apiData<Page<AuditEntry>>('/staff/audit', {
      query: { page, pageSize: AUDIT_PAGE_SIZE, ...(action && { action }) },
    }),
  );
