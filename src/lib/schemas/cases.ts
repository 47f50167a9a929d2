import { z } from 'zod';
import type { PersonRef } from './audit';
import type { DocumentView } from './documents';
import type { SavedCheck } from './eligibility';
import { text } from './fields';
import type { FileMeta } from './files';
import type { OnboardingStatus } from './onboarding-status';
import { pageSchema } from './paging';
import type { Profile } from './profile';
import type { StaffAppointment } from './appointments';
import type { SupportMessage } from './support';
import { stepStatusSchema, type UserPackageView } from './user-packages';

/**
 * A customer's case as the staff console sees it (issue 12): the case table and its filters, one case with
 * everything on it, the advisor in charge, internal notes, and the process steps staff move on.
 */

/** The case list's filters; each one's condition is in src/server/cases/filters.ts. */
export const CASE_FILTERS = [
  'all',
  'onboardingDone',
  'onboardingOpen',
  'unassigned',
  'documentsWaiting',
  'activePackage',
] as const;
export const caseFilterSchema = z.enum(CASE_FILTERS);
export type CaseFilter = z.infer<typeof caseFilterSchema>;

/** GET /staff/cases?search=&page=&pageSize=&filter=&advisorId= */
export const caseQuerySchema = pageSchema.extend({
  search: text(100).optional(),
  filter: caseFilterSchema.default('all'),
  /** Admins only: the cases of one advisor. */
  advisorId: z.uuid().optional(),
});
export type CaseQuery = z.output<typeof caseQuerySchema>;

/** One row of the case table. */
export interface CaseSummary {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  onboardingCompleted: boolean;
  registeredAt: string;
  assignedAdvisor: PersonRef | null;
  /** The newest active package's name (in the request's language). */
  activePackage: string | null;
  /** The first step of that package that is not completed (its title). */
  nextStep: string | null;
  /** Documents with review status `pending_review`. */
  documentsWaiting: number;
  /** Start of the next pending or confirmed appointment. */
  nextAppointment: string | null;
}

/** A customer's document as staff see it: `url` is the staff download path (relative to the API base). */
export type CaseDocument = FileMeta &
  Pick<DocumentView, 'reviewStatus' | 'rejectionReason' | 'reviewedAt'> & {
    purpose: 'cv' | 'languageCertificate' | 'otherDocument';
  };

/** GET /staff/cases/{userId}. */
export interface CaseDetail {
  profile: Profile;
  assignedAdvisor: PersonRef | null;
  onboarding: Omit<OnboardingStatus, 'documents'>;
  documents: CaseDocument[];
  packages: UserPackageView[];
  appointments: StaffAppointment[];
  supportMessages: SupportMessage[];
  /** The free tools' results the customer saved to their case, newest first. */
  eligibilityChecks: SavedCheck[];
}

/** PATCH /staff/cases/{userId} (admins): the advisor in charge, or null to unassign. */
export const caseAssignSchema = z.object({ advisorId: z.uuid().nullable() });

export const NOTE_MAX_LENGTH = 4000;

/** POST /staff/cases/{userId}/notes: an internal note, never shown to the customer. */
export const caseNoteSchema = z.object({ body: text(NOTE_MAX_LENGTH, { multiline: true }).min(1) });

export interface CaseNote {
  id: string;
  body: string;
  author: PersonRef | null;
  createdAt: string;
}

export const STEP_NOTE_MAX = 1000;

/** PATCH /staff/user-packages/{id}/steps/{stepKey}: the new status and, when given, the note the customer reads. */
export const stepChangeSchema = z.object({
  status: stepStatusSchema,
  /** Replaces the step's note; an empty text clears it; absent keeps it. */
  note: text(STEP_NOTE_MAX, { multiline: true }).optional(),
});
export type StepChangeInput = z.input<typeof stepChangeSchema>;
