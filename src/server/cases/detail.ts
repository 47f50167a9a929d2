import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { CaseDetail, CaseDocument } from '@/lib/schemas/cases';
import type { AppDeps } from '@/server/context';
import { appointments, files, type User } from '@/server/db/schema';
import { DOCUMENT_PURPOSES } from '@/server/documents/view';
import { toFileMeta } from '@/server/files/service';
import { loadStatus } from '@/server/onboarding/status';
import { toProfile } from '@/server/users/profile-view';
import { savedChecksOf } from '@/server/eligibility/saved';
import { listSupportMessages } from '@/server/support/service';
import { loadUserPackageViews } from '@/server/user-packages/view';
import { staffAppointments } from '@/server/appointments/staff-view';
import { findPerson } from '@/server/staff/people';

/** Where staff download a customer's file (GET /staff/cases/{userId}/files/{fileId}), relative to the API base. */
export const caseFileUrl = (customerId: string, fileId: string) => `/staff/cases/${customerId}/files/${fileId}`;

/**
 * A case as its page shows it: the profile, the onboarding answers, the documents with their review and staff
 * download links, the packages with their steps, the appointments, the support messages and the tool results the
 * customer saved (route check, points).
 */
export async function caseDetail(deps: AppDeps, customer: User, locale: Locale): Promise<CaseDetail> {
  const { db } = deps;
  // Every read at once (decision 088): each is one indexed query on the customer's id, none waits for another.
  const [status, assignedAdvisor, documentRows, packages, appointmentViews, support, eligibilityChecks] =
    await Promise.all([
      loadStatus(db, customer.id, { files: false }),
      findPerson(db, customer.assignedAdvisorId),
      db
        .select()
        .from(files)
        .where(and(eq(files.ownerId, customer.id), inArray(files.purpose, DOCUMENT_PURPOSES)))
        .orderBy(asc(files.createdAt), asc(files.id)),
      loadUserPackageViews(db, { userId: customer.id }, locale, deps.now()),
      staffAppointments(db, eq(appointments.userId, customer.id), [desc(appointments.startsAt)]),
      listSupportMessages(db, { userIds: [customer.id] }),
      savedChecksOf(db, customer.id),
    ]);
  const { documents: _wizardFiles, ...onboarding } = status;
  return {
    // Staff work with the confirmed address only; a change waiting for its link is the customer's business.
    profile: toProfile(customer, null),
    assignedAdvisor,
    onboarding,
    documents: documentRows.map((row): CaseDocument => ({
      ...toFileMeta(row),
      purpose: row.purpose as CaseDocument['purpose'],
      url: caseFileUrl(customer.id, row.id),
      reviewStatus: row.reviewStatus,
      rejectionReason: row.rejectionReason,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    })),
    packages,
    appointments: appointmentViews,
    supportMessages: support.items.map(({ locale: _locale, user: _user, ...message }) => message),
    eligibilityChecks,
  };
}
