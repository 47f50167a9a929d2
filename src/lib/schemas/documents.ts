import { z } from 'zod';
import { text } from './fields';
import { FILE_KINDS, type UploadPurpose } from '@/lib/constants';
import { CEFR_LEVELS } from './eligibility';
import { LANGUAGE_CODES, languageCodeSchema } from './enums';
import { PLAN_ITEM_KEY } from './plan-content';
import { cursorPageOf, cursorPageSchema } from './paging';

/**
 * The documents screen and `/api/documents`: the same files as the onboarding wizard's step 4, grouped by the
 * categories of SPEC §3 (`language`, `cv`, `other`). Staff review each file; it starts as `pending_review`.
 */
export const DOCUMENT_CATEGORIES = ['cv', 'language', 'other'] as const;
export const documentCategorySchema = z.enum(DOCUMENT_CATEGORIES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.invalid'),
});
export type DocumentCategory = z.infer<typeof documentCategorySchema>;

/** Which upload rules (size, types) a category uses: one table for the wizard and this screen. */
export const PURPOSE_BY_CATEGORY = {
  cv: 'cv',
  language: 'languageCertificate',
  other: 'otherDocument',
} as const satisfies Record<DocumentCategory, UploadPurpose>;

export const REVIEW_STATUSES = ['pending_review', 'approved', 'rejected'] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/**
 * Multipart text fields of `POST /api/documents`. `category` must come before the file part (FormData keeps the
 * order of `append`), because it decides the size limit while the file streams.
 */
export const documentUploadFieldsSchema = z
  .object({
    category: documentCategorySchema,
    /** The name the user gives the document (SPEC §5: required for other documents, ignored otherwise). */
    name: text(120).optional(),
    /** The language a certificate is for (language certificates, optional). */
    language: z.union([z.enum(LANGUAGE_CODES), z.literal('')]).optional(),
    /** The plan item the document is filed under (decision 079); the server checks the key against the content. */
    planItem: z.union([z.string().regex(PLAN_ITEM_KEY, 'validation.invalid'), z.literal('')]).optional(),
    /** The CEFR level a language certificate states (moves the language plan on once staff approve it). */
    level: z.union([z.enum(CEFR_LEVELS), z.literal('')]).optional(),
  })
  .superRefine((fields, ctx) => {
    if (fields.category === 'other' && !fields.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'validation.required' });
  });

/** A staff decision on one document (issue 12 calls this through `reviewDocument`). */
export const documentReviewSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approved') }),
  z.object({ decision: z.literal('rejected'), reason: text(500, { multiline: true }).min(1) }),
]);
export type DocumentReview = z.infer<typeof documentReviewSchema>;

const instant = z.iso.datetime({ offset: true });

/** One document as `/api/documents` answers it. `url` is relative to the API base (GET with the bearer token). */
export const userDocumentSchema = z.object({
  id: z.uuid(),
  category: documentCategorySchema,
  /** The name the user gave it (other documents), else the file name. */
  name: z.string(),
  fileName: z.string(),
  size: z.int().nonnegative(),
  mime: z.string(),
  kind: z.enum(FILE_KINDS),
  uploadedAt: instant,
  url: z.string(),
  language: languageCodeSchema.nullable(),
  /** The plan item it is filed under, if any. */
  planItem: z.string().nullable(),
  reviewStatus: reviewStatusSchema,
  rejectionReason: z.string().nullable(),
  reviewedAt: instant.nullable(),
  /** Where it came from, on GET /documents: true when it was sent with a message to the advisor (issue 27). */
  sentInMessage: z.boolean().optional(),
  /** Uploaded by the advisor in the conversation (decision 084): the customer's document, sent by staff. */
  sentByStaff: z.boolean(),
});
/** Not `Document`: that name is the DOM's. */
export type UserDocument = z.infer<typeof userDocumentSchema>;

/**
 * GET /api/documents pages by keyset, oldest first (decision 093): `cursor` is `<created_at in microseconds>.<id>` of
 * the last document of the page before, as the case list's (decision 088); microseconds, as PostgreSQL keeps them.
 */
export const DOCUMENT_CURSOR = /^\d{1,17}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const documentListQuerySchema = cursorPageSchema(DOCUMENT_CURSOR).extend({
  category: documentCategorySchema.optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** Per category, all of the user's documents (not only the page's): the tabs' counts and the dashboard's "needed". */
const categoryCountSchema = z.object({ total: z.int().nonnegative(), rejected: z.int().nonnegative() });
export const documentCountsSchema = z.object({
  cv: categoryCountSchema,
  language: categoryCountSchema,
  other: categoryCountSchema,
});
export type DocumentCounts = z.infer<typeof documentCountsSchema>;

/** GET /api/documents: one page, the next page's cursor, and every category's counts. */
export const documentPageSchema = cursorPageOf(userDocumentSchema).extend({ counts: documentCountsSchema });
export type DocumentPage = z.infer<typeof documentPageSchema>;

/** DELETE /api/documents/{id}: which document went. */
export const documentDeletedSchema = z.object({ id: z.uuid() });
