import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { UPLOAD_RULES } from '@/lib/constants';
import { users } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { docxBytes, form, jpegBytes, pdfBytes, pngBytes } from '@/server/test/files';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const upload = async (token: string, parts: Parameters<typeof form>[0], lang = 'en') => {
  const res = await ctx.api('POST', '/api/documents', { token, lang, body: form(parts) });
  return { status: res.status, body: await body(res) };
};
const list = async (token: string, query = '') =>
  (await body(await ctx.api('GET', `/api/documents${query}`, { token }))).data.items;
const folder = (userId: string) => readdir(path.join(ctx.dataDir, 'uploads', userId)).catch(() => []);

test('documents in three categories, each pending review, listed with name, size, type and date', async () => {
  const { token } = await createUser(ctx);
  const cv = await upload(token, { category: 'cv', file: [pdfBytes(), 'Özgeçmiş.pdf'] });
  const cert = await upload(token, { category: 'language', language: 'de', file: [jpegBytes(), 'goethe.jpg'] });
  const other = await upload(token, { category: 'other', name: 'Diploma', file: [pngBytes(), 'diploma.png'] });
  expect([cv.status, cert.status, other.status]).toEqual([201, 201, 201]);
  expect(cv.body.data).toMatchObject({
    category: 'cv',
    name: 'Özgeçmiş.pdf',
    fileName: 'Özgeçmiş.pdf',
    size: pdfBytes().length,
    mime: 'application/pdf',
    reviewStatus: 'pending_review',
    rejectionReason: null,
    reviewedAt: null,
  });
  expect(cert.body.data).toMatchObject({ category: 'language', language: 'de', mime: 'image/jpeg' });
  expect(other.body.data).toMatchObject({ category: 'other', name: 'Diploma', fileName: 'diploma.png' });
  expect((await list(token)).map((d: { category: string }) => d.category)).toEqual(['cv', 'language', 'other']);
  expect((await list(token, '?category=language')).map((d: { id: string }) => d.id)).toEqual([cert.body.data.id]);
  expect((await ctx.api('GET', '/api/documents?category=passport', { token })).status).toBe(400);
  // Downloads go through the one file endpoint.
  const download = await ctx.api('GET', `/api${other.body.data.url}`, { token });
  expect([download.status, download.headers.get('content-type')]).toEqual([200, 'image/png']);
});

test('onboarding uploads and this screen are the same files', async () => {
  const { token } = await createUser(ctx);
  const wizard = await ctx.api('POST', '/api/onboarding/other-document', {
    token,
    body: form({ name: 'Transcript', file: [pdfBytes(), 't.pdf'] }),
  });
  const fromWizard = (await body(wizard)).data.file;
  const here = await upload(token, { category: 'language', file: [pngBytes(), 'ielts.png'] });
  expect((await list(token)).map((d: { id: string }) => d.id)).toEqual([fromWizard.id, here.body.data.id]);
  const status = (await body(await ctx.api('GET', '/api/onboarding/current-step', { token }))).data;
  expect(status.documents.languageCertificates.map((f: { id: string }) => f.id)).toEqual([here.body.data.id]);
  // A CV uploaded here replaces the wizard's, as a second wizard upload would.
  await ctx.api('POST', '/api/onboarding/cv', { token, body: form({ file: [pdfBytes(), 'old.pdf'] }) });
  const cv = await upload(token, { category: 'cv', file: [docxBytes(), 'new.docx'] });
  expect((await list(token, '?category=cv')).map((d: { id: string }) => d.id)).toEqual([cv.body.data.id]);
});

