import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { users } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { subscribedCustomer, useStripeTestContext } from '@/server/test/stripe-stub';

const { ctx, stripe } = useStripeTestContext();

const exists = async (id: string) =>
  (await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

test('deleting an account cancels its Stripe subscription at Stripe first', async () => {
  const { user, token } = await subscribedCustomer(ctx, 'STANDARD', 'sub_gone');
  const res = await ctx.api('DELETE', '/api/profile', { token });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(stripe.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
    '/v1/subscriptions/sub_gone',
  ]);
  expect(await exists(user.id)).toBe(false);
});

test('when Stripe refuses, nothing is deleted and the user is told in their language to try again', async () => {
  const { user, token } = await subscribedCustomer(ctx, 'PREMIUM', 'sub_stuck');
  stripe.refusing = true;
  const res = await ctx.api('DELETE', '/api/profile', { token, lang: 'de' });
  stripe.refusing = false;
  expect(res.status).toBe(502);
  expect((await body(res)).error).toMatchObject({
    code: 'PAYMENT_PROVIDER_ERROR',
    message: expect.stringMatching(/Abonnement nicht gekündigt/),
  });
  expect(await exists(user.id)).toBe(true);
});
