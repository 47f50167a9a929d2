import type { FileMeta } from '../../lib/schemas/files';
import type { CaseDetail, CaseDocument } from '../../lib/schemas/staff';
import type { Database } from '../db/client';
import type { User } from '../db/schema';
import { loadStatus } from '../onboarding/status';
import { toProfile } from '../profile/view';
import { findPerson } from './people';

/** Where staff download a customer's file (GET /staff/cases/{userId}/files/{fileId}), relative to the API base. */
export const caseFileUrl = (customerId: string, fileId: string) => `/staff/cases/${customerId}/files/${fileId}`;

/**
 * A case as its page shows it: the profile, the onboarding answers, and the documents (CV, certificates, other
 * documents) with staff download links. Review status joins the documents once the documents resource is wired.
 */
export async function caseDetail(db: Database, customer: User): Promise<CaseDetail> {
  const { documents, ...onboarding } = await loadStatus(db, customer.id);
  const asCase = (purpose: CaseDocument['purpose']) => (file: FileMeta) => ({
    ...file,
    purpose,
    url: caseFileUrl(customer.id, file.id),
  });
  return {
    // Staff work with the confirmed address only; a change waiting for its link is the customer's business.
    profile: toProfile(customer, null),
    assignedAdvisor: await findPerson(db, customer.assignedAdvisorId),
    onboarding,
    documents: [
      ...(documents.cv ? [documents.cv] : []).map(asCase('cv')),
      ...documents.languageCertificates.map(asCase('languageCertificate')),
      ...documents.otherDocuments.map(asCase('otherDocument')),
    ],
  };
}
