import { atom } from 'nanostores';
import { z } from 'zod';
import { apiData } from '@/lib/api/data';
import {
  documentDeletedSchema,
  userDocumentSchema,
  type DocumentCategory,
  type UserDocument,
} from '@/lib/schemas/documents';
import { downloadFile } from '@/lib/uploads/download';
import { uploadFile } from '@/lib/uploads/xhr-upload';
import { loadInto, type Loadable } from './loadable';

/**
 * The documents screen (GET/POST/DELETE /documents): the same files as the onboarding wizard. Actions resolve with
 * their result or reject with the API error unchanged (docs/decisions/009); a CV delete rejects with the 409
 * `CV_DELETE_FORBIDDEN` whose message is the SPEC's "contact support".
 */

export const $documents = atom<Loadable<UserDocument[]>>({ status: 'loading' });

/** GET /documents (every category, oldest first). */
export const loadDocuments = (): Promise<UserDocument[]> =>
  loadInto($documents, () => apiData('/documents', z.array(userDocumentSchema)));

function current(): UserDocument[] {
  const state = $documents.get();
  return state.status === 'ready' ? state.data : [];
}

export interface NewDocument {
  category: DocumentCategory;
  /** Required for `other` (the server says so in `fields.name` otherwise). */
  name?: string;
  file: File;
}

/** POST /documents with upload progress (0…1). A new CV replaces the previous one, here as on the server. */
export async function addDocument(
  { category, name, file }: NewDocument,
  onProgress?: (fraction: number) => void,
): Promise<UserDocument> {
  // `category` first: the server picks the size limit from it while the file streams.
  const fields: Record<string, string> = { category, ...(category === 'other' && name !== undefined && { name }) };
  const stored = await uploadFile<UserDocument>({
    path: '/documents',
    file,
    fields,
    ...(onProgress && { onProgress }),
  });
  const kept = current().filter((doc) => !(stored.category === 'cv' && doc.category === 'cv'));
  $documents.set({ status: 'ready', data: [...kept, stored] });
  return stored;
}

/** DELETE /documents/{id}; the list drops it once the server agreed. */
export async function removeDocument(id: string): Promise<void> {
  await apiData(`/documents/${encodeURIComponent(id)}`, documentDeletedSchema, { method: 'DELETE' });
  $documents.set({ status: 'ready', data: current().filter((doc) => doc.id !== id) });
}

/** Saves the file under its name (GET /files/{id} with the bearer token); resolves to that name. */
export const downloadDocument = (doc: Pick<UserDocument, 'id'>): Promise<string> => downloadFile(doc.id);

/** What every package's case works with (the CV and a language certificate); "other" documents are up to the user. */
export const NEEDED_CATEGORIES = ['cv', 'language'] as const satisfies readonly DocumentCategory[];

export interface NeededDocument {
  category: (typeof NEEDED_CATEGORIES)[number];
  /** `missing`: nothing uploaded; `rejected`: every file of it was rejected by staff. */
  reason: 'missing' | 'rejected';
}

/** The needed categories the user still has to upload (again), for the dashboard home. */
export function neededDocuments(documents: UserDocument[]): NeededDocument[] {
  return NEEDED_CATEGORIES.flatMap((category): NeededDocument[] => {
    const mine = documents.filter((doc) => doc.category === category);
    if (mine.length === 0) return [{ category, reason: 'missing' }];
    return mine.every((doc) => doc.reviewStatus === 'rejected') ? [{ category, reason: 'rejected' }] : [];
  });
}
