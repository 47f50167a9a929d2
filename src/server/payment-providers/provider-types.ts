import type { Locale } from '@/lib/i18n/locales';
import type { CheckoutSessionRow, PackageRow, User } from '@/server/db/schema';

/** What a provider needs to open a hosted payment page for one checkout session. */
export interface CheckoutRequest {
  sessionId: string;
  amountCents: number;
  locale: Locale;
  pkg: PackageRow;
  user: User;
  now: Date;
}

export interface OpenedCheckout {
  url: string;
  providerSessionId: string | null;
  expiresAt: Date;
}

/** A provider's word that a checkout was paid: the charge's reference and, for a subscription, its id. */
export interface PaidCheckout {
  providerRef: string | null;
  subscriptionId: string | null;
  /** What the provider charged, when it decides (Stripe prorates an upgrade itself); else the session's amount. */
  amountCents?: number;
}

/** A subscription moved to another package (decision 074). */
export interface PlanChange {
  pkg: PackageRow;
  locale: Locale;
  /** `now`: invoice the prorated difference at once (upgrade); `next_period`: the new price from the next invoice. */
  when: 'now' | 'next_period';
  /** Our checkout session that waits for the upgrade's invoice. */
  sessionId?: string;
}

/**
 * The two ways to take a card payment (DESIGN.md): the built-in test provider (outside production, and in production
 * only with PAYMENTS_TEST_PROVIDER; decision 040) and Stripe. Each checkout session records its provider; fulfilment
 * (fulfil.ts) is the same for both.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  open(request: CheckoutRequest): Promise<OpenedCheckout>;
  /** Asks the provider whether a session was paid (the success page's check when a webhook is late); null: not yet. */
  check(session: CheckoutSessionRow): Promise<PaidCheckout | null>;
  /** When a subscription should stop: `null` lets it run on (the package's term is unlimited). */
  scheduleEnd(subscriptionId: string, endAt: Date | null): Promise<void>;
  /** Moves a subscription to another package's price; for `now`, what to wait for (the upgrade's invoice). */
  changePlan(subscriptionId: string, change: PlanChange): Promise<OpenedCheckout>;
  /** Gives money back on a charge; answers the provider's refund id (null: nothing to call, the test provider). */
  refund(charge: { providerRef: string | null; amountCents: number; refundId: string }): Promise<string | null>;
}

export type ProviderName = PaymentProvider['name'];
