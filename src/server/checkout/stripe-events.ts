import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppDeps } from '@/server/context';
import { checkoutSessions, packages, payments, userPackages, webhookEvents } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import { isUuid } from '@/server/files/service';
import { onPaymentReceived } from '@/server/payments/payment-received';
import { recordFailedPayment } from '@/server/payments/record';
import { reconcileStripeRefund } from '@/server/refunds/stripe-refunds';
import { endPackage, renewInTransaction } from '@/server/user-packages/renewal';
import { afterFulfilment, fulfilInTransaction } from './fulfil';
import type { PaidCheckout } from '@/server/payment-providers/provider';
import { idOf, paidCheckout } from '@/server/payment-providers/stripe-provider';

type FollowUps = (() => Promise<void>)[];

interface Scope {
  tx: Transaction;
  now: Date;
  deps: AppDeps;
  after: FollowUps;
}

/**
 * Applies one verified Stripe event exactly once: its id is written in the same transaction as its effects, so a
 * redelivery (or five at once) finds it and does nothing, and a failure leaves no trace for Stripe's retry.
 * Mails and calls back to Stripe run after the commit. Answers false for an event seen before.
 */
export async function handleStripeEvent(deps: AppDeps, event: Stripe.Event) {
  const now = deps.now();
  const after: FollowUps = [];
  const fresh = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type, processedAt: now })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!inserted) return false;
    await apply({ tx, now, deps, after }, event);
    return true;
  });
  for (const followUp of after) await followUp();
  return fresh;
}

async function apply(scope: Scope, event: Stripe.Event) {
  switch (event.type) {
    // A delayed method (a bank debit) completes the session unpaid; its money arrives with async_payment_succeeded.
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paid = paidCheckout(session);
      if (paid) await deliver(scope, session.client_reference_id, paid);
      return;
    }
    case 'checkout.session.expired': {
      const id = event.data.object.client_reference_id;
      if (id && isUuid(id))
        await scope.tx
          .update(checkoutSessions)
          .set({ status: 'expired' })
          .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
      return;
    }
    case 'invoice.paid':
      return invoicePaid(scope, event.data.object);
    case 'invoice.payment_failed':
      return invoiceFailed(scope, event.data.object);
    case 'charge.refunded': {
      const charge = event.data.object;
      scope.after.push(() => reconcileStripeRefund(scope.deps, charge));
      return;
    }
    case 'customer.subscription.deleted': {
      const owned = await ownedBySubscription(scope.tx, event.data.object.id);
      if (owned) await endPackage(scope.tx, scope.now, owned);
      return;
    }
    default:
      return;
  }
}

async function deliver(scope: Scope, sessionId: string | null | undefined, paid: PaidCheckout) {
  if (!sessionId || !isUuid(sessionId)) return;
  const done = await fulfilInTransaction(scope.tx, scope.now, sessionId, paid);
  if (done) scope.after.push(() => afterFulfilment(scope.deps, done));
}

async function ownedBySubscription(tx: Transaction, subscriptionId: string | null) {
  if (!subscriptionId) return undefined;
  const [found] = await tx
    .select({ row: userPackages, pkg: packages })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(eq(userPackages.stripeSubscriptionId, subscriptionId))
    .for('update', { of: userPackages });
  return found && { ...found.row, type: found.pkg.type, pkg: found.pkg };
}

/**
 * The first invoice of a subscription confirms the purchase (whichever of it and checkout.session.completed comes
 * first delivers it); later ones pay the next month. A renewal that arrives before the purchase was recorded
 * delivers the purchase first, from the checkout session id in the subscription's metadata.
 */
async function invoicePaid(scope: Scope, invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!details || !subscriptionId) return;
  const sessionId = details.metadata?.checkoutSessionId;
  if (invoice.billing_reason === 'subscription_create')
    return deliver(scope, sessionId, { providerRef: invoice.id ?? null, subscriptionId });
  // An upgrade's prorated invoice (decision 074): its checkout session waits for exactly this invoice.
  if (invoice.billing_reason === 'subscription_update' && invoice.id) {
    const [upgrade] = await scope.tx
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.providerSessionId, invoice.id), eq(checkoutSessions.purpose, 'upgrade')));
    return deliver(scope, upgrade?.id, {
      providerRef: invoice.id,
      subscriptionId: null,
      amountCents: invoice.amount_paid,
    });
  }
  if (invoice.billing_reason !== 'subscription_cycle' || !invoice.id) return;
  let owned = await ownedBySubscription(scope.tx, subscriptionId);
  if (!owned) {
    await deliver(scope, sessionId, { providerRef: null, subscriptionId });
    owned = await ownedBySubscription(scope.tx, subscriptionId);
  }
  if (!owned) return;
  const [seen] = await scope.tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.providerRef, invoice.id), eq(payments.status, 'succeeded')));
  if (seen) return;
  const renewed = await renewInTransaction(scope.tx, scope.now, owned, owned.pkg, {
    providerRef: invoice.id,
    amountCents: invoice.amount_paid,
  });
  if (renewed) scope.after.push(() => onPaymentReceived(scope.deps, renewed.paymentId));
}

/** A month's charge that failed: shown in the history; Stripe retries and, in the end, cancels the subscription. */
async function invoiceFailed(scope: Scope, invoice: Stripe.Invoice) {
  const owned = await ownedBySubscription(scope.tx, idOf(invoice.parent?.subscription_details?.subscription));
  if (!owned || invoice.billing_reason !== 'subscription_cycle') return;
  await recordFailedPayment(scope.tx, {
    userId: owned.userId,
    packageId: owned.packageId,
    userPackageId: owned.id,
    checkoutSessionId: null,
    provider: 'stripe',
    providerRef: invoice.id ?? null,
    kind: 'renewal',
    amountCents: invoice.amount_due,
    failureCode: 'renewal_failed',
    at: scope.now,
  });
}
