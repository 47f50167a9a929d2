import { z } from 'zod';
import { text } from './fields';

/** Checkout and payment history (SPEC §3 payment, §4 payment statuses). Amounts are integer cents. */
export const PAYMENT_STATUSES = [
  'succeeded',
  'pending',
  'failed',
  'canceled',
  'refunded',
  'partially_refunded',
] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** `upgrade`: the prorated difference of a package change (decision 074). */
export const PAYMENT_KINDS = ['purchase', 'renewal', 'upgrade'] as const;
export const paymentKindSchema = z.enum(PAYMENT_KINDS);
export type PaymentKind = z.infer<typeof paymentKindSchema>;

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export const checkoutStatusSchema = z.enum(CHECKOUT_STATUSES);
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** `POST /api/checkout-sessions`: only what to buy. The price is never taken from the client. */
export const checkoutCreateSchema = z.object({
  /** The package's id, or its code (`STANDARD`) as the landing page links carry it. */
  packageId: text(64).min(1),
  /**
   * The "start my services now" box at the order button: the express request to begin inside the withdrawal period
   * (§ 356 (4) BGB), recorded with its time and text version (decision 075).
   */
  startEarly: z.boolean().optional(),
});
export type CheckoutCreate = z.infer<typeof checkoutCreateSchema>;

export const checkoutSessionSchema = z.object({
  id: z.string(),
  /** Where the browser goes to pay: our test page (`/checkout/test/{id}`) or Stripe's hosted page. */
  url: z.string(),
  status: checkoutStatusSchema,
  paymentStatus: z.enum(['paid', 'unpaid']),
  packageId: z.string(),
  amountCents: z.int(),
  currency: z.literal('EUR'),
  expiresAt: z.iso.datetime({ offset: true }),
  /** The bought package once paid. */
  userPackageId: z.string().nullable(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  package: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  amountCents: z.int(),
  currency: z.literal('EUR'),
  status: paymentStatusSchema,
  /** `purchase` (checkout), `renewal` (a monthly package's next month) or `upgrade` (a change's difference). */
  kind: paymentKindSchema,
  /** What was given back so far; `status` reads `refunded` or `partially_refunded` once it is above 0. */
  refundedCents: z.int(),
  /** The credit notes of its refunds, oldest first. */
  refunds: z.array(
    z.object({ id: z.string(), amountCents: z.int(), creditNoteNumber: z.string(), creditNoteUrl: z.string() }),
  ),
  createdAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  receiptNumber: z.string().nullable(),
  /** `GET` it with the bearer token for the PDF; only for succeeded payments. */
  receiptUrl: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What POST /api/webhooks/stripe answers Stripe: received, and whether the event had been handled before. */
export const webhookReceivedSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** A succeeded payment reads as refunded in full or in part once money went back (decision 074). */
export const paidStatus = (status: PaymentStatus, amountCents: number, refundedCents: number): PaymentStatus =>
  status !== 'succeeded' || refundedCents === 0
    ? status
    : refundedCents >= amountCents
      ? 'refunded'
      : 'partially_refunded';
