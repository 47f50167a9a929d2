import { z } from 'zod';
import { email, text } from './fields';

/**
 * The cancellation button (§ 312k BGB) and the withdrawal function (Art. 11a Directive 2011/83/EU), decision 075.
 * Signed in, a contract is named by its id; signed out, by the e-mail address and the contract number (the receipt
 * number of its purchase).
 */
export const contractNumberField = text(40).min(1, { error: 'validation.required' });

export const cancellationRequestSchema = z.union([
  z.object({ userPackageId: z.uuid({ error: 'validation.invalid' }) }),
  z.object({ email, contractNumber: contractNumberField }),
]);
export type CancellationRequest = z.infer<typeof cancellationRequestSchema>;

export const cancellationConfirmSchema = z.object({ token: text(200).min(1) });

/** What cancelling answers: done (signed in, or the mailed link opened) or a link sent (signed out). */
export const cancellationResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('cancelled'),
    contractNumber: z.string().nullable(),
    cancelledAt: z.iso.datetime({ offset: true }),
    /** The paid period runs to here; nothing renews after it. */
    endsAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  z.object({ status: z.literal('confirmation_sent') }),
]);
export type CancellationResult = z.infer<typeof cancellationResultSchema>;

export const withdrawalRequestSchema = z.object({
  name: text(200).min(1, { error: 'validation.required' }),
  email,
  contractNumber: contractNumberField,
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  contractNumber: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** What is paid back: the payment, less the pro-rata share of services started early on request. */
  refundCents: z.int(),
  startedEarly: z.boolean(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
