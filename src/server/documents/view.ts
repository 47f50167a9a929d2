import type { LanguageCode } from '@/lib/schemas/enums';
import type { DocumentCategory, UserDocument } from '@/lib/schemas/documents';
import type { FileRow } from '@/server/db/schema';
import { fileUrl } from '@/server/files/service';

/** The category of each document purpose; other purposes (the avatar) are not documents. */
export const CATEGORY_BY_PURPOSE: Partial<Record<FileRow['purpose'], DocumentCategory>> = {
  cv: 'cv',
  languageCertificate: 'language',
  otherDocument: 'other',
};

export const DOCUMENT_PURPOSES = Object.keys(CATEGORY_BY_PURPOSE) as FileRow['purpose'][];

/** The columns a document's answer reads: the list selects only these. */
export type DocumentColumns = Pick<
  FileRow,
  | 'id'
  | 'purpose'
  | 'title'
  | 'originalName'
  | 'size'
  | 'mime'
  | 'kind'
  | 'createdAt'
  | 'language'
  | 'planItem'
  | 'reviewStatus'
  | 'rejectionReason'
  | 'reviewedAt'
  | 'sentByStaff'
>;

export function toUserDocument(row: DocumentColumns): UserDocument {
  return {
    id: row.id,
    category: CATEGORY_BY_PURPOSE[row.purpose]!,
    name: row.title ?? row.originalName,
    fileName: row.originalName,
    size: row.size,
    mime: row.mime,
    kind: row.kind,
    uploadedAt: row.createdAt.toISOString(),
    url: fileUrl(row.id),
    language: row.language as LanguageCode | null,
    planItem: row.planItem,
    reviewStatus: row.reviewStatus,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    sentByStaff: row.sentByStaff,
  };
}