test('a CV cannot be deleted (409, contact support); other documents can, bytes included', async () => {
  const { user, token } = await createUser(ctx);
  const cv = await upload(token, { category: 'cv', file: [pdfBytes(), 'cv.pdf'] });
  const other = await upload(token, { category: 'other', name: 'Passport', file: [pdfBytes(), 'p.pdf'] });
  for (const lang of ['tr', 'en', 'de']) {
    const res = await ctx.api('DELETE', `/api/documents/${cv.body.data.id}`, { token, lang });
    expect(res.status).toBe(409);
    const answer = await body(res);
    expect(answer.error.code).toBe('CV_DELETE_FORBIDDEN');
    expect(answer.message).toMatch(/destek|support|Support/);
  }
  const deleted = await ctx.api('DELETE', `/api/documents/${other.body.data.id}`, { token });
  expect(deleted.status).toBe(200);
  expect((await list(token)).map((d: { id: string }) => d.id)).toEqual([cv.body.data.id]);
  expect(await folder(user.id)).toEqual([cv.body.data.id]);
  expect((await ctx.api('DELETE', `/api/documents/${other.body.data.id}`, { token })).status).toBe(404);
});

test("another user's document, the avatar and a bad id all answer 404 and change nothing", async () => {
  const owner = await createUser(ctx);
  const stranger = await createUser(ctx);
  const doc = await upload(owner.token, { category: 'other', name: 'Contract', file: [pdfBytes(), 'c.pdf'] });
  const stolen = await ctx.api('DELETE', `/api/documents/${doc.body.data.id}`, { token: stranger.token });
  expect(stolen.status).toBe(404);
  expect(await list(stranger.token)).toEqual([]);
  expect((await ctx.api('GET', `/api${doc.body.data.url}`, { token: stranger.token })).status).toBe(404);
  const avatar = await ctx.api('POST', '/api/profile/avatar', {
    token: owner.token,
    body: form({ avatar: [pngBytes(), 'me.png'] }),
  });
  expect(avatar.status).toBe(200);
  const [me] = await ctx.deps.db.select().from(users).where(eq(users.id, owner.user.id));
  expect((await ctx.api('DELETE', `/api/documents/${me?.avatarFileId}`, { token: owner.token })).status).toBe(404);
  expect((await ctx.api('DELETE', '/api/documents/../files', { token: owner.token })).status).toBe(404);
  expect((await ctx.api('GET', '/api/documents')).status).toBe(401);
  expect(await list(owner.token)).toHaveLength(1);
});

test('the upload rules: the category decides size and types, a name for other documents, all refusals localised', async () => {
  const { user, token } = await createUser(ctx);
  const bigCv = Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_RULES.cv.maxBytes)]);
  const tooLarge = await upload(token, { category: 'cv', file: [bigCv, 'cv.pdf'] }, 'de');
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.body.error.fields).toEqual({ file: 'Die Datei muss kleiner als 5 MB sein.' });
  // The same bytes are within the 15 MB of another document.
  expect((await upload(token, { category: 'other', name: 'Big', file: [bigCv, 'big.pdf'] })).status).toBe(201);

  const wrongType = await upload(token, { category: 'language', file: [docxBytes(), 'cert.docx'] });
  expect([wrongType.status, wrongType.body.message]).toEqual([
    415,
    'Invalid file type. A language certificate must be a PDF, JPEG or PNG file.',
  ]);
  const noName = await upload(token, { category: 'other', file: [pdfBytes(), 'x.pdf'] });
  expect([noName.status, noName.body.error.fields]).toEqual([400, { name: 'This field is required.' }]);
  const noCategory = await upload(token, { file: [pdfBytes(), 'x.pdf'] });
  expect([noCategory.status, noCategory.body.error.fields]).toEqual([400, { category: 'This field is required.' }]);
  const badCategory = await upload(token, { category: 'avatar', file: [pngBytes(), 'x.png'] });
  expect([badCategory.status, badCategory.body.error.fields]).toEqual([400, { category: 'Invalid value.' }]);
  // The category must come before the file: it decides the limit while the file streams.
  const late = new FormData();
  late.append('file', new File([new Uint8Array(pdfBytes())], 'x.pdf'));
  late.append('category', 'cv');
  expect((await ctx.api('POST', '/api/documents', { token, body: late })).status).toBe(400);
  const noFile = await upload(token, { category: 'cv' });
  expect([noFile.status, noFile.body.message]).toEqual([400, 'Please choose a file.']);
  // Only the one accepted document is stored; refused uploads leave no bytes behind.
  expect((await list(token)).map((d: { name: string }) => d.name)).toEqual(['Big']);
  expect(await folder(user.id)).toHaveLength(1);
});
