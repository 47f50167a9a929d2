import { afterAll, beforeAll, expect, test } from 'vitest';
import { getData, catalogContext } from '../test/commerce';
import type { TestContext } from '../test/context';

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
});

test('unknown ids and codes answer a localised 404', async () => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'NOPE', 'not a code', '%00']) {
    const res = await ctx.api('GET', `/api/packages/${encodeURIComponent(id)}`, { lang: 'de' });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
  }
});
