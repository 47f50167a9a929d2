import Stripe from 'stripe';
import { localePath } from '@/lib/i18n/locales';
import type { RuntimeEnv } from '@/server/context';
import type { PaidCheckout, PaymentProvider } from './provider-types';

const clients = new Map<string, Stripe>();

/** One SDK client per key and address; STRIPE_API_URL points it at a stub (tests) or stripe-mock. */
export function stripeClient(env: Pick<RuntimeEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe {
  const key = env.STRIPE_SECRET_KEY ?? '';
  const cacheKey = `${key}|${env.STRIPE_API_URL ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
    client = new Stripe(key, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(api && { host: api.hostname, port: api.port, protocol: api.protocol.slice(0, -1) as 'http' | 'https' }),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** Stripe fields that are an id, or the object when expanded. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Stripe Checkout: subscription mode for monthly packages (Stripe charges each month and tells us through invoice
 * webhooks), payment mode for one-time packages, with the payment methods the Stripe dashboard enables. Our session
 * id travels as `client_reference_id` and in the metadata of the subscription or payment, which later events carry
 * back.
 */
export function stripeProvider(env: RuntimeEnv): PaymentProvider {
  const stripe = stripeClient(env);
  const site = env.PUBLIC_SITE_URL.replace(/\/+$/, '');
  return {
    name: 'stripe',
    async open({ sessionId, amountCents, locale, pkg, user }) {
      const metadata = { checkoutSessionId: sessionId };
      const monthly = pkg.type === 'monthly';
      const session = await stripe.checkout.sessions.create(
        {
          mode: monthly ? 'subscription' : 'payment',
          client_reference_id: sessionId,
          customer_email: user.email,
          locale,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: amountCents,
                product_data: { name: pkg.text[locale].name },
                ...(monthly && { recurring: { interval: 'month' as const } }),
              },
            },
          ],
          metadata,
          ...(monthly ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
          success_url: `${site}${localePath(locale, '/dashboard/payment/success')}?session_id=${sessionId}`,
          cancel_url: `${site}${localePath(locale, '/dashboard/payment/cancel')}`,
        },
        // A retried request (network trouble) must not open a second session at Stripe.
        { idempotencyKey: `checkout-${sessionId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url, providerSessionId: session.id, expiresAt: new Date(session.expires_at * 1000) };
    },
    async check(row) {
      if (!row.providerSessionId) return null;
      if (row.purpose === 'upgrade') {
        const invoice = await stripe.invoices.retrieve(row.providerSessionId);
        return invoice.status === 'paid' ? { providerRef: invoice.id ?? null, subscriptionId: null } : null;
      }
      const session = await stripe.checkout.sessions.retrieve(row.providerSessionId);
      return paidCheckout(session);
    },
    async scheduleEnd(subscriptionId, endAt) {
      await stripe.subscriptions.update(subscriptionId, {
        cancel_at: endAt ? Math.floor(endAt.getTime() / 1000) : '',
        proration_behavior: 'none',
      });
    },
    async changePlan(subscriptionId, { pkg, locale, when, sessionId }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      const upgrade = when === 'now';
      // Stripe prorates by the second; our quote by Berlin days (decision 074): the invoice's amount is what we record.
      // `pending_if_incomplete`: an upgrade whose invoice is not paid changes nothing at Stripe.
      const updated = await stripe.subscriptions.update(
        subscriptionId,
        {
          items: [
            {
              id: item.id,
              price_data: {
                currency: 'eur',
                product: idOf(item.price.product)!,
                unit_amount: pkg.priceCents,
                recurring: { interval: 'month' },
              },
            },
          ],
          proration_behavior: upgrade ? 'always_invoice' : 'none',
          ...(upgrade && { payment_behavior: 'pending_if_incomplete' as const, expand: ['latest_invoice'] }),
        },
        sessionId ? { idempotencyKey: `change-${sessionId}` } : undefined,
      );
      const invoice = upgrade && typeof updated.latest_invoice === 'object' ? updated.latest_invoice : null;
      // Charged to the saved card at once; the success page checks the invoice (check below) if the webhook is late.
      const back = sessionId ? `?session_id=${sessionId}` : '';
      return {
        url: invoice?.hosted_invoice_url ?? `${site}${localePath(locale, '/dashboard/payment/success')}${back}`,
        providerSessionId: invoice?.id ?? null,
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      };
    },
    async refund({ providerRef, amountCents, refundId }) {
      if (!providerRef) throw new Error('a Stripe charge without its invoice or payment intent cannot be refunded');
      const intent = providerRef.startsWith('in_') ? await paymentIntentOfInvoice(stripe, providerRef) : providerRef;
      const refund = await stripe.refunds.create(
        { payment_intent: intent, amount: amountCents, metadata: { refundId } },
        { idempotencyKey: `refund-${refundId}` },
      );
      return refund.id;
    },
  };
}

/** The payment intent that paid an invoice (API 2025+: through the invoice's payments list). */
async function paymentIntentOfInvoice(stripe: Stripe, invoiceId: string) {
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const paid = invoice.payments?.data.find((p) => p.status === 'paid') ?? invoice.payments?.data[0];
  const intent = idOf(paid?.payment.payment_intent);
  if (!intent) throw new Error(`invoice ${invoiceId} has no payment intent`);
  return intent;
}

/** A completed, paid Checkout Session as our fulfilment needs it; null while unpaid (a bank debit still on its way). */
export function paidCheckout(session: Stripe.Checkout.Session): PaidCheckout | null {
  if (session.status !== 'complete' || session.payment_status === 'unpaid') return null;
  return {
    providerRef: idOf(session.invoice) ?? idOf(session.payment_intent),
    subscriptionId: idOf(session.subscription),
  };
}
