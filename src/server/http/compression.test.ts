import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, pdfBytes } from '@/server/test/files';
import { createUser } from '@/server/test/users';
import { COMPRESS_MIN_BYTES } from './envelope';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token } = await createUser(ctx));
  // Enough wizard data that the status answer is several KB, as a real user's is.
  const education = Array.from({ length: 8 }, (_, i) => ({
    school: `İstanbul Teknik Üniversitesi ${i}`,
    department: 'Makine Mühendisliği',
    startDate: '2012-09-01',
    endDate: '2016-06-30',
    stillStudying: false,
  }));
  expect((await ctx.api('PUT', '/api/onboarding/education', { token, json: { education } })).status).toBe(200);
});
afterAll(() => ctx.close());

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

test('a large JSON answer is compressed as the client accepts, and decodes to the same answer', async () => {
  const plain = await ctx.api('GET', '/api/onboarding/current-step', { token });
  const text = await plain.text();
  expect(text.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
  expect(plain.headers.get('content-encoding')).toBeNull();

  const br = await ctx.api('GET', '/api/onboarding/current-step', {
    token,
    headers: { 'Accept-Encoding': 'gzip, br' },
  });
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(br.headers.get('content-type')).toBe('application/json');
  expect(br.headers.get('vary')).toContain('Accept-Encoding');
  expect(brotliDecompressSync(await bytes(br)).toString()).toBe(text);

  const gz = await ctx.api('GET', '/api/onboarding/current-step', { token, headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(gunzipSync(await bytes(gz)).toString()).toBe(text);
});

test('small answers and errors are never compressed', async () => {
  const health = await ctx.api('GET', '/api/health', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(health.headers.get('content-encoding')).toBeNull();
  expect((await health.json()).data.status).toBe('ok');
  const unauthorized = await ctx.api('GET', '/api/profile', { headers: { 'Accept-Encoding': 'br' } });
  expect(unauthorized.status).toBe(401);
  expect(unauthorized.headers.get('content-encoding')).toBeNull();
});

test('file downloads are sent as stored, never re-encoded', async () => {
  const upload = await ctx.api('POST', '/api/onboarding/cv', { token, body: form({ file: [pdfBytes(), 'cv.pdf'] }) });
  const { url } = (await upload.json()).data.file;
  const download = await ctx.api('GET', `/api${url}`, { token, headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-encoding')).toBeNull();
  expect((await bytes(download)).equals(pdfBytes())).toBe(true);
});
