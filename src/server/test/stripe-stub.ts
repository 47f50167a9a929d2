import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { userPackages } from '@/server/db/schema';
import { catalogContext, openCheckout } from './commerce';
import type { TestContext } from './context';
import { createUser } from './users';

/**
 * A local stand-in for the few Stripe API endpoints the server calls (create and retrieve a Checkout Session,
 * retrieve, update or cancel a subscription, retrieve an invoice, create a refund), so the real SDK can be tested offline: the app's Stripe client is pointed here through
 * STRIPE_API_URL. Requests are recorded as Stripe receives them (form-encoded, flattened keys).
 */
export interface StripeStub {
  url: string;
  requests: { method: string; path: string; form: Record<string, string> }[];
  sessions: Map<string, Record<string, unknown>>;
  /** While true, cancelling a subscription answers 500 (Stripe in trouble). */
  refusing: boolean;
  /** Makes a session read back as paid, as it would after the buyer paid on Stripe's page. */
  markPaid(id: string, extra?: Record<string, unknown>): void;
  close(): Promise<void>;
}

export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_offline',
  STRIPE_WEBHOOK_SECRET: 'whsec_offline_test_secret',
};

const readForm = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
};

/** A subscription with one item, as `subscriptions.retrieve` answers it. */
const subscriptionObject = (id: string) => ({
  id,
  object: 'subscription',
  items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item', price: { product: `prod_${id}` } }] },
});

