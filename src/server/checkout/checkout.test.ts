import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkoutSessions, payments, userPackages } from '@/server/db/schema';
import { body, travel } from '@/server/test/accounts';
import {
  DECLINED,
  getData,
  openCheckout,
  packageByCode,
  payWithCard,
  catalogContext,
  SUCCEEDS,
  tokenNow,
} from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { readOutbox } from '@/server/test/eml';
import { createUser } from '@/server/test/users';
import { fulfilCheckout } from './fulfil';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

const rowsOf = async (userId: string) => ({
  payments: await ctx.deps.db.select().from(payments).where(eq(payments.userId, userId)),
  packages: await ctx.deps.db.select().from(userPackages).where(eq(userPackages.userId, userId)),
});

test('checkout → test card → one succeeded payment, one active package with its steps, a receipt mail', async () => {
  const { user, token } = await createUser(ctx, { preferredLanguage: 'tr' });
  const standard = await packageByCode(ctx, 'STANDARD');
  const res = await ctx.api('POST', '/api/checkout-sessions', { token, lang: 'de', json: { packageId: standard.id } });
  expect(res.status).toBe(201);
  const session = (await body(res)).data;
  expect(session).toMatchObject({ status: 'open', paymentStatus: 'unpaid', amountCents: 9900, currency: 'EUR' });
  expect(session.url).toBe(`/checkout/test/${session.id}`);

  const paid = await payWithCard(ctx, session.id, SUCCEEDS);
  expect(paid.status).toBe(303);
  // The buyer's language at checkout decides where the browser lands.
  expect(paid.headers.get('location')).toBe(`/de/dashboard/payment/success?session_id=${session.id}`);

  const after = await getData(ctx, `/api/checkout-sessions/${session.id}`, token);
  expect(after).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  const mine = await getData(ctx, '/api/user-packages', token);
  expect(mine).toHaveLength(1);
  expect(after.userPackageId).toBe(mine[0].id);
  expect(mine[0]).toMatchObject({ status: 'active', autoRenew: true, progress: 0, timelineStatus: 'in_progress' });
  expect(mine[0].steps.map((s: { status: string }) => s.status)).toEqual([
    'in_progress',
    ...Array(6).fill('not_started'),
  ]);
  const history = await getData(ctx, '/api/payments', token);
  expect(history).toHaveLength(1);
  expect(history[0]).toMatchObject({ status: 'succeeded', amountCents: 9900, kind: 'purchase' });
  expect(history[0].receiptNumber).toMatch(/^\d{4}-\d{6}$/);

  const [mail] = (await readOutbox(ctx.deps.mailer.outboxDir!)).filter((m) => m.to === user.email);
  expect(mail?.subject).toBe(`Ödemeniz alındı – makbuz ${history[0].receiptNumber}`);
  expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
    [`receipt-${history[0].receiptNumber}.pdf`, 'application/pdf'],
  ]);
  expect(mail?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
});

test('the confirmation delivered five times at once still delivers exactly once', async () => {
  const { user, token } = await createUser(ctx);
  const session = await openCheckout(ctx, token, 'BASIC');
  const answers = await Promise.all(Array.from({ length: 5 }, () => payWithCard(ctx, session.id, SUCCEEDS)));
  expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303, 303]);
  const rows = await rowsOf(user.id);
  expect(rows.packages).toHaveLength(1);
  expect(rows.payments.map((p) => p.status)).toEqual(['succeeded']);
  // After the tab was closed, a late repeat changes nothing either.
  expect((await payWithCard(ctx, session.id, SUCCEEDS)).status).toBe(303);
  expect((await rowsOf(user.id)).payments).toHaveLength(1);

  // The same race one level down: five transactions at once (on PostgreSQL each on its own connection).
  const second = await openCheckout(ctx, token, 'DOCUMENT_CHECK');
  const confirmation = { providerRef: null, subscriptionId: null };
  const delivered = await Promise.all(
    Array.from({ length: 5 }, () => fulfilCheckout(ctx.deps, second.id, confirmation)),
  );
  expect(delivered.filter(Boolean)).toHaveLength(1);
  expect((await rowsOf(user.id)).packages).toHaveLength(2);
});

test('a declined card records a failed payment, delivers nothing, and shows the decline on the page', async () => {
  const { user, token } = await createUser(ctx);
  const session = await openCheckout(ctx, token, 'PREMIUM', 'tr');
  const declined = await payWithCard(ctx, session.id, DECLINED);
  expect(declined.status).toBe(303);
  expect(declined.headers.get('location')).toBe(`/checkout/test/${session.id}?result=declined`);
  const page = await ctx.app.request(declined.headers.get('location')!);
  expect(await page.text()).toContain('Kartınız reddedildi');
  const rows = await rowsOf(user.id);
  expect(rows.packages).toHaveLength(0);
  expect(rows.payments.map((p) => [p.status, p.failureCode, p.receiptNumber])).toEqual([
    ['failed', 'card_declined', null],
  ]);
  expect((await getData(ctx, `/api/checkout-sessions/${session.id}`, token)).status).toBe('open');

  // Anything but a test card number is refused without a charge; the good card still works afterwards.
  const invalid = await payWithCard(ctx, session.id, '1234 5678 9012 3456');
  expect(invalid.headers.get('location')).toBe(`/checkout/test/${session.id}?result=invalid`);
  expect((await payWithCard(ctx, session.id, SUCCEEDS)).headers.get('location')).toBe(
    `/dashboard/payment/success?session_id=${session.id}`,
  );
  expect((await rowsOf(user.id)).payments.map((p) => p.status).sort()).toEqual(['failed', 'succeeded']);
});

