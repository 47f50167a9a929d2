import { apiData } from '@/lib/api/data';
import { navigate } from '@/lib/navigation';
import { checkoutSessionSchema, type CheckoutSession } from '@/lib/schemas/payments';
import {
  packageChangeQuoteSchema,
  packageChangeResultSchema,
  type PackageChangeQuote,
  type UserPackage,
} from '@/lib/schemas/user-packages';
import { loadPackages } from './packages';

/**
 * Ordering and changing a package (decisions 074, 075): the order button's checkout with the start-early request,
 * the quote of a change, the change itself. Actions reject with the API error unchanged (decision 009).
 */

/** POST /checkout-sessions with the order button's "start now" box, then leaves for the payment page. */
export async function orderPackage(packageId: string, startEarly: boolean): Promise<CheckoutSession> {
  const session = await apiData('/checkout-sessions', checkoutSessionSchema, {
    method: 'POST',
    body: { packageId, startEarly },
  });
  navigate(session.url);
  return session;
}

const changePath = (id: string) => `/user-packages/${encodeURIComponent(id)}/change`;

/** GET /user-packages/{id}/change?packageId=: what the change costs and when it happens, before confirming. */
export const quoteChange = (id: string, packageId: string): Promise<PackageChangeQuote> =>
  apiData(`${changePath(id)}?packageId=${encodeURIComponent(packageId)}`, packageChangeQuoteSchema);

/** POST the change: an upgrade leaves for the payment page; a downgrade reloads the packages page's data. */
export async function changePackage(id: string, packageId: string): Promise<void> {
  const result = await apiData(changePath(id), packageChangeResultSchema, { method: 'POST', body: { packageId } });
  if ('url' in result) return navigate(result.url);
  await loadPackages();
}

/** DELETE the scheduled downgrade. */
export async function dropScheduledChange(mine: UserPackage): Promise<void> {
  await apiData(changePath(mine.id), packageChangeResultSchema, { method: 'DELETE' });
  await loadPackages();
}
