import { z } from 'zod';
import { staffAppointmentSchema } from './appointments';
import { personRefSchema } from './audit';
import { reviewStatusSchema } from './documents';
import { savedCheckSchema } from './eligibility';
import { text } from './fields';
import { fileMetaSchema } from './files';
import { onboardingStatusSchema } from './onboarding-status';
import { cursorPageOf, cursorPageSchema } from './paging';
import { profileSchema } from './profile';
import { supportMessageSchema } from './support';
import { stepStatusSchema, userPackageSchema } from './user-packages';

const instant = z.iso.datetime({ offset: true });

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

/** `?cursor=` of the case list: `<created_at in µs>.<id>` of the last row before (src/server/cases/cursor.ts). */
export const CASE_CURSOR = /^\d{1,17}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** GET /staff/cases?search=&cursor=&pageSize=&filter=&advisorId= (keyset pages, decision 088) */
export const caseQuerySchema = cursorPageSchema(CASE_CURSOR).extend({
  search: text(100).optional(),
  filter: caseFilterSchema.default('all'),
  /** Admins only: the cases of one advisor. */
  advisorId: z.uuid().optional(),
});
export type CaseQuery = z.output<typeof caseQuerySchema>;

/** The case's plan progress (decision 079): approved items among the `needed` ones (those not waived). */
export const casePlanProgressSchema = z.object({
  approved: z.int().nonnegative(),
  needed: z.int().nonnegative(),
  percent: z.int().min(0).max(100),
});
export type CasePlanProgress = z.infer<typeof casePlanProgressSchema>;

/** One row of the case table. */
export const caseSummarySchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  onboardingCompleted: z.boolean(),
  registeredAt: instant,
  assignedAdvisor: personRefSchema.nullable(),
  /** The newest active package's name (in the request's language). */
  activePackage: z.string().nullable(),
  /** The first step of that package that is not completed (its title). */
  nextStep: z.string().nullable(),
  /** Documents with review status `pending_review`. */
  documentsWaiting: z.int().nonnegative(),
  /** Start of the next pending or confirmed appointment. */
  nextAppointment: instant.nullable(),
  /** The plan's progress, the case's progress (issue 28); null while the plan has no route and no own items. */
  plan: casePlanProgressSchema.nullable(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

/** GET /staff/cases: one page of the case table, the next page's cursor and the capped count. */
export const casePageSchema = cursorPageOf(caseSummarySchema);

/** A customer's document as staff see it: `url` is the staff download path (relative to the API base). */
export const caseDocumentSchema = fileMetaSchema.extend({
  purpose: z.enum(['cv', 'languageCertificate', 'otherDocument']),
  reviewStatus: reviewStatusSchema,
  rejectionReason: z.string().nullable(),
  reviewedAt: instant.nullable(),
});
export type CaseDocument = z.infer<typeof caseDocumentSchema>;

/** GET /staff/cases/{userId}. */
export const caseDetailSchema = z.object({
  profile: profileSchema,
  assignedAdvisor: personRefSchema.nullable(),
  onboarding: onboardingStatusSchema.omit({ documents: true }),
  documents: z.array(caseDocumentSchema),
  packages: z.array(userPackageSchema),
  appointments: z.array(staffAppointmentSchema),
  // The customer's own shape: the case page already knows whose case it is (detail.ts drops locale and user).
  supportMessages: z.array(supportMessageSchema),
  /** The free tools' results the customer saved to their case, newest first. */
  eligibilityChecks: z.array(savedCheckSchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** PATCH /staff/cases/{userId} (admins): the advisor in charge, or null to unassign. */
export const caseAssignSchema = z.object({ advisorId: z.uuid().nullable() });

export const NOTE_MAX_LENGTH = 4000;

/** POST /staff/cases/{userId}/notes: an internal note, never shown to the customer. */
export const caseNoteSchema = z.object({ body: text(NOTE_MAX_LENGTH, { multiline: true }).min(1) });

/** PATCH /staff/cases/{userId}: the advisor in charge now. */
export const caseAssignAnswerSchema = z.object({ assignedAdvisor: personRefSchema.nullable() });

/** One internal note (GET answers a list, oldest first; POST the new one, 201). */
export const caseNoteAnswerSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  /** Null once the author's account is gone. */
  author: personRefSchema.nullable(),
  createdAt: instant,
});
export type CaseNote = z.infer<typeof caseNoteAnswerSchema>;

export const STEP_NOTE_MAX = 1000;

/** PATCH /staff/user-packages/{id}/steps/{stepKey}: the new status and, when given, the note the customer reads. */
export const stepChangeSchema = z.object({
  status: stepStatusSchema,
  /** Replaces the step's note; an empty text clears it; absent keeps it. */
  note: text(STEP_NOTE_MAX, { multiline: true }).optional(),
});
export type StepChangeInput = z.input<typeof stepChangeSchema>;

/** PATCH /staff/user-packages/{id}/steps/{stepKey}: the package's progress after the change, and the step. */
export const stepChangeAnswerSchema = z.object({
  progress: z.int().min(0).max(100),
  completedAt: instant.nullable(),
  timelineStatus: stepStatusSchema,
  step: z.object({
    key: z.string(),
    status: stepStatusSchema,
    notes: z.string().nullable(),
    completedAt: instant.nullable(),
  }),
});
export type StepChangeAnswer = z.infer<typeof stepChangeAnswerSchema>;