export async function startStripeStub(): Promise<StripeStub> {
  const requests: StripeStub['requests'] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  let counter = 0;
  let refusing = false;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const form = await readForm(req);
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ method: req.method ?? '', path, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${counter}` });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        counter += 1;
        const id = `cs_test_${counter}`;
        const session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: form.client_reference_id,
          expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
          invoice: null,
          payment_intent: null,
          subscription: null,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const session = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && session && sessions.has(session[1]!)) return send(200, sessions.get(session[1]!));
      const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && subscription) return send(200, subscriptionObject(subscription[1]!));
      if (req.method === 'POST' && subscription) {
        // An upgrade (decision 074) invoices the proration at once; the stub's invoice is paid by the saved card.
        if (form.proration_behavior !== 'always_invoice') return send(200, subscriptionObject(subscription[1]!));
        counter += 1;
        const invoice = { id: `in_upgrade_${counter}`, object: 'invoice', status: 'paid', hosted_invoice_url: null };
        return send(200, { ...subscriptionObject(subscription[1]!), latest_invoice: invoice });
      }
      const invoice = /^\/v1\/invoices\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && invoice)
        return send(200, {
          id: invoice[1],
          object: 'invoice',
          status: 'paid',
          payments: { object: 'list', data: [{ status: 'paid', payment: { payment_intent: `pi_of_${invoice[1]}` } }] },
        });
      if (req.method === 'GET' && path === '/v1/invoice_payments') {
        const intent = new URL(req.url ?? '', 'http://stub').searchParams.get('payment[payment_intent]') ?? '';
        const data = intent.startsWith('pi_of_') ? [{ object: 'invoice_payment', invoice: intent.slice(6) }] : [];
        return send(200, { object: 'list', data, has_more: false });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        if (refusing) return send(500, { error: { type: 'api_error', message: 'Stripe is having trouble' } });
        counter += 1;
        return send(200, { id: `re_${counter}`, object: 'refund', amount: Number(form.amount), status: 'succeeded' });
      }
      if (req.method === 'DELETE' && subscription) {
        if (refusing) return send(500, { error: { type: 'api_error', message: 'Stripe is having trouble' } });
        return send(200, { id: subscription[1], object: 'subscription', status: 'canceled' });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    get refusing() {
      return refusing;
    },
    set refusing(value) {
      refusing = value;
    },
    markPaid(id, extra = {}) {
      Object.assign(sessions.get(id)!, { status: 'complete', payment_status: 'paid', ...extra });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe('sk_test_signer_only');

/** A Stripe event as delivered to the webhook, with a valid signature at `timestamp` (seconds). */
export function signedEvent(
  type: string,
  object: unknown,
  options: { id?: string; timestamp: number; secret?: string },
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: options.timestamp,
    data: { object },
  });
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return { payload, header };
}

/** Delivers a signed event to the webhook as Stripe would; `timestamp` defaults to the app's clock. */
export async function deliver(
  ctx: TestContext,
  type: string,
  object: unknown,
  options: { id?: string; timestamp?: number; secret?: string; header?: string } = {},
) {
  const timestamp = options.timestamp ?? Math.floor(ctx.deps.now().getTime() / 1000);
  const event = signedEvent(type, object, { ...options, timestamp });
  return ctx.app.request('/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': options.header ?? event.header },
    body: event.payload,
  });
}

/** A Checkout Session object as Stripe sends it once the buyer paid. */
export const paidSession = (ourId: string, fields: Record<string, unknown>) => ({
  id: `cs_test_paid_${ourId.slice(0, 8)}`,
  object: 'checkout.session',
  client_reference_id: ourId,
  status: 'complete',
  payment_status: 'paid',
  invoice: null,
  payment_intent: null,
  subscription: null,
  ...fields,
});

/** An invoice of a subscription, as invoice.paid / invoice.payment_failed carry it. */
export const subscriptionInvoice = (
  id: string,
  subscription: string,
  checkoutSessionId: string,
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update',
  amount = 9900,
) => ({
  id,
  object: 'invoice',
  billing_reason: billingReason,
  amount_paid: amount,
  amount_due: amount,
  currency: 'eur',
  parent: {
    type: 'subscription_details',
    quote_details: null,
    subscription_details: { subscription, metadata: { checkoutSessionId } },
  },
});

/** A customer with a paid Stripe subscription for `code` (checkout, then Stripe's word by webhook). */
export async function subscribedCustomer(ctx: TestContext, code: string, subscription: string) {
  const buyer = await createUser(ctx);
  const session = await openCheckout(ctx, buyer.token, code);
  await deliver(
    ctx,
    'checkout.session.completed',
    paidSession(session.id, { subscription, invoice: `in_${subscription}_1` }),
  );
  const [pkg] = await ctx.deps.db.select().from(userPackages).where(eq(userPackages.userId, buyer.user.id));
  return { ...buyer, session, pkg: pkg! };
}

/** An app with the catalog whose Stripe client talks to a fresh stub; `close` stops both. */
export async function stripeTestContext() {
  const stripe = await startStripeStub();
  const ctx = await catalogContext({ ...STRIPE_TEST_ENV, STRIPE_API_URL: stripe.url });
  return { ctx, stripe, close: async () => (await ctx.close(), await stripe.close()) };
}

/**
 * A stand-in for an object a `beforeAll` makes later: every property read, call and write goes to `current()`, so
 * a test file can name it at the top. Reading it before it exists is a test bug and says so.
 */
function madeLater<T extends object>(what: string, current: () => T | undefined): T {
  const target = () => current() ?? fail(`${what} is used before beforeAll started it`);
  return new Proxy({} as T, {
    get: (_, key) => {
      const value: unknown = Reflect.get(target(), key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target()) : value;
    },
    set: (_, key, value) => Reflect.set(target(), key, value),
  });
}
const fail = (message: string): never => {
  throw new Error(message);
};

/**
 * For a test file: starts the app and stub of `stripeTestContext` before its tests and stops both after them. The
 * answer can be named at the top of the file — `const { ctx, stripe } = useStripeTestContext();` — and reaches
 * the started ones once `beforeAll` has run.
 */
export function useStripeTestContext(): { ctx: TestContext; stripe: StripeStub } {
  let started: Awaited<ReturnType<typeof stripeTestContext>> | undefined;
  beforeAll(async () => {
    started = await stripeTestContext();
  });
  afterAll(() => started?.close());
  return {
    ctx: madeLater('the Stripe test context', () => started?.ctx),
    stripe: madeLater('the Stripe stub', () => started?.stripe),
  };
}
