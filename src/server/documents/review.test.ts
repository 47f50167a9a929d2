import { afterAll, beforeAll, expect, test } from 'vitest';
import { body, travel } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, pdfBytes, pngBytes } from '@/server/test/files';
import { createUser } from '@/server/test/users';
import { reviewDocument } from './review';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('staff approve or reject a document with a reason; the customer sees the decision, a new upload starts over', async () => {
  const advisor = await createUser(ctx, { role: 'advisor' });
  const { token } = await createUser(ctx);
  const upload = async (parts: Parameters<typeof form>[0]) =>
    (await body(await ctx.api('POST', '/api/documents', { token, body: form(parts) }))).data;
  const cert = await upload({ category: 'language', file: [pngBytes(), 'b1.png'] });
  const cv = await upload({ category: 'cv', file: [pdfBytes(), 'cv.pdf'] });

  const rejected = await reviewDocument(ctx.deps, {
    documentId: cert.id,
    decision: 'rejected',
    reason: 'Sertifikanın arka yüzü eksik.',
    staffId: advisor.user.id,
  });
  expect(rejected).toMatchObject({ reviewStatus: 'rejected', rejectionReason: 'Sertifikanın arka yüzü eksik.' });
  travel(ctx, 60_000);
  await reviewDocument(ctx.deps, { documentId: cv.id, decision: 'approved', staffId: advisor.user.id });

  const listed = (await body(await ctx.api('GET', '/api/documents', { token }))).data.items;
  expect(
    listed.map((d: { reviewStatus: string; rejectionReason: string | null }) => [d.reviewStatus, d.rejectionReason]),
  ).toEqual([
    ['rejected', 'Sertifikanın arka yüzü eksik.'],
    ['approved', null],
  ]);
  expect(new Date(listed[1].reviewedAt).getTime()).toBeGreaterThan(new Date(listed[0].reviewedAt).getTime());

  const replacement = await upload({ category: 'cv', file: [pdfBytes(), 'cv-2.pdf'] });
  expect(replacement.reviewStatus).toBe('pending_review');
});

test('a rejection needs a reason; unknown ids and non-documents are 404', async () => {
  const advisor = await createUser(ctx, { role: 'advisor' });
  const { user, token } = await createUser(ctx);
  const doc = (
    await body(
      await ctx.api('POST', '/api/documents', { token, body: form({ category: 'cv', file: [pdfBytes(), 'cv.pdf'] }) }),
    )
  ).data;
  await expect(
    reviewDocument(ctx.deps, { documentId: doc.id, decision: 'rejected', reason: ' ', staffId: advisor.user.id }),
  ).rejects.toThrow();
  await expect(
    reviewDocument(ctx.deps, { documentId: user.id, decision: 'approved', staffId: advisor.user.id }),
  ).rejects.toMatchObject({ status: 404 });
  await expect(
    reviewDocument(ctx.deps, { documentId: 'nope', decision: 'approved', staffId: advisor.user.id }),
  ).rejects.toMatchObject({
    status: 404,
  });
});
