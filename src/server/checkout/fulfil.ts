import { eq } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { checkoutSessions, packages, payments, userPackages, userPackageSteps, users } from '@/server/db/schema';
import { lockOwner, type Transaction } from '@/server/db/transaction';
import { logError } from '@/server/log/logger';
import { onPaymentReceived } from '@/server/payments/payment-received';
import { recordSucceededPayment } from '@/server/payments/record';
import { firstPeriod } from '@/server/user-packages/periods';
import { fulfilUpgrade } from './fulfil-upgrade';
import { activeMonthly } from './one-package';
import { paymentProviderFor, type PaidCheckout } from '@/server/payment-providers/provider';

export interface Fulfilment {
  paymentId: string;
  provider: 'test' | 'stripe';
  subscriptionId: string | null;
  termEndDate: Date | null;
  /** A Stripe subscription the purchase replaced (two checkouts paid at once), to be stopped at Stripe. */
  replacedSubscription?: string | null;
}

/**
 * Delivers a paid checkout session: the succeeded payment with its receipt number, the active package with its
 * steps (the first one started), the session complete — all in the caller's transaction, or none of it.
 *
 * Exactly once however often and in whatever order the confirmation arrives (the test page posted five times,
 * Stripe's webhook and the success page's check racing): the session row is locked first, and whoever gets it
 * second finds it complete and does nothing. Unique indexes on the package's and the payment's session id back
 * this up. Answers null when there was nothing (more) to deliver.
 */
export async function fulfilInTransaction(tx: Transaction, now: Date, sessionId: string, paid: PaidCheckout) {
  const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).for('update');
  // An expired session that is paid after all (a late Stripe confirmation) is still delivered: the money was taken.
  if (!session || session.status === 'complete') return null;
  if (session.purpose === 'upgrade') return fulfilUpgrade(tx, now, session, paid);
  const [pkg] = await tx.select().from(packages).where(eq(packages.id, session.packageId));
  const [user] = await tx.select().from(users).where(eq(users.id, session.userId));
  if (!pkg || !user) return null;

  const period = firstPeriod(pkg, now);
  // Two paid sessions of one customer at once: the user's row lock puts them one after the other, so the second
  // sees the first one's package (not only the unique index, which would answer the second with an error).
  if (pkg.type === 'monthly') await lockOwner(tx, user.id);
  const replaced = pkg.type === 'monthly' ? await replaceRunningMonthly(tx, now, user.id) : null;
  const [bought] = await tx
    .insert(userPackages)
    .values({
      userId: user.id,
      packageId: pkg.id,
      checkoutSessionId: session.id,
      provider: session.provider,
      stripeSubscriptionId: paid.subscriptionId,
      status: 'active',
      ...period,
      priceCents: session.amountCents,
      autoRenew: pkg.type === 'monthly',
      monthly: pkg.type === 'monthly',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(userPackageSteps).values(
    pkg.processSteps.map((step, position) => ({
      userPackageId: bought!.id,
      position,
      key: step.key,
      title: step.title,
      required: step.required,
      status: position === 0 ? ('in_progress' as const) : ('not_started' as const),
      updatedAt: now,
    })),
  );
  const paymentId = await recordSucceededPayment(tx, {
    user,
    pkg,
    userPackageId: bought!.id,
    checkoutSessionId: session.id,
    provider: session.provider,
    providerRef: paid.providerRef,
    kind: 'purchase',
    amountCents: session.amountCents,
    periodStart: period.startDate,
    periodEnd: period.endDate,
    paidAt: now,
  });
  const [receipt] = await tx
    .select({ number: payments.receiptNumber })
    .from(payments)
    .where(eq(payments.id, paymentId));
  await tx.update(userPackages).set({ contractNumber: receipt!.number }).where(eq(userPackages.id, bought!.id));
  await tx
    .update(checkoutSessions)
    .set({ status: 'complete', completedAt: now })
    .where(eq(checkoutSessions.id, session.id));
  return {
    paymentId,
    provider: session.provider,
    subscriptionId: paid.subscriptionId,
    termEndDate: period.termEndDate,
    replacedSubscription: replaced?.stripeSubscriptionId ?? null,
  };
}

/**
 * What follows a committed fulfilment, outside the transaction (slow, may fail without undoing the sale): the
 * 'payment received' mail and notification, and for a Stripe subscription with a fixed term, its end date at Stripe.
 */
export async function afterFulfilment(deps: AppDeps, done: Fulfilment) {
  await onPaymentReceived(deps, done.paymentId);
  if (done.replacedSubscription)
    await paymentProviderFor(deps, 'stripe')
      .scheduleEnd(done.replacedSubscription, new Date(deps.now().getTime() + 60_000))
      .catch((error: unknown) => logError('could not stop a replaced subscription', error));
  if (done.subscriptionId && done.termEndDate)
    await paymentProviderFor(deps, done.provider)
      .scheduleEnd(done.subscriptionId, done.termEndDate)
      .catch((error: unknown) => logError('could not schedule the subscription end', error));
}

/** fulfilInTransaction in a transaction of its own, then its follow-ups; true when this call delivered it. */
export async function fulfilCheckout(deps: AppDeps, sessionId: string, paid: PaidCheckout) {
  const done = await deps.db.transaction((tx) => fulfilInTransaction(tx, deps.now(), sessionId, paid));
  if (done) await afterFulfilment(deps, done);
  return done !== null;
}

/**
 * Two checkouts for different monthly packages, opened before either was paid and then both paid: the checkout
 * route cannot see that coming. The later payment wins; the earlier package stops now ('cancelled', no renewal) so the
 * one-monthly index holds and nobody is charged twice a month. The admin refunds its unused part (decision 074).
 */
async function replaceRunningMonthly(tx: Transaction, now: Date, userId: string) {
  const running = await activeMonthly(tx, userId);
  if (!running) return null;
  logError('checkout: a second monthly package was paid; the earlier one ends now', new Error(running.id));
  await tx
    .update(userPackages)
    .set({ status: 'cancelled', autoRenew: false, cancelledAt: now, updatedAt: now })
    .where(eq(userPackages.id, running.id));
  return running;
}
