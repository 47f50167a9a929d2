import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { payments, refunds } from '@/server/db/schema';
import { createStaff } from '@/server/test/staff';
import { deliver, subscribedCustomer, useStripeTestContext } from '@/server/test/stripe-stub';

const { ctx, stripe } = useStripeTestContext();

test('a console refund of a Stripe payment refunds its invoice’s payment intent at Stripe, once per refund', async () => {
  const { user } = await subscribedCustomer(ctx, 'STANDARD', 'sub_refund');
  const [payment] = await ctx.deps.db.select().from(payments).where(eq(payments.userId, user.id));
  const { token } = await createStaff(ctx, 'admin');
  const res = await ctx.api('POST', `/api/staff/payments/${payment!.id}/refunds`, {
    token,
    json: { amountCents: 1500, reason: 'goodwill' },
  });
  expect(res.status).toBe(201);
  const call = stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
  expect(call.form).toMatchObject({ payment_intent: 'pi_of_in_sub_refund_1', amount: '1500' });
  const [row] = await ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
  expect(row?.providerRef).toMatch(/^re_/);

  // Stripe then reports the same refund: nothing new is recorded.
  await deliver(ctx, 'charge.refunded', {
    id: 'ch_1',
    object: 'charge',
    payment_intent: 'pi_of_in_sub_refund_1',
    amount_refunded: 1500,
    refunds: { object: 'list', data: [{ id: row!.providerRef, object: 'refund' }] },
  });
  expect(await ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toHaveLength(1);

  // A refund made in Stripe's dashboard is reconciled: the part beyond what we know, once.
  const dashboardRefund = {
    id: 'ch_1',
    object: 'charge',
    payment_intent: 'pi_of_in_sub_refund_1',
    amount_refunded: 9900,
    refunds: { object: 'list', data: [{ id: 're_dashboard', object: 'refund' }] },
  };
  await deliver(ctx, 'charge.refunded', dashboardRefund);
  await deliver(ctx, 'charge.refunded', dashboardRefund);
  const [after] = await ctx.deps.db.select().from(payments).where(eq(payments.id, payment!.id));
  expect(after?.refundedCents).toBe(9900);
  const recorded = await ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
  expect(recorded.map((r) => [r.amountCents, r.providerRef]).sort()).toEqual([
    [1500, row!.providerRef],
    [8400, 're_dashboard'],
  ]);
});

test('Stripe refusing a refund answers 502 and records nothing', async () => {
  const { user } = await subscribedCustomer(ctx, 'BASIC', 'sub_refused');
  const [payment] = await ctx.deps.db.select().from(payments).where(eq(payments.userId, user.id));
  const { token } = await createStaff(ctx, 'admin');
  stripe.refusing = true;
  const res = await ctx.api('POST', `/api/staff/payments/${payment!.id}/refunds`, {
    token,
    json: { amountCents: 4900, reason: 'x' },
  });
  stripe.refusing = false;
  expect(res.status).toBe(502);
  expect(await ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toEqual([]);
});
