import { atom } from 'nanostores';
import { apiData } from '@/lib/api/data';
import {
  documentDeletedSchema,
  documentPageSchema,
  type DocumentCategory,
  type DocumentCounts,
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

/**
 * The documents loaded so far (oldest first), the cursor of the next page (null when all are here) and every
 * category's counts: GET /documents pages by keyset (decision 093), so a customer with hundreds sees the first page
 * and "show more".
 */
export interface DocumentList {
  items: UserDocument[];
  nextCursor: string | null;
  counts: DocumentCounts;
}

export const $documents = atom<Loadable<DocumentList>>({ status: 'loading' });

const page = async (cursor?: string): Promise<DocumentList> => {
  const { items, nextCursor, counts } = await apiData(
    cursor ? `/documents?cursor=${encodeURIComponent(cursor)}` : '/documents',
    documentPageSchema,
  );
  return { items, nextCursor, counts };
};

/** Uploaded on this page while later pages were not loaded yet: shown last until their page brings them. */
let uploadedHere = new Set<string>();

/** GET /documents: the first page (every category, oldest first). */
export const loadDocuments = (): Promise<DocumentList> => {
  uploadedHere = new Set();
  return loadInto($documents, () => page());
};

/**
 * The next page after what is loaded, appended in the server's order; a document uploaded meanwhile stays last (it
 * is the newest) and is listed once when its page arrives. Rejects with the API error and leaves the list as it was,
 * so "show more" can be pressed again. Resolves with the documents it added.
 */
export async function loadMoreDocuments(): Promise<UserDocument[]> {
  const before = current();
  if (!before.nextCursor) return [];
  const next = await page(before.nextCursor);
  const latest = current();
  const inPage = new Set(next.items.map((doc) => doc.id));
  const kept = latest.items.filter((doc) => !inPage.has(doc.id));
  const head = kept.filter((doc) => !uploadedHere.has(doc.id));
  const tail = kept.filter((doc) => uploadedHere.has(doc.id));
  const known = new Set(latest.items.map((doc) => doc.id));
  $documents.set({ status: 'ready', data: { ...next, items: [...head, ...next.items, ...tail] } });
  return next.items.filter((doc) => !known.has(doc.id));
}

const EMPTY_COUNT = { total: 0, rejected: 0 };
const NO_DOCUMENTS: DocumentList = {
  items: [],
  nextCursor: null,
  counts: { cv: EMPTY_COUNT, language: EMPTY_COUNT, other: EMPTY_COUNT },
};

function current(): DocumentList {
  const state = $documents.get();
  return state.status === 'ready' ? state.data : NO_DOCUMENTS;
}

/** `counts` with `category` moved by `by` documents (`rejected` ones among them). */
function counted(counts: DocumentCounts, category: DocumentCategory, by: number, rejected = 0): DocumentCounts {
  const was = counts[category];
  return { ...counts, [category]: { total: was.total + by, rejected: was.rejected + rejected } };
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
  const list = current();
  const replaced = list.items.filter((doc) => stored.category === 'cv' && doc.category === 'cv');
  const items = list.items.filter((doc) => !replaced.includes(doc));
  // A replaced CV leaves the count as it was; one not loaded yet is still counted (one CV per user).
  const added = stored.category === 'cv' && list.counts.cv.total > 0 ? 0 : 1;
  const gone = replaced.filter((doc) => doc.reviewStatus === 'rejected').length;
  const counts = counted(list.counts, stored.category, added, -gone);
  if (list.nextCursor) uploadedHere.add(stored.id);
  $documents.set({ status: 'ready', data: { ...list, items: [...items, stored], counts } });
  return stored;
}

/** DELETE /documents/{id}; the list drops it once the server agreed. */
export async function removeDocument(id: string): Promise<void> {
  await apiData(`/documents/${encodeURIComponent(id)}`, documentDeletedSchema, { method: 'DELETE' });
  const list = current();
  const gone = list.items.find((doc) => doc.id === id);
  const counts = gone
    ? counted(list.counts, gone.category, -1, gone.reviewStatus === 'rejected' ? -1 : 0)
    : list.counts;
  $documents.set({ status: 'ready', data: { ...list, items: list.items.filter((doc) => doc.id !== id), counts } });
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

/**
 * The needed categories the user still has to upload (again), for the dashboard home: from the counts of all the
 * user's documents, not only the loaded page.
 */
export function neededDocuments(counts: DocumentCounts): NeededDocument[] {
  return NEEDED_CATEGORIES.flatMap((category): NeededDocument[] => {
    const { total, rejected } = counts[category];
    if (total === 0) return [{ category, reason: 'missing' }];
    return rejected === total ? [{ category, reason: 'rejected' }] : [];
  });
}
