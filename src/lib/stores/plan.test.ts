// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { errorStatus } from '@/lib/api/errors';
import { reviewDocument } from '@/server/documents/review';
import { signInOnPage, startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { pdfBytes } from '@/server/test/files';
import { createUser } from '@/server/test/users';
import { $plan, chooseRoute, loadPlan, uploadToItem } from './plan';

// The plan store against the real API on a real port: choose a route, file a document under an item, review.
let api: BrowserApi;
beforeAll(async () => {
  api = await startBrowserApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(() => signInOnPage(api, { path: '/en/dashboard/plan' }), 30_000);

const pdf = (name: string) => new File([new Uint8Array(pdfBytes())], name, { type: 'application/pdf' });

test('choose a route, upload under an item (in review), staff approval shows on the next load', async () => {
  expect((await loadPlan()).route).toBeNull();
  const plan = await chooseRoute('18g');
  expect(plan.items.map((i) => i.key)).toContain('employmentDeclaration');
  const declaration = plan.items.find((i) => i.key === 'employmentDeclaration')!;
  const stored = await uploadToItem(declaration, pdf('erklaerung.pdf'));
  expect(stored).toMatchObject({ category: 'other', planItem: 'employmentDeclaration', name: declaration.title });
  const state = $plan.get();
  expect(state.status === 'ready' && state.data.items.find((i) => i.key === 'employmentDeclaration')?.status).toBe(
    'in_review',
  );
  const { user: staff } = await createUser(api.ctx, { role: 'advisor' });
  await reviewDocument(api.ctx.deps, { documentId: stored.id, staffId: staff.id, decision: 'approved' });
  expect((await loadPlan()).items.find((i) => i.key === 'employmentDeclaration')?.status).toBe('approved');
});

test('a certificate filed with its level is a language document; an unknown route rejects with the API error', async () => {
  await chooseRoute('20a');
  const stored = await uploadToItem({ key: 'languageCertificate', title: 'x' }, pdf('b1.pdf'), { level: 'B1' });
  expect(stored).toMatchObject({ category: 'language', language: 'de', planItem: 'languageCertificate' });
  const refused = await chooseRoute('99' as never).catch((err: unknown) => err);
  expect(errorStatus(refused)).toBe(400);
});
