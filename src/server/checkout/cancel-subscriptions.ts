import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { PACKAGE_STATUSES } from '@/lib/schemas/user-packages';
import type { AppDeps } from '@/server/context';
import { userPackages } from '@/server/db/schema';
import { logError } from '@/server/log/logger';
import { ApiError } from '@/server/http/errors';
import { stripeClient } from '@/server/payment-providers/stripe-provider';

/** Statuses after which Stripe no longer charges (the subscription already ended with the package). */
const ENDED = new Set(['expired', 'cancelled', 'completed', 'failed']);
const RUNNING = PACKAGE_STATUSES.filter((status) => !ENDED.has(status));

/**
 * Before an account is deleted: ends every Stripe subscription of its packages at once, so nobody is charged for
 * an account that no longer exists. Runs before the rows go; a refusal by Stripe answers 502 and deletes nothing, so
 * the user can try again. Without Stripe configured there is nothing to reach (test-provider packages have no
 * subscription).
 */
export async function cancelSubscriptionsOf(deps: Pick<AppDeps, 'db' | 'env'>, userId: string): Promise<void> {
  const rows = await deps.db
    .select({ subscription: userPackages.stripeSubscriptionId })
    .from(userPackages)
    .where(
      and(
        eq(userPackages.userId, userId),
        isNotNull(userPackages.stripeSubscriptionId),
        inArray(userPackages.status, RUNNING),
      ),
    );
  if (rows.length === 0 || !deps.env.STRIPE_SECRET_KEY) return;
  const stripe = stripeClient(deps.env);
  for (const { subscription } of rows) {
    await stripe.subscriptions.cancel(subscription!).catch((error: unknown) => {
      // Already cancelled at Stripe (a lost webhook): nothing left to stop.
      if ((error as { code?: string }).code === 'resource_missing') return;
      logError('account deletion: Stripe refused to cancel a subscription', error);
      throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'commerce-api:account.cancelFailed');
    });
  }
}
