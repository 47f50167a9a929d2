import { z } from 'zod';
import { text } from './fields';

/** Checkout and payment history (SPEC §3 payment, §4 payment statuses). Amounts are integer cents. */
export const PAYMENT_STATUSES = ['succeeded', 'pending', 'failed', 'canceled'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export const checkoutStatusSchema = z.enum(CHECKOUT_STATUSES);
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** `POST /api/checkout-sessions`: only what to buy. The price is never taken from the client. */
export const checkoutCreateSchema = z.object({
  /** The package's id, or its code (`STANDARD`) as the landing page links carry it. */
  packageId: text(64).min(1),
});
export type CheckoutCreate = z.infer<typeof checkoutCreateSchema>;

export interface CheckoutSessionView {
  id: string;
  /** Where the browser goes to pay: our test page (`/checkout/test/{id}`) or Stripe's hosted page. */
  url: string;
  status: CheckoutStatus;
  paymentStatus: 'paid' | 'unpaid';
  packageId: string;
  amountCents: number;
  currency: 'EUR';
  expiresAt: string;
  /** The bought package once paid. */
  userPackageId: string | null;
}

export interface PaymentView {
  id: string;
  package: { id: string; code: string; name: string };
  amountCents: number;
  currency: 'EUR';
  status: PaymentStatus;
  /** `purchase` (checkout) or `renewal` (a monthly package's next month). */
  kind: 'purchase' | 'renewal';
  createdAt: string;
  paidAt: string | null;
  receiptNumber: string | null;
  /** `GET` it with the bearer token for the PDF; only for succeeded payments. */
  receiptUrl: string | null;
}
