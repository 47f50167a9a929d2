import { z } from 'zod';
import { text } from './fields';
import { paymentKindSchema, paymentStatusSchema } from './payments';

/** `POST /api/staff/payments/{id}/refunds` (admins, decision 074): how much goes back and why. */
export const refundCreateSchema = z.object({
  amountCents: z.int({ error: 'validation.invalid' }).min(1, { error: 'validation.invalid' }),
  reason: text(500).min(1, { error: 'validation.required' }),
  /** A full refund of the running period ends the package unless the admin keeps it running. */
  keepPackage: z.boolean().optional(),
});
export type RefundCreate = z.infer<typeof refundCreateSchema>;

export const refundSchema = z.object({
  id: z.string(),
  amountCents: z.int(),
  creditNoteNumber: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** `GET` it with the bearer token: the credit note PDF in the reader's language. */
  creditNoteUrl: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A payment as the console's payments view of a case shows it, with its refunds. */
export const staffPaymentSchema = z.object({
  id: z.string(),
  packageName: z.string(),
  kind: paymentKindSchema,
  status: paymentStatusSchema,
  amountCents: z.int(),
  refundedCents: z.int(),
  receiptNumber: z.string().nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  refunds: z.array(refundSchema.extend({ reason: z.string() })),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;
