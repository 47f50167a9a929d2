import type { PaymentProvider } from './provider-types';

/** A test checkout stays payable for a day, like a Stripe Checkout Session. */
export const TEST_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Our own hosted page (test-page.ts), outside /api because the browser navigates to it. */
export const testCheckoutPath = (sessionId: string) => `/checkout/test/${sessionId}`;

/**
 * The built-in provider: no money moves. Its page records the outcome itself (so `check` has nothing to ask), and
 * monthly renewals are charged by the renewal job instead of a subscription.
 */
export const testProvider: PaymentProvider = {
  name: 'test',
  open: async (request) => ({
    url: testCheckoutPath(request.sessionId),
    providerSessionId: null,
    expiresAt: new Date(request.now.getTime() + TEST_SESSION_TTL_MS),
  }),
  check: async () => null,
  scheduleEnd: async () => {},
  // Test-provider packages have no subscription: their changes are paid on the test page (`open`).
  changePlan: async () => {
    throw new Error('the test provider has no subscriptions to change');
  },
  // No money moved, so none goes back; the refund is recorded all the same.
  refund: async () => null,
};
