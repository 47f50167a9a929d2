import { eq } from 'drizzle-orm';
import { checkoutSessions, packages, userPackages, users, type CheckoutSessionRow } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import { logError } from '@/server/log/logger';
import { recordSucceededPayment } from '@/server/payments/record';
import { switchPackage } from '@/server/user-packages/switch';
import type { PaidCheckout } from '@/server/payment-providers/provider';

/**
 * A paid upgrade (decision 074): the prorated difference recorded as an `upgrade` payment, and the customer's package
 * switched to the new one in place, its shared steps kept. The new package's term counts from the original purchase:
 * the customer continues, they do not start over. Called under the session's lock, so it runs once.
 */
export async function fulfilUpgrade(tx: Transaction, now: Date, session: CheckoutSessionRow, paid: PaidCheckout) {
  const [row] = await tx.select().from(userPackages).where(eq(userPackages.id, session.userPackageId!)).for('update');
  const [to] = await tx.select().from(packages).where(eq(packages.id, session.packageId));
  const [user] = await tx.select().from(users).where(eq(users.id, session.userId));
  if (!row || !to || !user) return null;
  const paymentId = await recordSucceededPayment(tx, {
    user,
    pkg: to,
    userPackageId: row.id,
    checkoutSessionId: session.id,
    provider: session.provider,
    providerRef: paid.providerRef,
    kind: 'upgrade',
    amountCents: paid.amountCents ?? session.amountCents,
    periodStart: now,
    periodEnd: row.endDate,
    paidAt: now,
  });
  // Paid after the package ended or moved on (a late confirmation): the money is recorded for a refund, nothing
  // switches.
  if (row.status === 'active' && row.packageId !== to.id && row.endDate)
    await switchPackage(tx, now, row, to, row.startDate);
  else logError('checkout: an upgrade was paid for a package that can no longer change', new Error(row.id));
  await tx
    .update(checkoutSessions)
    .set({ status: 'complete', completedAt: now })
    .where(eq(checkoutSessions.id, session.id));
  return { paymentId, provider: session.provider, subscriptionId: null, termEndDate: null };
}
