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
      const session = await stripe.checkout.sessions.retrieve(row.providerSessionId);
      return paidCheckout(session);
    },
    async scheduleEnd(subscriptionId, endAt) {
      await stripe.subscriptions.update(subscriptionId, {
        cancel_at: endAt ? Math.floor(endAt.getTime() / 1000) : '',
        proration_behavior: 'none',
      });
    },
  };
}

/** A completed, paid Checkout Session as our fulfilment needs it; null while unpaid (a bank debit still on its way). */
export function paidCheckout(session: Stripe.Checkout.Session): PaidCheckout | null {
  if (session.status !== 'complete' || session.payment_status === 'unpaid') return null;
  return {
    providerRef: idOf(session.invoice) ?? idOf(session.payment_intent),
    subscriptionId: idOf(session.subscription),
  };
}
