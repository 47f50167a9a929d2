import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import trStaff from '@locales/tr/staff.json' with { type: 'json' };
import { expect, test } from './fixtures/accounts';
import { buyPackage, commerce, SUCCEEDS } from './fixtures/commerce';
import { onboardingApi } from './fixtures/onboarding';
import { buyViaApi, payOnTestPage } from './support/money';
import { mailsTo } from './support/outbox';
import { staffAccount } from './support/staff';
import { fill } from './support/strings';
import { registerViaApi, storeTokens } from './support/users';

/**
 * Issue 26's money journeys (decision 074): an upgrade paid on the test provider leaves exactly one active package;
 * an admin refunds a payment on the case page and the customer downloads the credit note in their own language.
 */

const tr = commerce('tr');

test('upgrade Başlangıç → Standart: the change is priced, paid, and one active package remains', async ({
  page,
  onboardedUser: _user,
}) => {
  await buyPackage(page, 'tr', 'Başlangıç', SUCCEEDS);
  await expect(page).toHaveURL(/\/dashboard\/packages\/?$/, { timeout: 15_000 });

  // The change dialog shows the server's quote (the prorated difference today) before the order button.
  await page.getByRole('button', { name: `${tr['packages.select']}: Standart` }).click();
  const dialog = page.getByRole('dialog', { name: fill(tr['change.title'], { name: 'Standart' }) });
  await expect(dialog.getByText(/Başlangıç.*Standart/)).toBeVisible();
  await expect(dialog.getByText(/€/).first()).toBeVisible();
  await dialog.getByRole('button', { name: tr['order.button'], exact: true }).click();
  await payOnTestPage(page);
  await expect(page).toHaveURL(/\/dashboard\/packages\/?$/, { timeout: 15_000 });

  const active = page.getByRole('region', { name: tr['packages.active.title'] });
  await expect(active.getByRole('article')).toHaveCount(1);
  await expect(active.getByRole('article', { name: 'Standart' })).toBeVisible();
  await expect(active.getByText(tr['status.package.active'], { exact: true })).toHaveCount(1);

  // The difference is a payment of its own, beside the first purchase.
  await page.goto('/dashboard/payments');
  await expect(page.getByRole('row').filter({ hasText: tr['payments.kind.upgrade'] })).toHaveCount(1);
});

test('an admin refunds a payment on the case page; the customer downloads the credit note PDF in German', async ({
  page,
  browser,
  request,
}) => {
  const customer = await registerViaApi(request, 'de');
  await onboardingApi(request, customer.tokens.access_token).reach(5);
  const receipt = await buyViaApi(request, customer.tokens.access_token);

  // An admin (Turkish console) opens the case and refunds €10 of the purchase.
  await storeTokens(page, (await staffAccount(request, 'admin', 'tr')).tokens);
  await page.goto(`/staff/case?id=${customer.session.id}`);
  const payments = page.locator('#payments');
  await expect(payments.getByText(receipt)).toBeVisible();
  await payments.getByRole('button', { name: trStaff['payments.refund'] }).click();
  await payments.getByLabel(trStaff['payments.amount']).fill('10,00');
  await payments.getByLabel(trStaff['payments.reason']).fill('Kulanz');
  await payments.getByRole('button', { name: trStaff['payments.refund'] }).click();
  await expect(payments.getByText(`${receipt}-G1`, { exact: false })).toBeVisible();
  await expect(payments.getByText(trStaff['payments.status.partially_refunded'], { exact: false })).toBeVisible();

  // The customer is told by mail, with the credit note attached.
  await mailsTo(customer.email, (mail) => mail.subject.includes(`${receipt}-G1`));

  // The customer's payments page: the status, and the credit note as a German PDF.
  const de = commerce('de');
  const customerPage = await (await browser.newContext()).newPage();
  await storeTokens(customerPage, customer.tokens);
  await customerPage.goto('/de/dashboard/payments');
  const row = customerPage.getByRole('row').filter({ hasText: receipt });
  await expect(row.getByText(de['status.payment.partially_refunded'])).toBeVisible();
  const download = customerPage.waitForEvent('download');
  await row.getByRole('button', { name: fill(de['payments.creditNote'], { number: `${receipt}-G1` }) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`credit-note-${receipt}-G1.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  expect(text).toContain('Gutschrift');
  expect(text).toContain('Kulanz');
  expect(text).not.toContain('İade belgesi');
});
