import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import { auditPageSchema, type AuditAction, type AuditEntry } from '@/lib/schemas/audit';
import type { CursorPage } from '@/lib/schemas/paging';
import { z } from 'zod';
import {
  invitationSentSchema,
  staffInviteAnswerSchema,
  staffUserSchema,
  type InviteInput,
  type StaffUser,
  type StaffUserPatch,
} from '@/lib/schemas/staff';
import { cursorTrail } from './keyset';
import { loadInto, type Loadable } from './loadable';

/** The admins' part of the console: staff accounts (GET|POST|PATCH /staff/users) and the audit log (GET /staff/audit). */

export const $staffUsers = atom<Loadable<StaffUser[]>>({ status: 'loading' });
export const $auditLog = atom<Loadable<CursorPage<AuditEntry>>>({ status: 'loading' });

export const loadStaffUsers = (): Promise<StaffUser[]> =>
  loadInto($staffUsers, () => apiData('/staff/users', z.array(staffUserSchema)));

/** Reads the list again without passing through 'loading' (the page stays, with its open dialogs). */
export async function refreshStaffUsers() {
  $staffUsers.set({ status: 'ready', data: await apiData('/staff/users', z.array(staffUserSchema)) });
}

/** Creates the account and mails the set-password link; `invitationSent` false when the mail failed. */
export async function inviteStaff(input: InviteInput): Promise<{ user: StaffUser; invitationSent: boolean }> {
  const result = await apiData('/staff/users', staffInviteAnswerSchema, {
    method: 'POST',
    body: input,
  });
  await refreshStaffUsers();
  return result;
}

export async function updateStaffUser(id: string, patch: StaffUserPatch): Promise<StaffUser> {
  const user = await apiData(`/staff/users/${id}`, staffUserSchema, { method: 'PATCH', body: patch });
  await refreshStaffUsers();
  return user;
}

export const resendInvitation = (id: string): Promise<{ invitationSent: boolean }> =>
  apiData(`/staff/users/${id}/invitation`, invitationSentSchema, { method: 'POST' });

export interface AuditQuery {
  page: number;
  action?: AuditAction | undefined;
  /** One case's history (the case page links here with `?caseId=`). */
  caseId?: string | undefined;
}

export const AUDIT_PAGE_SIZE = 25;

const auditTrail = cursorTrail();

/** Page `page` of the log (keyset pages: one forward or back from the page on screen, or page 1 anew). */
export function loadAudit({ page, action, caseId }: AuditQuery): Promise<CursorPage<AuditEntry>> {
  const cursor = auditTrail.cursorOf(page);
  return loadInto($auditLog, async () => {
    const answer = await apiData('/staff/audit', auditPageSchema, {
      query: {
        pageSize: AUDIT_PAGE_SIZE,
        ...(cursor && { cursor }),
        ...(action && { action }),
        ...(caseId && { caseId }),
      },
    });
    auditTrail.remember(page, answer.nextCursor);
    return answer;
  });
}
