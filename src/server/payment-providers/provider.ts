import type { AppDeps } from '@/server/context';
import { ApiError } from '@/server/http/errors';
import { stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';
import type { PaymentProvider, ProviderName } from './provider-types';

// The shapes live in provider-types.ts so the providers can implement them without importing this chooser.
export type {
  CheckoutRequest,
  OpenedCheckout,
  PaidCheckout,
  PaymentProvider,
  PlanChange,
  ProviderName,
} from './provider-types';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the test provider. New checkout sessions use this one. */
export const activeProviderName = (deps: Pick<AppDeps, 'env'>): ProviderName =>
  deps.env.STRIPE_SECRET_KEY ? 'stripe' : 'test';

/** The provider a session or package was paid with; Stripe rows stay manageable only while Stripe is configured. */
export function paymentProviderFor(deps: Pick<AppDeps, 'env' | 'now'>, name: ProviderName): PaymentProvider {
  if (name === 'test') return testProvider;
  if (!deps.env.STRIPE_SECRET_KEY) throw new ApiError(503, 'PAYMENTS_UNAVAILABLE', 'commerce-api:checkout.unavailable');
  return stripeProvider(deps.env);
}
