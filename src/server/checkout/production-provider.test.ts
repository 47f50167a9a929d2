import { expect, test } from 'vitest';
import { loadEnv } from '@/server/env';
import { activeProviderName } from '@/server/payment-providers/provider';

// Without Stripe every checkout goes to the test provider, whose test card delivers packages for nothing: a
// production server refuses to start that way unless the operator asks for it by name (docs/decisions/040).
test('production without STRIPE_SECRET_KEY refuses to start, naming the variable and the opt-in', () => {
  expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
    /STRIPE_SECRET_KEY: is required when NODE_ENV=production .*PAYMENTS_TEST_PROVIDER=true/,
  );
});

test('the explicit opt-in starts production on the test provider; Stripe keys start it on Stripe', () => {
  const optedIn = loadEnv({ NODE_ENV: 'production', PAYMENTS_TEST_PROVIDER: 'true' });
  expect(activeProviderName({ env: { ...optedIn, STRIPE_API_URL: undefined } as never })).toBe('test');
  expect(() => loadEnv({ NODE_ENV: 'production', PAYMENTS_TEST_PROVIDER: 'false' })).toThrow(/STRIPE_SECRET_KEY/);
  const stripe = loadEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
  expect(activeProviderName({ env: stripe as never })).toBe('stripe');
});

test('development and tests keep the test provider without any opt-in', () => {
  for (const NODE_ENV of ['development', 'test']) {
    expect(activeProviderName({ env: loadEnv({ NODE_ENV }) as never })).toBe('test');
  }
});
