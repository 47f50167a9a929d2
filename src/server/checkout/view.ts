import { eq } from 'drizzle-orm';
import type { CheckoutSession } from '@/lib/schemas/payments';
import type { AppDeps } from '@/server/context';
import { userPackages, type CheckoutSessionRow } from '@/server/db/schema';

/** An open session whose time ran out reads as expired, whether or not anything has written that down yet. */
export const effectiveStatus = (row: Pick<CheckoutSessionRow, 'status' | 'expiresAt'>, now: Date) =>
  row.status === 'open' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;

export async function toCheckoutSession(
  deps: Pick<AppDeps, 'db' | 'now'>,
  row: CheckoutSessionRow,
): Promise<CheckoutSession> {
  const [bought] = await deps.db
    .select({ id: userPackages.id })
    .from(userPackages)
    .where(eq(userPackages.checkoutSessionId, row.id));
  return {
    id: row.id,
    url: row.url,
    status: effectiveStatus(row, deps.now()),
    paymentStatus: row.status === 'complete' ? 'paid' : 'unpaid',
    packageId: row.packageId,
    amountCents: row.amountCents,
    currency: row.currency,
    expiresAt: row.expiresAt.toISOString(),
    userPackageId: bought?.id ?? null,
  };
}
