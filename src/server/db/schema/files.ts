import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FILE_KINDS, UPLOAD_RULES, type UploadPurpose } from '@/lib/constants';
import { REVIEW_STATUSES } from '@/lib/schemas/documents';
import { CEFR_LEVELS } from '@/lib/schemas/eligibility';
import { LANGUAGE_CODES } from '@/lib/schemas/enums';
import { users } from './users';

const PURPOSES = Object.keys(UPLOAD_RULES) as [UploadPurpose, ...UploadPurpose[]];

/**
 * One uploaded file. The bytes live in storage under `<ownerId>/<id>`; this row is written only once the bytes are
 * complete, so every row points at a whole file (docs/decisions/006-file-storage.md).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PURPOSES }).notNull(),
    /** Decided from the file's first bytes, never from its name or the client's Content-Type. */
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** The client's file name, sanitised (no path parts or control characters, at most 150 characters). */
    originalName: text('original_name').notNull(),
    /** The name the user gave the document (other documents). */
    title: text('title'),
    /** The language a certificate is for (language certificates). */
    language: text('language', { enum: LANGUAGE_CODES }),
    /** The plan item this document was filed under (decision 079); a key of src/content/plan/checklist.yaml. */
    planItem: text('plan_item'),
    /** The CEFR level a language certificate states, as the customer gave it; staff approval confirms it. */
    cefrLevel: text('cefr_level', { enum: CEFR_LEVELS }),
    /** Uploaded by staff into the case's conversation (decision 084): the customer's document, sent by the advisor. */
    sentByStaff: boolean('sent_by_staff').notNull().default(false),
    sha256: text('sha256').notNull(),
    /** Staff review of a document (issue 12 sets it); every upload starts as `pending_review`. */
    reviewStatus: text('review_status', { enum: REVIEW_STATUSES }).notNull().default('pending_review'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_purpose_idx').on(t.ownerId, t.purpose, t.createdAt),
    // The case list's "documents waiting" filter and column: a small index of the documents waiting for review.
    index('files_pending_review_idx')
      .on(t.ownerId)
      .where(sql`${t.reviewStatus} = 'pending_review'`),
    // Deleting a staff account sets these to null: without the index every delete scans all files (decision 087).
    index('files_reviewed_by_idx')
      .on(t.reviewedBy)
      .where(sql`${t.reviewedBy} is not null`),
    // One CV and one avatar per user: a replacement deletes the old row in the same transaction.
    uniqueIndex('files_single_per_owner_idx')
      .on(t.ownerId, t.purpose)
      .where(sql`${t.purpose} in ('cv', 'avatar')`),
  ],
);

export type FileRow = typeof files.$inferSelect;
