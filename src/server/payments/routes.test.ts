import { afterAll, beforeAll, expect, test } from 'vitest';
import { body } from '@/server/test/accounts';
import {
  buy,
  DECLINED,
  getData,
  openCheckout,
  payWithCard,
  pdfText,
  catalogContext,
  SUCCEEDS,
} from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { allocateReceiptNumber } from './record';
import { loadSiteContent } from '@/server/site/content';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

const receipt = (token: string, id: string, lang: string) =>
  ctx.api('GET', `/api/payments/${id}/receipt`, { token, lang });

test('the history lists every charge newest first, failed ones too, with receipts only for succeeded ones', async () => {
  const { token } = await createUser(ctx);
  const session = await openCheckout(ctx, token, 'PREMIUM');
  await payWithCard(ctx, session.id, DECLINED);
  await payWithCard(ctx, session.id, SUCCEEDS);
  const history = await getData(ctx, '/api/payments', token, 'tr');
  expect(history.map((p: { status: string }) => p.status)).toEqual(['succeeded', 'failed']);
  expect(history[0]).toMatchObject({
    package: { code: 'PREMIUM', name: 'Premium' },
    amountCents: 19900,
    currency: 'EUR',
  });
  expect(history[0].receiptUrl).toBe(`/payments/${history[0].id}/receipt`);
  expect(history[1]).toMatchObject({ receiptUrl: null, receiptNumber: null, paidAt: null });
  expect((await receipt(token, history[1].id, 'en')).status).toBe(404);
});

test('the receipt is a PDF with seller, customer, package, amount, VAT, date and its number, in Turkish letters', async () => {
  const { token } = await createUser(ctx, { firstName: 'İpek', lastName: 'Şahinoğlu' });
  await buy(ctx, token, 'BASIC');
  const [payment] = await getData(ctx, '/api/payments', token);
  const res = await receipt(token, payment.id, 'tr');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toContain(`receipt-${payment.receiptNumber}.pdf`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  for (const expected of [
    'Ödeme makbuzu',
    payment.receiptNumber,
    'İpek Şahinoğlu',
    'Başlangıç',
    '€49,00',
    '%19 KDV',
    // The seller is the Impressum's company (site.yaml), one source for both (issue 29).
    loadSiteContent().company.name,
    'ÖRNEK',
    'TEST MODU',
  ])
    expect(text).toContain(expected);

  const de = await pdfText(new Uint8Array(await (await receipt(token, payment.id, 'de')).arrayBuffer()));
  expect(de).toContain('Zahlungsbeleg');
  expect(de).toContain('49,00 €');
  expect(de).toContain('7,82 €');
});

test("another user's payment and receipt answer 404", async () => {
  const owner = await createUser(ctx);
  const stranger = await createUser(ctx);
  await buy(ctx, owner.token, 'BASIC');
  const [payment] = await getData(ctx, '/api/payments', owner.token);
  expect((await receipt(stranger.token, payment.id, 'en')).status).toBe(404);
  expect((await receipt(owner.token, 'not-a-uuid', 'en')).status).toBe(404);
  expect(await getData(ctx, '/api/payments', stranger.token)).toEqual([]);
  expect((await ctx.api('GET', '/api/payments')).status).toBe(401);
});

test('receipt numbers stay sequential without gaps when many purchases complete at once', async () => {
  const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser(ctx)));
  const sessions = await Promise.all(buyers.map((b) => openCheckout(ctx, b.token, 'STANDARD')));
  // Each buyer's confirmation arrives twice, all at once.
  await Promise.all(sessions.flatMap((s) => [payWithCard(ctx, s.id, SUCCEEDS), payWithCard(ctx, s.id, SUCCEEDS)]));
  const numbers: string[] = [];
  for (const b of buyers) {
    const answer = await body(await ctx.api('GET', '/api/payments', { token: b.token }));
    expect(answer.data).toHaveLength(1);
    numbers.push(answer.data[0].receiptNumber);
  }
  const sequence = numbers.map((n) => Number(n.split('-')[1])).sort((a, b) => a - b);
  expect(sequence).toEqual(Array.from({ length: 8 }, (_, i) => sequence[0]! + i));

  // A paying transaction that fails after taking a number gives it back: the next sale gets it.
  await expect(
    ctx.deps.db.transaction(async (tx) => {
      await allocateReceiptNumber(tx, ctx.deps.now());
      throw new Error('payment failed after the number was taken');
    }),
  ).rejects.toThrow();
  const late = await createUser(ctx);
  await buy(ctx, late.token, 'BASIC');
  const [next] = await getData(ctx, '/api/payments', late.token);
  expect(Number(next.receiptNumber.split('-')[1])).toBe(sequence.at(-1)! + 1);
});
