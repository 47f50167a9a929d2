// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { reviewDocument } from '@/server/documents/review';
import { signInOnPage, startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { createUser } from '@/server/test/users';
import { htmlBytes, pdfBytes, pngBytes } from '@/server/test/files';
import { errorCode, errorStatus, fieldErrors } from '@/lib/api/errors';
import { $documents, addDocument, loadDocuments, neededDocuments, removeDocument } from './documents';

// The documents store against the real API on a real port.
let api: BrowserApi;
beforeAll(async () => {
  api = await startBrowserApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(() => signInOnPage(api, { path: '/en/dashboard/documents' }), 30_000);

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

test('upload reports progress, lists the file as pending review, and a second CV replaces the first', async () => {
  expect(await loadDocuments()).toEqual([]);
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
  expect(listed.status === 'ready' && listed.data.map((d) => d.id)).toEqual([other.id, second.id]);
  expect(await loadDocuments()).toEqual(
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
  expect($documents.get()).toEqual({ status: 'ready', data: [] });
});

test('delete removes a certificate; a CV answers 409 with the support message and stays listed', async () => {
  const cv = await addDocument({ category: 'cv', file: file(pdfBytes(), 'cv.pdf', 'application/pdf') });
  const cert = await addDocument({ category: 'language', file: file(pdfBytes(), 'goethe.pdf', 'application/pdf') });
  await removeDocument(cert.id);
  const refused = await removeDocument(cv.id).catch((e: unknown) => e);
  expect(errorCode(refused)).toBe('CV_DELETE_FORBIDDEN');
  expect((refused as { data: { message: string } }).data.message).toMatch(/contact support/i);
  expect($documents.get()).toEqual({ status: 'ready', data: [cv] });
});

test('a failed load stays in the store for the page', async () => {
  api.offline = true;
  const err = await loadDocuments().catch((e: unknown) => e);
  api.offline = false;
  expect($documents.get()).toEqual({ status: 'error', error: err });
});

test('the home page asks for a CV and a language certificate until one of each is uploaded and not rejected', async () => {
  expect(neededDocuments(await loadDocuments())).toEqual([
    { category: 'cv', reason: 'missing' },
    { category: 'language', reason: 'missing' },
  ]);
  const cert = await addDocument({ category: 'language', file: file(pdfBytes(), 'goethe.pdf', 'application/pdf') });
  await addDocument({ category: 'other', name: 'Passport', file: file(pdfBytes(), 'p.pdf', 'application/pdf') });
  expect(neededDocuments(loadedList())).toEqual([{ category: 'cv', reason: 'missing' }]);
  await addDocument({ category: 'cv', file: file(pdfBytes(), 'cv.pdf', 'application/pdf') });
  const advisor = await createUser(api.ctx, { role: 'advisor' });
  await reviewDocument(api.ctx.deps, {
    documentId: cert.id,
    decision: 'rejected',
    reason: 'Arka yüz eksik.',
    staffId: advisor.user.id,
  });
  const reloaded = await loadDocuments();
  expect(reloaded.find((d) => d.id === cert.id)).toMatchObject({
    reviewStatus: 'rejected',
    rejectionReason: 'Arka yüz eksik.',
  });
  expect(neededDocuments(reloaded)).toEqual([{ category: 'language', reason: 'rejected' }]);
});

function loadedList() {
  const state = $documents.get();
  if (state.status !== 'ready') throw new Error('not loaded');
  return state.data;
}
