import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { UPLOAD_RULES } from '@/lib/constants';
import { files } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, pdfBytes } from '@/server/test/files';
import { gc, streamedBody } from '@/server/test/streams';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MB = 1024 * 1024;

/**
 * A multipart body produced chunk by chunk, never held whole. Counts how much the server pulled and the highest
 * memory seen while it did.
 */
function streamedUpload(totalBytes: number) {
  const boundary = `----portal-test-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nHuge\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const peaks = { peakRss: 0, peakArrayBuffers: 0 };
  const { body, stats } = streamedBody(totalBytes, {
    head: new Uint8Array(head),
    tail: new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)),
    onPull: (pulled) => {
      if (pulled % (2 * MB) !== 0) return;
      gc();
      const usage = process.memoryUsage();
      peaks.peakRss = Math.max(peaks.peakRss, usage.rss);
      peaks.peakArrayBuffers = Math.max(peaks.peakArrayBuffers, usage.arrayBuffers);
    },
  });
  return { body, stats: Object.assign(stats, peaks), contentType: `multipart/form-data; boundary=${boundary}` };
}

test.each([
  ['no Content-Length', {}],
  ['a Content-Length that lies (claims 1 KB)', { 'content-length': '1024' }],
])(
  'a 40 MB upload with %s to a 15 MB endpoint is cut off while streaming: 413, memory flat, no row, no file',
  async (_label, extraHeaders) => {
    const { user, token } = await createUser(ctx);
    const upload = streamedUpload(40 * MB);
    gc();
    const before = process.memoryUsage();
    const request = new Request('http://localhost/api/onboarding/other-document', {
      method: 'POST',
      // The size is unknown (or false) up front: only counting the bytes as they stream can enforce the cap.
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': upload.contentType,
        'accept-language': 'tr',
        ...extraHeaders,
      },
      body: upload.body,
      duplex: 'half',
    } as RequestInit);
    const res = await ctx.app.request(request);

    expect(res.status).toBe(413);
    const body = await res.json();
    expect(body.error.code).toBe('FILE_TOO_LARGE');
    expect(body.error.message).toBe("Dosya boyutu 15 MB'tan küçük olmalıdır.");
    // Refused soon after the 15 MB mark, not after reading all 40 MB.
    expect(upload.stats.pulled).toBeLessThan(UPLOAD_RULES.otherDocument.maxBytes + 4 * MB);
    // Streaming to disk, not buffering: retained memory grew by far less than the 15 MB that went through (a
    // server keeping the chunks measures ≈ 14 MB here; streaming measures about nothing).
    expect(upload.stats.peakArrayBuffers - before.arrayBuffers).toBeLessThan(6 * MB);
    expect(upload.stats.peakRss - before.rss).toBeLessThan(30 * MB);

    expect(await ctx.deps.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(0);
    expect(await readdir(path.join(ctx.dataDir, 'uploads', user.id))).toEqual([]);
  },
);

test('the CV limit is 5 MB: a file just over it is refused with the localised size', async () => {
  const { user, token } = await createUser(ctx);
  const big = Buffer.concat([pdfBytes(), Buffer.alloc(5 * MB)]);
  const res = await ctx.api('POST', '/api/onboarding/cv', { token, lang: 'en', body: form({ file: [big, 'cv.pdf'] }) });
  expect(res.status).toBe(413);
  expect((await res.json()).error.fields.file).toBe('The file must be smaller than 5 MB.');
  expect(await readdir(path.join(ctx.dataDir, 'uploads', user.id))).toEqual([]);
});

test('a file of exactly the limit is accepted', async () => {
  const { token } = await createUser(ctx);
  const pdf = pdfBytes();
  const exact = Buffer.concat([pdf, Buffer.alloc(UPLOAD_RULES.cv.maxBytes - pdf.length, 0x20)]);
  const res = await ctx.api('POST', '/api/onboarding/cv', { token, body: form({ file: [exact, 'cv.pdf'] }) });
  expect(res.status).toBe(201);
  expect((await res.json()).data.file.size).toBe(UPLOAD_RULES.cv.maxBytes);
});
