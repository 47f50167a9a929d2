import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '@/server/test/context';
import { docxBytes, form, jpegBytes, pdfBytes } from '@/server/test/files';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function uploadOther(token: string, bytes: Buffer, fileName: string) {
  const res = await ctx.api('POST', '/api/onboarding/other-document', {
    token,
    body: form({ name: 'Belge', file: [bytes, fileName] }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).data.file as { id: string; url: string; name: string };
}

test('the owner downloads the exact bytes as an attachment with RFC 6266 name, nosniff and no-store', async () => {
  const { token } = await createUser(ctx);
  const pdf = pdfBytes();
  const file = await uploadOther(token, pdf, 'Özgeçmiş ğüşıöç.pdf');
  expect(file.name).toBe('Özgeçmiş ğüşıöç.pdf');
  expect(file.url).toBe(`/files/${file.id}`);

  const res = await ctx.api('GET', `/api${file.url}`, { token });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toBe(
    `attachment; filename="Ozgecmis gusioc.pdf"; filename*=UTF-8''%C3%96zge%C3%A7mi%C5%9F%20%C4%9F%C3%BC%C5%9F%C4%B1%C3%B6%C3%A7.pdf`,
  );
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-length')).toBe(String(pdf.length));
  expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
});

test('the type sent back is the detected one, whatever the client claimed', async () => {
  const { token } = await createUser(ctx);
  const jpeg = await uploadOther(token, jpegBytes(), 'foto.jpg');
  expect((await ctx.api('GET', `/api${jpeg.url}`, { token })).headers.get('content-type')).toBe('image/jpeg');
  const cv = await ctx.api('POST', '/api/onboarding/cv', { token, body: form({ file: [docxBytes(), 'cv.docx'] }) });
  const { url } = (await cv.json()).data.file;
  expect((await ctx.api('GET', `/api${url}`, { token })).headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
});

test("another user's file answers 404 for download and delete, exactly like a missing one", async () => {
  const owner = await createUser(ctx);
  const stranger = await createUser(ctx);
  const file = await uploadOther(owner.token, pdfBytes(), 'private.pdf');

  const download = await ctx.api('GET', `/api/files/${file.id}`, { token: stranger.token });
  expect(download.status).toBe(404);
  const missing = await ctx.api('GET', '/api/files/00000000-0000-4000-8000-000000000000', { token: stranger.token });
  expect(await download.json()).toEqual(await missing.json());

  const del = await ctx.api('DELETE', `/api/onboarding/other-document/${file.id}`, { token: stranger.token });
  expect(del.status).toBe(404);
  // Still there for its owner.
  expect((await ctx.api('GET', `/api/files/${file.id}`, { token: owner.token })).status).toBe(200);
});

test('a malformed id is a 404, and downloads need a session', async () => {
  const { token } = await createUser(ctx);
  expect((await ctx.api('GET', '/api/files/not-a-uuid', { token })).status).toBe(404);
  expect((await ctx.api('GET', '/api/files/..%2F..%2Fetc%2Fpasswd', { token })).status).toBe(404);
  const anonymous = await ctx.api('GET', '/api/files/00000000-0000-4000-8000-000000000000');
  expect(anonymous.status).toBe(401);
});
