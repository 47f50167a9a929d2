import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { checkoutSessions, payments, userPackages, webhookEvents } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { getData, openCheckout, SUCCEEDS, payWithCard } from '@/server/test/commerce';
import { readOutbox } from '@/server/test/eml';
import { deliver, paidSession, subscriptionInvoice, useStripeTestContext } from '@/server/test/stripe-stub';
import { createUser } from '@/server/test/users';

const { ctx, stripe } = useStripeTestContext();

const stateOf = async (userId: string) => ({
  packages: await ctx.deps.db.select().from(userPackages).where(eq(userPackages.userId, userId)),
  payments: await ctx.deps.db.select().from(payments).where(eq(payments.userId, userId)),
});

test('a monthly package opens a Stripe subscription checkout at the catalog price; one-time packages pay once', async () => {
  const { token } = await createUser(ctx);
  const res = await ctx.api('POST', '/api/checkout-sessions', {
    token,
    lang: 'de',
    json: { packageId: 'STANDARD', priceCents: 1 },
  });
  expect(res.status).toBe(201);
  const session = (await body(res)).data;
  expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
  const sent = stripe.requests.at(-1)!;
  expect(sent.form).toMatchObject({
    mode: 'subscription',
    client_reference_id: session.id,
    locale: 'de',
    'line_items[0][price_data][unit_amount]': '9900',
    'line_items[0][price_data][currency]': 'eur',
    'line_items[0][price_data][recurring][interval]': 'month',
    'subscription_data[metadata][checkoutSessionId]': session.id,
    success_url: `${ctx.deps.env.PUBLIC_SITE_URL}/de/dashboard/payment/success?session_id=${session.id}`,
    cancel_url: `${ctx.deps.env.PUBLIC_SITE_URL}/de/dashboard/payment/cancel`,
  });
  // The test provider's page does not exist while Stripe takes the payments.
  expect((await payWithCard(ctx, session.id, SUCCEEDS)).status).toBe(404);

  await openCheckout(ctx, token, 'DOCUMENT_CHECK');
  const oneTime = stripe.requests.at(-1)!.form;
  expect([
    oneTime.mode,
    oneTime['line_items[0][price_data][unit_amount]'],
    oneTime['line_items[0][price_data][recurring][interval]'],
  ]).toEqual(['payment', '7900', undefined]);
  expect(oneTime['payment_intent_data[metadata][checkoutSessionId]']).toBeDefined();
});

test('a bad signature, another secret or a stale timestamp answer 400 and change nothing', async () => {
  const { user, token } = await createUser(ctx);
  const session = await openCheckout(ctx, token, 'STANDARD');
  const object = paidSession(session.id, { subscription: 'sub_bad', invoice: 'in_bad' });
  const now = Math.floor(ctx.deps.now().getTime() / 1000);
  const attempts = [
    await deliver(ctx, 'checkout.session.completed', object, { header: `t=${now},v1=${'0'.repeat(64)}` }),
    await deliver(ctx, 'checkout.session.completed', object, { secret: 'whsec_someone_else' }),
    await deliver(ctx, 'checkout.session.completed', object, { timestamp: now - 301 }),
    await deliver(ctx, 'checkout.session.completed', object, { header: '' }),
  ];
  for (const res of attempts) {
    expect(res.status).toBe(400);
    expect((await body(res)).error.code).toBe('INVALID_SIGNATURE');
  }
  expect(await stateOf(user.id)).toEqual({ packages: [], payments: [] });
  expect(await ctx.deps.db.select().from(webhookEvents)).toEqual([]);
  const [row] = await ctx.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
  expect(row?.status).toBe('open');
  // Just inside the 300 s tolerance is accepted.
  expect((await deliver(ctx, 'checkout.session.completed', object, { timestamp: now - 290 })).status).toBe(200);
});

test('a valid event is processed once, even delivered five times at once', async () => {
  const { user, token } = await createUser(ctx);
  const session = await openCheckout(ctx, token, 'STANDARD');
  const object = paidSession(session.id, { subscription: 'sub_once', invoice: 'in_once' });
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => deliver(ctx, 'checkout.session.completed', object, { id: 'evt_once' })),
  );
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  const duplicates = await Promise.all(answers.map(async (a) => (await body(a)).data.duplicate));
  expect(duplicates.filter((d) => !d)).toHaveLength(1);
  const state = await stateOf(user.id);
  expect(state.packages.map((p) => [p.status, p.stripeSubscriptionId, p.provider])).toEqual([
    ['active', 'sub_once', 'stripe'],
  ]);
  expect(state.payments.map((p) => [p.status, p.providerRef])).toEqual([['succeeded', 'in_once']]);
  // A fixed 6-month term: Stripe is told to end the subscription when the term ends.
  const update = stripe.requests.find((r) => r.path === '/v1/subscriptions/sub_once');
  expect(Number(update?.form.cancel_at)).toBe(Math.floor(state.packages[0]!.termEndDate!.getTime() / 1000));
  expect((await readOutbox(ctx.deps.mailer.outboxDir!)).filter((m) => m.to === user.email)).toHaveLength(1);
});

test('confirmations out of order: the first invoice before the session event delivers once', async () => {
  const { user, token } = await createUser(ctx);
  const session = await openCheckout(ctx, token, 'BASIC');
  const invoice = subscriptionInvoice('in_first', 'sub_order', session.id, 'subscription_create', 4900);
  const completed = paidSession(session.id, { subscription: 'sub_order', invoice: 'in_first' });
  await Promise.all([deliver(ctx, 'invoice.paid', invoice), deliver(ctx, 'checkout.session.completed', completed)]);
  await deliver(ctx, 'checkout.session.completed', completed);
  const state = await stateOf(user.id);
  expect(state.packages).toHaveLength(1);
  expect(state.payments.map((p) => [p.status, p.amountCents])).toEqual([['succeeded', 4900]]);
});

test('when the webhook is late, the success page check asks Stripe and delivers; the webhook then does nothing', async () => {
  const { user, token } = await createUser(ctx);
  const session = await openCheckout(ctx, token, 'DOCUMENT_CHECK');
  const stripeId = [...stripe.sessions.keys()].at(-1)!;
  expect((await getData(ctx, `/api/checkout-sessions/${session.id}`, token)).status).toBe('open');
  stripe.markPaid(stripeId, { payment_intent: 'pi_late' });
  const checked = await getData(ctx, `/api/checkout-sessions/${session.id}`, token);
  expect(checked).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  await deliver(ctx, 'checkout.session.completed', paidSession(session.id, { payment_intent: 'pi_late' }));
  const state = await stateOf(user.id);
  expect(state.payments.map((p) => p.providerRef)).toEqual(['pi_late']);
  expect(state.packages.map((p) => p.stripeSubscriptionId)).toEqual([null]);
});
