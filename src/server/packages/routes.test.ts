import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { getData, catalogContext } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

test('the catalog is public, ordered, in the caller language, with prices in cents and the process steps', async () => {
  const tr = await getData(ctx, '/api/packages', '', 'tr');
  expect(tr.map((p: { code: string }) => p.code)).toEqual(['BASIC', 'STANDARD', 'PREMIUM', 'DOCUMENT_CHECK']);
  const standard = tr[1];
  expect(standard).toMatchObject({
    code: 'STANDARD',
    type: 'monthly',
    name: 'Standart',
    priceCents: 9900,
    currency: 'EUR',
    duration: { unit: 'months', value: 6 },
    highlighted: true,
  });
  expect(standard.processSteps[0]).toEqual({ key: 'assessment', title: 'Ön değerlendirme', required: true });
  expect(tr[2].duration).toEqual({ unit: 'unlimited', value: null });
  expect(tr[3].type).toBe('one_time');
  const de = await getData(ctx, `/api/packages/${standard.id}`, '', 'de');
  expect(de.id).toBe(standard.id);
  expect(de.processSteps[0].title).not.toBe('Ön değerlendirme');
});

test('a package is found by its code too, as the landing page links carry it', async () => {
  const byCode = await getData(ctx, '/api/packages/STANDARD', '');
  const byLowerCode = await getData(ctx, '/api/packages/standard', '');
  expect(byLowerCode.id).toBe(byCode.id);
  expect((await getData(ctx, '/api/packages?code=standard', '')).map((p: { id: string }) => p.id)).toEqual([byCode.id]);
  expect(await getData(ctx, '/api/packages?code=NOPE', '')).toEqual([]);
  expect(await getData(ctx, '/api/packages?code=', '')).toHaveLength(4);
});

test('a code that cannot be one (NUL byte, other letters, too long) is a localised 400, never a 500', async () => {
  for (const code of ['%00', 'STAND%00ARD', '%C3%BC%C5%9F', 'A'.repeat(33)]) {
    const res = await ctx.api('GET', `/api/packages?code=${code}`, { lang: 'tr' });
    expect(res.status, code).toBe(400);
    expect((await res.json()).error.code).toBe('VALIDATION_FAILED');
  }
});

test('unknown ids and codes answer a localised 404', async () => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'NOPE', 'not a code', '%00']) {
    const res = await ctx.api('GET', `/api/packages/${encodeURIComponent(id)}`, { lang: 'de' });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
  }
});

test('a repeated catalog read answers the same JSON, plain, brotli or gzip, in each language', async () => {
  const read = async (lang: string, encoding?: string) => {
    const res = await ctx.api('GET', '/api/packages', {
      lang,
      ...(encoding && { headers: { 'accept-encoding': encoding } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding ?? null);
    const body = Buffer.from(await res.arrayBuffer());
    return JSON.parse(
      (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString(),
    );
  };
  for (const lang of ['tr', 'en', 'de']) {
    const first = await read(lang);
    expect(first.data).toHaveLength(4);
    for (const encoding of [undefined, 'br', 'gzip', 'br']) expect(await read(lang, encoding)).toEqual(first);
  }
  expect((await read('de')).data[0].name).not.toBe((await read('tr')).data[0].name);
});
