import { z } from 'zod';
import { localeSchema } from './enums';
import { email, name, text } from './fields';
import type { FileMeta } from './files';
import type { OnboardingStatus } from './onboarding-status';
import type { AuditEntry, PersonRef } from './audit';
import { pageSchema } from './paging';
import type { Profile } from './profile';
import { STAFF_ROLES } from './roles';
import type { DocumentView } from './documents';
import type { StaffAppointment } from './staff-work';
import type { SupportMessage } from './support';
import type { SavedCheck } from './eligibility';
import type { UserPackageView } from './user-packages';

export type { AuditEntry, PersonRef };

export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** POST /staff/users: an admin invites a staff member, who sets a password from the mailed link. */
export const inviteSchema = z.object({
  email,
  firstName: name,
  lastName: name,
  role: staffRoleSchema,
  /** The language of the invitation mail; the admin's request language when absent. */
  preferredLanguage: localeSchema.optional(),
});
export type InviteInput = z.input<typeof inviteSchema>;

/** PATCH /staff/users/{id}: change the role, deactivate (`active: false`) or reactivate. */
export const staffUserPatchSchema = z
  .object({ role: staffRoleSchema.optional(), active: z.boolean().optional() })
  .refine((patch) => patch.role !== undefined || patch.active !== undefined, {
    message: 'validation.required',
    path: ['role'],
  });
export type StaffUserPatch = z.input<typeof staffUserPatchSchema>;

/** A staff account as the admins' list shows it. */
export const staffUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  /** No password set yet: the invitation has not been used. */
  invitationPending: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  lastLogin: z.iso.datetime({ offset: true }).nullable(),
  /** Customers assigned to this member. */
  caseCount: z.int(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** POST /api/staff/users: the new account and whether the invitation mail went out. */
export const staffInviteAnswerSchema = z.object({ user: staffUserSchema, invitationSent: z.boolean() });
/** POST /api/staff/users/{id}/invitation. */
export const invitationSentSchema = z.object({ invitationSent: z.boolean() });

/** The case list's filters; each one's condition is in src/server/staff/case-filters.ts. */
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
  /** Start of the next pending or confirmed meeting. */
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
