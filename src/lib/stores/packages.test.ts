// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { signInOnPage, startBrowserApi, type BrowserApi } from '@/server/test/browser';
import { DECLINED, SUCCEEDS, payWithCard, seedCatalog } from '@/server/test/commerce';
import { errorCode } from '@/lib/api/errors';
import { setNavigator } from '@/lib/navigation';
import { $packageDetail, $packages, activePackages, loadPackageDetail, loadPackages, setAutoRenew } from './packages';
import { orderPackage } from './package-changes';
import { $checkoutResult, $payments, confirmCheckout, downloadReceipt, loadPayments } from './payments';

// The packages and payments stores against the real API (catalog from the content files, the test provider).
let api: BrowserApi;
const navigations: string[] = [];
beforeAll(async () => {
  api = await startBrowserApi();
  await seedCatalog(api.ctx);
  setNavigator((url) => navigations.push(url));
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  navigations.length = 0;
  await signInOnPage(api, { path: '/en/dashboard/packages' });
}, 30_000);

/** Checkout through the order button's store action, then the test page's card form as the browser posts it. */
async function buyWith(code: string, card: string) {
  const session = await orderPackage(code, false);
  expect(navigations.at(-1)).toBe(session.url);
  expect((await payWithCard(api.ctx, session.id, card)).status).toBe(303);
  return session;
}

test('the overview holds the whole catalog (one-time included) and no package before a purchase', async () => {
  const { catalog, owned } = await loadPackages();
  expect(catalog.map((p) => p.code)).toEqual(['BASIC', 'STANDARD', 'PREMIUM', 'DOCUMENT_CHECK']);
  expect(catalog.find((p) => p.code === 'DOCUMENT_CHECK')?.type).toBe('one_time');
  expect(owned).toEqual([]);
  const detail = await loadPackageDetail('standard');
  expect(detail).toMatchObject({ pkg: { code: 'STANDARD' }, owned: null });
  await loadPackageDetail('NOPE').catch(() => undefined);
  expect($packageDetail.get().status).toBe('error');
});

test('a paid checkout is confirmed, becomes the active package with its timeline, and auto-renew switches off', async () => {
  const session = await buyWith('BASIC', SUCCEEDS);
  const confirmed = await confirmCheckout(session.id, { attempts: 1 });
  expect(confirmed).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  expect($checkoutResult.get()).toEqual({ status: 'ready', data: confirmed });

  const [active] = activePackages((await loadPackages()).owned);
  expect(active).toMatchObject({
    id: confirmed.userPackageId,
    package: { code: 'BASIC' },
    autoRenew: true,
    renewable: true,
  });
  expect(active?.steps[0]?.status).toBe('in_progress');
  const detail = await loadPackageDetail('BASIC');
  expect(detail.owned?.id).toBe(active?.id);

  const off = await setAutoRenew(active!.id, false);
  expect(off.autoRenew).toBe(false);
  const overview = $packages.get();
  expect(overview.status === 'ready' && overview.data.owned[0]?.autoRenew).toBe(false);
  const shown = $packageDetail.get();
  expect(shown.status === 'ready' && shown.data.owned?.autoRenew).toBe(false);

  // Buying the same package again is refused with the API's error.
  expect(errorCode(await orderPackage('BASIC', false).catch((e: unknown) => e))).toBe('PACKAGE_ALREADY_ACTIVE');

  const [payment] = await loadPayments();
  expect(payment).toMatchObject({ status: 'succeeded', amountCents: 4900, package: { code: 'BASIC' } });
  expect(await downloadReceipt(payment!)).toBe(`receipt-${payment!.receiptNumber}.pdf`);
});

test('a declined card leaves an open session, a failed payment and no package', async () => {
  const session = await buyWith('STANDARD', DECLINED);
  const result = await confirmCheckout(session.id, { attempts: 2, intervalMs: 10 });
  expect(result).toMatchObject({ status: 'open', paymentStatus: 'unpaid', userPackageId: null });
  expect((await loadPackages()).owned).toEqual([]);
  expect((await loadPayments()).map((p) => p.status)).toEqual(['failed']);
  expect($payments.get().status).toBe('ready');
});
