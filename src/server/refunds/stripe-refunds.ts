import { eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppDeps } from '@/server/context';
import { payments, refunds } from '@/server/db/schema';
import { findDriverError } from '@/server/db/errors';
import { logError } from '@/server/log/logger';
import { idOf, stripeClient } from '@/server/payment-providers/stripe-provider';
import { issueRefund } from './issue';

/**
 * `charge.refunded` (decision 074): a refund made at Stripe (its dashboard, a dispute settled by refund) is recorded
 * like one made in the console — the part Stripe refunded beyond what we know, with a credit note and the customer
 * told. A refund we started ourselves is already recorded (its id is known) and changes nothing; a redelivery finds
 * the same Stripe refund id (unique) and stops there.
 */
export async function reconcileStripeRefund(deps: AppDeps, charge: Stripe.Charge) {
  const intent = idOf(charge.payment_intent);
  if (!intent) return;
  // A one-time package's payment is recorded by its payment intent, a subscription's by its invoice.
  const refs = [intent, ...(await invoicesPaidBy(deps, intent))];
  const [payment] = await deps.db.select().from(payments).where(inArray(payments.providerRef, refs));
  if (!payment) return;
  const latest = charge.refunds?.data[0]?.id ?? `${charge.id}:${charge.amount_refunded}`;
  const [known] = await deps.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.providerRef, latest));
  const missing = charge.amount_refunded - payment.refundedCents;
  if (known || missing <= 0) return;
  await issueRefund(deps, {
    paymentId: payment.id,
    amountCents: missing,
    reason: 'Stripe',
    actor: null,
    providerRef: latest,
  }).catch((error: unknown) => {
    // 23505: the same Stripe refund recorded by a concurrent delivery.
    if (!findDriverError(error, '23505')) logError('could not record a refund made at Stripe', error);
  });
}

/** The invoices a payment intent paid (Stripe API 2025+: charges no longer name their invoice). */
async function invoicesPaidBy(deps: AppDeps, intent: string) {
  const list = await stripeClient(deps.env).invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: intent },
    limit: 3,
  });
  return list.data.map((paid) => idOf(paid.invoice)).filter((id): id is string => id !== null);
}
