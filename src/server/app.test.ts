import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('health answers the success envelope', async () => {
  const res = await ctx.api('GET', '/api/health');
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ success: true, data: { status: 'ok' } });
});

test('unknown API paths answer a localised JSON 404, in the language asked for', async () => {
  const de = await ctx.api('GET', '/api/nope', { lang: 'de-DE,de;q=0.9' });
  expect(de.status).toBe(404);
  expect(await de.json()).toMatchObject({
    success: false,
    error: { code: 'NOT_FOUND', message: 'Die angeforderte Ressource wurde nicht gefunden.' },
  });
  const tr = await ctx.api('GET', '/api/nope');
  expect((await tr.json()).message).toBe('İstenen kaynak bulunamadı.');
});

test('API answers carry the security headers', async () => {
  const res = await ctx.api('GET', '/api/health');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
});

test('a JSON body over the limit is refused with 413', async () => {
  const res = await ctx.api('POST', '/api/health', {
    body: 'x'.repeat(70 * 1024),
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status).toBe(413);
  expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
});
