import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { onboardingUploadSchema } from '@/lib/schemas/onboarding-status';
import { createTestContext, type TestContext } from '@/server/test/context';
import { docBytes, docxBytes, form, jpegBytes, pdfBytes, pngBytes } from '@/server/test/files';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = async (token: string, what: string, parts: Parameters<typeof form>[0]) => {
  const res = await ctx.api('POST', `/api/onboarding/${what}`, { token, lang: 'en', body: form(parts) });
  return { status: res.status, body: await res.json() };
};
const folder = (userId: string) => readdir(path.join(ctx.dataDir, 'uploads', userId));

test('a CV may be PDF, DOC or DOCX; a new one replaces the old, row and bytes', async () => {
  const { user, token } = await createUser(ctx);
  const first = await post(token, 'cv', { file: [pdfBytes(), 'cv.pdf'] });
  expect(first.status).toBe(201);
  expect(onboardingUploadSchema.parse(first.body.data)).toEqual(first.body.data); // the shared response schema
  expect(first.body.data.file).toMatchObject({ name: 'cv.pdf', mime: 'application/pdf', size: pdfBytes().length });
  expect(first.body.data.onboarding.documents.cv).toEqual(first.body.data.file);

  const doc = await post(token, 'cv', { file: [docBytes(), 'cv.doc'] });
  expect(doc.body.data.file.mime).toBe('application/msword');
  const docx = await post(token, 'cv', { file: [docxBytes(true), 'cv.docx'] });
  expect(docx.status).toBe(201);
  expect(docx.body.data.onboarding.documents.cv.id).toBe(docx.body.data.file.id);
  expect(await folder(user.id)).toEqual([docx.body.data.file.id]);
  expect((await ctx.api('GET', `/api${first.body.data.file.url}`, { token })).status).toBe(404);
});

test('two CV uploads at once still leave exactly one CV, with its bytes', async () => {
  const { user, token } = await createUser(ctx);
  const answers = await Promise.all([1, 2, 3].map((n) => post(token, 'cv', { file: [pdfBytes(), `cv-${n}.pdf`] })));
  expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
  const status = await ctx.api('GET', '/api/onboarding/current-step', { token }).then((r) => r.json());
  const cvId = status.data.documents.cv.id;
  expect(answers.map((a) => a.body.data.file.id)).toContain(cvId);
  expect(await folder(user.id)).toEqual([cvId]);
});

test('there is no way to delete a CV through the document endpoints', async () => {
  const { token } = await createUser(ctx);
  const cv = await post(token, 'cv', { file: [pdfBytes(), 'cv.pdf'] });
  const id = cv.body.data.file.id;
  expect((await ctx.api('DELETE', `/api/onboarding/other-document/${id}`, { token })).status).toBe(404);
  expect((await ctx.api('DELETE', `/api/onboarding/language-certificate/${id}`, { token })).status).toBe(404);
  expect((await ctx.api('DELETE', `/api/onboarding/cv/${id}`, { token })).status).toBe(404);
  expect(
    (await ctx.api('GET', `/api/onboarding/current-step`, { token }).then((r) => r.json())).data.documents.cv.id,
  ).toBe(id);
});

test('language certificates: PDF, JPEG or PNG, optional language, listed and deletable one by one', async () => {
  const { user, token } = await createUser(ctx);
  const a = await post(token, 'language-certificate', { language: 'de', file: [jpegBytes(), 'goethe.jpg'] });
  const b = await post(token, 'language-certificate', { file: [pngBytes(), 'ielts.png'] });
  expect([a.status, b.status]).toEqual([201, 201]);
  expect(b.body.data.file.language).toBeNull();
  expect(b.body.data.onboarding.documents.languageCertificates.map((f: { id: string }) => f.id)).toEqual([
    a.body.data.file.id,
    b.body.data.file.id,
  ]);
  const wrongType = await post(token, 'language-certificate', { file: [docxBytes(), 'cert.docx'] });
  expect(wrongType.status).toBe(415);
  expect(wrongType.body.message).toBe('Invalid file type. A language certificate must be a PDF, JPEG or PNG file.');
  const badLanguage = await post(token, 'language-certificate', { language: 'klingon', file: [pdfBytes(), 'c.pdf'] });
  expect(badLanguage.body.error.fields).toEqual({ language: 'Invalid value.' });

  const del = await ctx.api('DELETE', `/api/onboarding/language-certificate/${a.body.data.file.id}`, { token });
  expect(del.status).toBe(200);
  const status = (await del.json()).data;
  expect(status.documents.languageCertificates.map((f: { id: string }) => f.id)).toEqual([b.body.data.file.id]);
  expect(await folder(user.id)).toEqual([b.body.data.file.id]);
  expect(
    (await ctx.api('DELETE', `/api/onboarding/language-certificate/${a.body.data.file.id}`, { token })).status,
  ).toBe(404);
});

test('other documents need a name; without one nothing is stored', async () => {
  const { user, token } = await createUser(ctx);
  const unnamed = await post(token, 'other-document', { file: [pdfBytes(), 'diploma.pdf'] });
  expect(unnamed.status).toBe(400);
  expect(unnamed.body.error.fields).toEqual({ name: 'This field is required.' });
  expect(await folder(user.id)).toEqual([]);
  // The name may come after the file in the form: fields are read once the whole body has streamed.
  const data = form({ file: [pdfBytes(), 'diploma.pdf'] });
  data.append('name', 'Diploma (apostille)');
  const res = await ctx.api('POST', '/api/onboarding/other-document', { token, body: data });
  const { file } = (await res.json()).data;
  expect(file).toMatchObject({ title: 'Diploma (apostille)', name: 'diploma.pdf' });
  const wrongType = await post(token, 'other-document', { name: 'x', file: [docBytes(), 'x.doc'] });
  expect(wrongType.body.message).toBe('Invalid file type. Documents must be PDF, JPEG or PNG files.');
});