test('the price comes from the catalog only: extra fields are ignored, and the page cannot be told another amount', async () => {
  const { user, token } = await createUser(ctx);
  const res = await ctx.api('POST', '/api/checkout-sessions', {
    token,
    json: { packageId: 'PREMIUM', priceCents: 1, amountCents: 1, amount: 0.01, currency: 'TRY', provider: 'free' },
  });
  const session = (await body(res)).data;
  expect([session.amountCents, session.currency]).toEqual([19900, 'EUR']);
  const tampered = await ctx.app.request(`/checkout/test/${session.id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: SUCCEEDS, amount: '1', amountCents: '1', packageId: 'BASIC' }).toString(),
  });
  expect(tampered.status).toBe(303);
  const [paid] = (await rowsOf(user.id)).payments;
  expect([paid?.amountCents, paid?.status]).toEqual([19900, 'succeeded']);
  const [owned] = (await rowsOf(user.id)).packages;
  expect(owned?.packageId).toBe((await packageByCode(ctx, 'PREMIUM')).id);
});

test('a double click answers the same open session; buying an active package again is refused', async () => {
  const { token } = await createUser(ctx);
  const [first, second] = await Promise.all([
    ctx.api('POST', '/api/checkout-sessions', { token, json: { packageId: 'BASIC' } }),
    ctx.api('POST', '/api/checkout-sessions', { token, json: { packageId: 'BASIC' } }),
  ]);
  expect([first.status, second.status].sort()).toEqual([200, 201]);
  const [a, b] = [(await body(first)).data, (await body(second)).data];
  expect(a.id).toBe(b.id);
  await payWithCard(ctx, a.id, SUCCEEDS);
  const again = await ctx.api('POST', '/api/checkout-sessions', { token, lang: 'en', json: { packageId: 'BASIC' } });
  expect(again.status).toBe(409);
  expect((await body(again)).message).toBe('This package is already active on your account.');
});

test('sessions belong to their buyer, need a token, and name a package on sale', async () => {
  const buyer = await createUser(ctx);
  const other = await createUser(ctx);
  const session = await openCheckout(ctx, buyer.token, 'BASIC');
  expect((await ctx.api('GET', `/api/checkout-sessions/${session.id}`, { token: other.token })).status).toBe(404);
  expect((await ctx.api('GET', '/api/checkout-sessions/not-a-uuid', { token: other.token })).status).toBe(404);
  expect((await ctx.api('POST', '/api/checkout-sessions', { json: { packageId: 'BASIC' } })).status).toBe(401);
  const unknown = await ctx.api('POST', '/api/checkout-sessions', { token: buyer.token, json: { packageId: 'GOLD' } });
  expect(unknown.status).toBe(404);
  const empty = await ctx.api('POST', '/api/checkout-sessions', { token: buyer.token, lang: 'en', json: {} });
  expect((await body(empty)).error.fields).toEqual({ packageId: 'This field is required.' });
});

test('the test page is marked test mode, localised, accessible and runs no script', async () => {
  const { token } = await createUser(ctx);
  const session = await openCheckout(ctx, token, 'STANDARD', 'de');
  const res = await ctx.app.request(`/checkout/test/${session.id}`);
  expect(res.status).toBe(200);
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain('script-src');
  expect(res.headers.get('cache-control')).toBe('no-store');
  const html = await res.text();
  expect(html).toContain('<html lang="de">');
  expect(html).toContain('TESTMODUS');
  expect(html).not.toMatch(/<script/i);
  expect(html).toMatch(/<label for="cardNumber">Kartennummer<\/label>/);
  expect(html).toContain('autocomplete="cc-number"');
  expect(html).toContain('href="/de/dashboard/payment/cancel"');
  expect(html).toContain('99,00');

  expect((await ctx.app.request('/checkout/test/00000000-0000-4000-8000-000000000000')).status).toBe(404);
});

test('an expired session shows that it expired and cannot be paid', async () => {
  const { user, token: before } = await createUser(ctx);
  const session = await openCheckout(ctx, before, 'BASIC');
  travel(ctx, 25 * 60 * 60 * 1000);
  const token = await tokenNow(ctx, user.id);
  const page = await ctx.app.request(`/checkout/test/${session.id}`);
  expect(await page.text()).toContain('This payment session has expired');
  const paid = await payWithCard(ctx, session.id, SUCCEEDS);
  expect(paid.headers.get('location')).toBe(`/checkout/test/${session.id}`);
  expect((await rowsOf(user.id)).payments).toHaveLength(0);
  expect((await getData(ctx, `/api/checkout-sessions/${session.id}`, token)).status).toBe('expired');
  // A new click opens a fresh session instead of handing back the dead one.
  const fresh = await openCheckout(ctx, token, 'BASIC');
  expect(fresh.id).not.toBe(session.id);
  const [row] = await ctx.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, fresh.id));
  expect(row?.status).toBe('open');
});
