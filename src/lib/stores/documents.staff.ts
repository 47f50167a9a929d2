import { apiData } from '@/lib/api/data';
import type { CaseDocument } from '@/lib/schemas/cases';
import { userDocumentSchema, type DocumentReview, type UserDocument } from '@/lib/schemas/documents';
import { downloadFrom, loadFile } from '@/lib/uploads/download';
import { refreshCase } from './cases.staff';

/** A customer's documents in the console: review (POST /staff/documents/{id}/review), preview and download. */

export async function reviewDocument(documentId: string, review: DocumentReview): Promise<UserDocument> {
  const document = await apiData(`/staff/documents/${documentId}/review`, userDocumentSchema, {
    method: 'POST',
    body: review,
  });
  await refreshCase();
  return document;
}

/** The document's bytes, for the preview. */
export const loadCaseDocument = (document: CaseDocument): Promise<Blob> => loadFile(document.url);

/** Saves the document under its name. */
export const downloadCaseDocument = (document: CaseDocument): Promise<string> =>
  downloadFrom(document.url, document.name);
