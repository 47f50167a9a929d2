import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Payment } from '@/lib/schemas/payments';
import { SUCCEEDS } from '../fixtures/commerce';

/**
 * The money journeys of issue 26 (decisions 074, 075): paying on the test provider's page after an order button, and
 * a purchase made through the API as the customer's own client would, with the contract number (the receipt number).
 */

/** On the test provider's page the order button led to: pays with the test card that succeeds. */
export async function payOnTestPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await page.locator('#cardNumber').fill(SUCCEEDS);
  await page.locator('button[type=submit]').click();
}

/** A package bought through the API with the test card; answers its contract number (the receipt number). */
export async function buyViaApi(request: APIRequestContext, token: string, packageId = 'BASIC'): Promise<string> {
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/checkout-sessions', { headers: auth, data: { packageId } });
  expect(created.ok(), await created.text()).toBe(true);
  const session = ((await created.json()) as { data: { id: string } }).data;
  const paid = await request.post(`/checkout/test/${session.id}`, {
    form: { cardNumber: SUCCEEDS },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const listed = ((await (await request.get('/api/payments', { headers: auth })).json()) as { data: Payment[] }).data;
  const receipt = listed.find((payment) => payment.receiptNumber)?.receiptNumber;
  expect(receipt, 'the purchase has a receipt number').toBeTruthy();
  return receipt!;
}

/** A date with a time of day, as the confirmations on a durable medium must state them (e.g. "14:05:09 MEZ"). */
export const DATE_AND_TIME = /\d{4}.*\d{1,2}[:.]\d{2}/;
