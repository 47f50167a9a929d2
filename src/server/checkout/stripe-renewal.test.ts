import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { payments, userPackages } from '@/server/db/schema';
import { runJob } from '@/server/jobs/scheduler';
import { body, travel } from '@/server/test/accounts';
import { openCheckout } from '@/server/test/commerce';
import { deliver, subscribedCustomer, subscriptionInvoice, useStripeTestContext } from '@/server/test/stripe-stub';
import { createUser } from '@/server/test/users';
import { addMonths } from '@/server/user-packages/periods';
import { packageRenewalJob, STRIPE_GRACE_MS } from '@/server/user-packages/renewal';

const { ctx, stripe } = useStripeTestContext();

const DAY = 24 * 60 * 60 * 1000;

const subscribed = (code: string, subscription: string) => subscribedCustomer(ctx, code, subscription);

const history = async (userId: string) =>
  (await ctx.deps.db.select().from(payments).where(eq(payments.userId, userId))).map((p) => [
    p.kind,
    p.status,
    p.providerRef,
  ]);

test('a paid renewal invoice extends the package by a month, once per invoice', async () => {
  const { user, session, pkg } = await subscribed('STANDARD', 'sub_cycle');
  const invoice = subscriptionInvoice('in_sub_cycle_2', 'sub_cycle', session.id, 'subscription_cycle');
  travel(ctx, 30 * DAY);
  await deliver(ctx, 'invoice.paid', invoice);
  await deliver(ctx, 'invoice.paid', invoice);
  const [after] = await ctx.deps.db.select().from(userPackages).where(eq(userPackages.id, pkg.id));
  expect(after?.endDate).toEqual(addMonths(pkg.endDate!, 1));
  expect(await history(user.id)).toEqual([
    ['purchase', 'succeeded', 'in_sub_cycle_1'],
    ['renewal', 'succeeded', 'in_sub_cycle_2'],
  ]);
});

test('a failed renewal shows as failed; the package lapses only after the grace period without a paid invoice', async () => {
  const { user, session, pkg } = await subscribed('PREMIUM', 'sub_fail');
  travel(ctx, 31 * DAY);
  await deliver(
    ctx,
    'invoice.payment_failed',
    subscriptionInvoice('in_sub_fail_2', 'sub_fail', session.id, 'subscription_cycle', 19900),
  );
  await runJob(ctx.deps, packageRenewalJob);
  expect((await ctx.deps.db.select().from(userPackages).where(eq(userPackages.id, pkg.id)))[0]?.status).toBe('active');
  travel(ctx, STRIPE_GRACE_MS);
  await runJob(ctx.deps, packageRenewalJob);
  expect((await ctx.deps.db.select().from(userPackages).where(eq(userPackages.id, pkg.id)))[0]?.status).toBe('expired');
  expect(await history(user.id)).toEqual([
    ['purchase', 'succeeded', 'in_sub_fail_1'],
    ['renewal', 'failed', 'in_sub_fail_2'],
  ]);
});

test('switching auto-renew tells Stripe when the subscription ends; a deleted subscription ends the package', async () => {
  const { token, pkg } = await subscribed('STANDARD', 'sub_switch');
  const off = await ctx.api('PATCH', `/api/user-packages/${pkg.id}`, { token, json: { autoRenew: false } });
  expect(off.status).toBe(200);
  const calls = stripe.requests.filter((r) => r.path === '/v1/subscriptions/sub_switch');
  expect(Number(calls.at(-1)?.form.cancel_at)).toBe(Math.floor(pkg.endDate!.getTime() / 1000));
  await ctx.api('PATCH', `/api/user-packages/${pkg.id}`, { token, json: { autoRenew: true } });
  expect(Number(stripe.requests.at(-1)?.form.cancel_at)).toBe(Math.floor(pkg.termEndDate!.getTime() / 1000));
  await ctx.api('PATCH', `/api/user-packages/${pkg.id}`, { token, json: { autoRenew: false } });

  await deliver(ctx, 'customer.subscription.deleted', { id: 'sub_switch', object: 'subscription', status: 'canceled' });
  const [ended] = await ctx.deps.db.select().from(userPackages).where(eq(userPackages.id, pkg.id));
  expect(ended?.status).toBe('cancelled');
});

test('an unlimited subscription is not given an end; an expired checkout is marked expired', async () => {
  const before = stripe.requests.length;
  await subscribed('PREMIUM', 'sub_unlimited');
  expect(stripe.requests.slice(before).filter((r) => r.path.startsWith('/v1/subscriptions/'))).toEqual([]);
  const { token } = await createUser(ctx);
  const session = await openCheckout(ctx, token, 'BASIC');
  await deliver(ctx, 'checkout.session.expired', {
    id: 'cs_x',
    object: 'checkout.session',
    client_reference_id: session.id,
    status: 'expired',
  });
  const res = await ctx.api('GET', `/api/checkout-sessions/${session.id}`, { token });
  expect((await body(res)).data.status).toBe('expired');
});
