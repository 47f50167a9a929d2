import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { files } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, htmlBytes, pdfBytes, pngBytes } from '@/server/test/files';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ownerFolder = (userId: string) => path.join(ctx.dataDir, 'uploads', userId);
const rowsOf = (userId: string) => ctx.deps.db.select().from(files).where(eq(files.ownerId, userId));
const folderEntries = (userId: string) => readdir(ownerFolder(userId)).catch(() => [] as string[]);

test('a .pdf that is really HTML is refused with the CV type message, and nothing is kept', async () => {
  const { user, token } = await createUser(ctx);
  const res = await ctx.api('POST', '/api/onboarding/cv', {
    token,
    lang: 'en',
    body: form({ file: [htmlBytes(), 'cv.pdf'] }),
  });
  expect(res.status).toBe(415);
  const body = await res.json();
  expect(body.error.code).toBe('INVALID_FILE_TYPE');
  expect(body.error.message).toBe('Invalid file type. Your CV must be a PDF, DOC or DOCX file.');
  expect(body.error.fields.file).toBe(body.error.message);
  expect(await rowsOf(user.id)).toHaveLength(0);
  expect(await folderEntries(user.id)).toEqual([]);
});

test('a real PNG renamed .pdf is not a CV (wrong type), though it is a valid other document', async () => {
  const { token } = await createUser(ctx);
  const cv = await ctx.api('POST', '/api/onboarding/cv', {
    token,
    lang: 'de',
    body: form({ file: [pngBytes(), 'lebenslauf.pdf'] }),
  });
  expect(cv.status).toBe(415);
  expect((await cv.json()).message).toBe(
    'Ungültiger Dateityp. Ihr Lebenslauf muss eine PDF-, DOC- oder DOCX-Datei sein.',
  );
  const other = await ctx.api('POST', '/api/onboarding/other-document', {
    token,
    body: form({ name: 'Diploma scan', file: [pngBytes(), 'scan.pdf'] }),
  });
  expect(other.status).toBe(201);
  // Stored as what it is: a PNG, named so that it opens as one.
  expect((await other.json()).data.file).toMatchObject({ mime: 'image/png', kind: 'png', name: 'scan.pdf.png' });
});

test('a path-traversal name is reduced to its last part and the file lands in the owner folder', async () => {
  const { user, token } = await createUser(ctx);
  const res = await ctx.api('POST', '/api/onboarding/other-document', {
    token,
    body: form({ name: 'Passwd', file: [pdfBytes(), '../../etc/passwd.pdf'] }),
  });
  expect(res.status).toBe(201);
  const { file } = (await res.json()).data;
  expect(file.name).toBe('passwd.pdf');
  expect(await folderEntries(user.id)).toEqual([file.id]);
  expect(await readdir(ctx.dataDir)).not.toContain('etc');
  expect(await readdir(path.join(ctx.dataDir, 'uploads'))).not.toContain('etc');
});

test('a 300-character name is stored sanitised and capped at 150 characters, extension kept', async () => {
  const { user, token } = await createUser(ctx);
  const res = await ctx.api('POST', '/api/onboarding/language-certificate', {
    token,
    body: form({ language: 'de', file: [pdfBytes(), `${'Zertifikat-'.repeat(27)}abc.pdf`] }),
  });
  expect(res.status).toBe(201);
  const { file } = (await res.json()).data;
  expect(file.name).toHaveLength(150);
  expect(file.name.endsWith('.pdf')).toBe(true);
  expect(file.language).toBe('de');
  const [row] = await rowsOf(user.id);
  expect(row?.originalName).toBe(file.name);
  expect(await folderEntries(user.id)).toEqual([file.id]);
});

test('an upload without a file, or not multipart at all, is refused with a field message', async () => {
  const { token } = await createUser(ctx);
  const empty = await ctx.api('POST', '/api/onboarding/cv', { token, lang: 'en', body: form({ note: 'x' }) });
  expect(empty.status).toBe(400);
  expect((await empty.json()).error.fields).toEqual({ file: 'Please choose a file.' });
  const json = await ctx.api('POST', '/api/onboarding/cv', { token, json: { file: 'x' } });
  expect(json.status).toBe(400);
  expect((await json.json()).error.code).toBe('INVALID_UPLOAD');
});

test('uploads need a session: no token answers 401 Unauthorized before anything is read', async () => {
  const res = await ctx.api('POST', '/api/onboarding/cv', { body: form({ file: [pdfBytes(), 'cv.pdf'] }) });
  expect(res.status).toBe(401);
  expect((await res.json()).message).toBe('Unauthorized');
});
