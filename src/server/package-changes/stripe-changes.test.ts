import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { checkoutSessions, packages, payments, userPackages } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { deliver, subscribedCustomer, subscriptionInvoice, useStripeTestContext } from '@/server/test/stripe-stub';

const { ctx, stripe } = useStripeTestContext();

const codeOf = async (id: string) => {
  const [row] = await ctx.deps.db
    .select({ code: packages.code, price: userPackages.priceCents })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(eq(userPackages.id, id));
  return row;
};

test('a Stripe upgrade updates the subscription with an immediate prorated invoice; its invoice.paid switches the package', async () => {
  const { user, token, session, pkg } = await subscribedCustomer(ctx, 'STANDARD', 'sub_up');
  const res = await ctx.api('POST', `/api/user-packages/${pkg.id}/change`, { token, json: { packageId: 'PREMIUM' } });
  expect(res.status).toBe(201);
  const update = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_up').at(-1)!;
  expect(update.form).toMatchObject({
    'items[0][id]': 'si_sub_up',
    'items[0][price_data][unit_amount]': '19900',
    'items[0][price_data][product]': 'prod_sub_up',
    proration_behavior: 'always_invoice',
    payment_behavior: 'pending_if_incomplete',
  });
  expect(await codeOf(pkg.id)).toEqual({ code: 'STANDARD', price: 9900 });

  // Our session waits for the invoice the update produced.
  const [waiting] = await ctx.deps.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, (await body(res)).data.id));
  expect(waiting?.providerSessionId).toMatch(/^in_upgrade_/);
  const upgradeInvoice = subscriptionInvoice(
    waiting!.providerSessionId!,
    'sub_up',
    session.id,
    'subscription_update',
    3210,
  );
  expect((await deliver(ctx, 'invoice.paid', upgradeInvoice)).status).toBe(200);
  expect(await codeOf(pkg.id)).toEqual({ code: 'PREMIUM', price: 19900 });
  const paid = await ctx.deps.db.select().from(payments).where(eq(payments.userId, user.id));
  // Stripe's own proration is what was charged, so that is what the receipt says.
  expect(paid.map((p) => [p.kind, p.amountCents, p.providerRef]).sort()).toEqual([
    ['purchase', 9900, 'in_sub_up_1'],
    ['upgrade', 3210, upgradeInvoice.id],
  ]);
});

test('a Stripe downgrade changes the price for the next invoice without a charge now, and is switched at renewal', async () => {
  const { token, session, pkg } = await subscribedCustomer(ctx, 'PREMIUM', 'sub_down');
  const res = await ctx.api('POST', `/api/user-packages/${pkg.id}/change`, { token, json: { packageId: 'BASIC' } });
  expect(res.status).toBe(200);
  const update = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_down').at(-1)!;
  expect(update.form).toMatchObject({ 'items[0][price_data][unit_amount]': '4900', proration_behavior: 'none' });
  expect(update.form.payment_behavior).toBeUndefined();
  await deliver(
    ctx,
    'invoice.paid',
    subscriptionInvoice('in_sub_down_2', 'sub_down', session.id, 'subscription_cycle', 4900),
  );
  expect(await codeOf(pkg.id)).toEqual({ code: 'BASIC', price: 4900 });
});
