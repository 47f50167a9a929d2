import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { userPackages, users, type UserPackageRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { logError } from '@/server/log/logger';
import { paymentProviderFor } from '@/server/payment-providers/provider';
import { sendContractMail } from './mail';

const notCancellable = () => new ApiError(409, 'CONTRACT_NOT_CANCELLABLE', 'commerce-api:contracts.notCancellable');

/**
 * "jetzt kündigen" (§ 312k BGB, decision 075): the package stops renewing and runs out at the end of the paid period;
 * a scheduled change is dropped. Stripe is told first (its subscription ends with the period), then the row, then the
 * confirmation mail with the date and time of the cancellation. Cancelling again answers the first cancellation.
 */
export async function cancelContract(deps: AppDeps, row: UserPackageRow) {
  if (row.status !== 'active' || !row.monthly) throw notCancellable();
  const now = deps.now();
  if (!row.cancelledAt) {
    if (row.stripeSubscriptionId)
      await paymentProviderFor(deps, 'stripe')
        .scheduleEnd(row.stripeSubscriptionId, row.endDate)
        .catch((error: unknown) => {
          logError('cancellation: Stripe refused', error);
          throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'commerce-api:userPackages.updateFailed');
        });
    const [updated] = await deps.db
      .update(userPackages)
      .set({ autoRenew: false, cancelledAt: now, scheduledPackageId: null, updatedAt: now })
      .where(and(eq(userPackages.id, row.id), eq(userPackages.status, 'active')))
      .returning();
    if (!updated) throw notCancellable();
    row = updated;
    const [owner] = await deps.db.select().from(users).where(eq(users.id, row.userId));
    if (owner)
      await sendContractMail(deps, owner, 'cancelled', {
        contract: row.contractNumber ?? '',
        at: now,
        until: row.endDate,
      }).catch((error: unknown) => logError('cancellation mail failed', error));
  }
  return {
    status: 'cancelled' as const,
    contractNumber: row.contractNumber,
    cancelledAt: row.cancelledAt!.toISOString(),
    endsAt: row.endDate?.toISOString() ?? null,
  };
}
