// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { reviewDocument } from '@/server/documents/review';
import { signInOnPage, startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { createUser } from '@/server/test/users';
import { htmlBytes, pdfBytes, pngBytes } from '@/server/test/files';
import { errorCode, errorStatus, fieldErrors } from '@/lib/api/errors';
import { insertDocuments } from '@/server/test/documents';
import {
  $documents,
  addDocument,
  loadDocuments,
  loadMoreDocuments,
  neededDocuments,
  removeDocument,
} from './documents';

// The documents store against the real API on a real port.
let api: BrowserApi;
beforeAll(async () => {
  api = await startBrowserApi();
}, 60_000);
afterAll(() => api.close());
let userId = '';
beforeEach(async () => {
  userId = (await signInOnPage(api, { path: '/en/dashboard/documents' })).user.id;
}, 30_000);

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

test('upload reports progress, lists the file as pending review, and a second CV replaces the first', async () => {
  expect((await loadDocuments()).items).toEqual([]);
  const progress: number[] = [];
  const cv = await addDocument({ category: 'cv', file: file(pdfBytes(), 'cv.pdf', 'application/pdf') }, (f) =>
    progress.push(f),
  );
  expect(progress.at(-1)).toBe(1);
  expect(cv).toMatchObject({ category: 'cv', name: 'cv.pdf', reviewStatus: 'pending_review', rejectionReason: null });
  const other = await addDocument({
    category: 'other',
    name: 'Passport',
    file: file(pngBytes(), 'p.png', 'image/png'),
  });
  expect(other.name).toBe('Passport');
  const second = await addDocument({ category: 'cv', file: file(pdfBytes(), 'cv-2026.pdf', 'application/pdf') });
  const listed = $documents.get();
  expect(listed.status === 'ready' && listed.data.items.map((d) => d.id)).toEqual([other.id, second.id]);
  expect(loadedList().counts.cv.total).toBe(1);
  expect((await loadDocuments()).items).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: second.id }), expect.objectContaining({ id: other.id })]),
  );
});

test('refusals reject with the API error: an other document without name, a disguised file', async () => {
  await loadDocuments();
  const unnamed = await addDocument({ category: 'other', file: file(pdfBytes(), 'x.pdf', 'application/pdf') }).catch(
    (e: unknown) => e,
  );
  expect(fieldErrors(unnamed)).toHaveProperty('name');
  const html = await addDocument({ category: 'language', file: file(htmlBytes(), 'c.pdf', 'application/pdf') }).catch(
    (e: unknown) => e,
  );
  expect(errorStatus(html)).toBe(415);
  expect(loadedList().items).toEqual([]);
});

test('delete removes a certificate; a CV answers 409 with the support message and stays listed', async () => {
  const cv = await addDocument({ category: 'cv', file: file(pdfBytes(), 'cv.pdf', 'application/pdf') });
  const cert = await addDocument({ category: 'language', file: file(pdfBytes(), 'goethe.pdf', 'application/pdf') });
  await removeDocument(cert.id);
  const refused = await removeDocument(cv.id).catch((e: unknown) => e);
  expect(errorCode(refused)).toBe('CV_DELETE_FORBIDDEN');
  expect((refused as { data: { message: string } }).data.message).toMatch(/contact support/i);
  expect(loadedList().items).toEqual([cv]);
  expect(loadedList().counts.language).toEqual({ total: 0, rejected: 0 });
});

test('a failed load stays in the store for the page', async () => {
  api.offline = true;
  const err = await loadDocuments().catch((e: unknown) => e);
  api.offline = false;
  expect($documents.get()).toEqual({ status: 'error', error: err });
});

test('the home page asks for a CV and a language certificate until one of each is uploaded and not rejected', async () => {
  expect(neededDocuments((await loadDocuments()).counts)).toEqual([
    { category: 'cv', reason: 'missing' },
    { category: 'language', reason: 'missing' },
  ]);
  const cert = await addDocument({ category: 'language', file: file(pdfBytes(), 'goethe.pdf', 'application/pdf') });
  await addDocument({ category: 'other', name: 'Passport', file: file(pdfBytes(), 'p.pdf', 'application/pdf') });
  expect(neededDocuments(loadedList().counts)).toEqual([{ category: 'cv', reason: 'missing' }]);
  await addDocument({ category: 'cv', file: file(pdfBytes(), 'cv.pdf', 'application/pdf') });
  const advisor = await createUser(api.ctx, { role: 'advisor' });
  await reviewDocument(api.ctx.deps, {
    documentId: cert.id,
    decision: 'rejected',
    reason: 'Arka yüz eksik.',
    staffId: advisor.user.id,
  });
  const reloaded = await loadDocuments();
  expect(reloaded.items.find((d) => d.id === cert.id)).toMatchObject({
    reviewStatus: 'rejected',
    rejectionReason: 'Arka yüz eksik.',
  });
  expect(neededDocuments(reloaded.counts)).toEqual([{ category: 'language', reason: 'rejected' }]);
});

test('"show more" appends the next page until all are loaded; an upload meanwhile is listed once', async () => {
  // 45 documents, a second apart: more than two pages of 20.
  const ids = await insertDocuments(api.ctx, userId, 45, new Date('2026-01-01T10:00:00Z'));
  const first = await loadDocuments();
  expect([first.items.length, first.counts.other.total, first.nextCursor === null]).toEqual([20, 45, false]);
  const uploaded = await addDocument({ category: 'language', file: file(pdfBytes(), 'b2.pdf', 'application/pdf') });
  expect(await loadMoreDocuments()).toHaveLength(20);
  const last = await loadMoreDocuments();
  // The upload is newest: the last page has it, and the list keeps it once.
  expect(last.map((d) => d.id)).toEqual(ids.slice(40));
  expect(loadedList().nextCursor).toBeNull();
  expect(loadedList().items.map((d) => d.id)).toEqual([...ids, uploaded.id]);
  expect(await loadMoreDocuments()).toEqual([]);
});

test('a failed "show more" keeps what is loaded and can be tried again', async () => {
  await insertDocuments(api.ctx, userId, 21, new Date('2026-01-02T10:00:00Z'));
  await loadDocuments();
  api.offline = true;
  const err = await loadMoreDocuments().catch((e: unknown) => e);
  api.offline = false;
  expect(err).toBeInstanceOf(Error);
  expect(loadedList().items).toHaveLength(20);
  expect(await loadMoreDocuments()).toHaveLength(1);
});

function loadedList() {
  const state = $documents.get();
  if (state.status !== 'ready') throw new Error('not loaded');
  return state.data;
}
