import { z } from 'zod';
import { email, isoDate, text } from './fields';

/**
 * The cancellation button (§ 312k BGB) and the withdrawal function (Art. 11a Directive 2011/83/EU), decision 075.
 * Signed in, a contract is named by its id; signed out, by the e-mail address and the contract number (the receipt
 * number of its purchase).
 */
export const contractNumberField = text(40).min(1, { error: 'validation.required' });

export const CANCELLATION_KINDS = ['ordinary', 'extraordinary'] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];
/** "The earliest possible date", preselected; otherwise a later calendar date (Berlin) of the customer's choice. */
export const EARLIEST = 'earliest';

/**
 * What the confirmation page asks (§ 312k (2) BGB, decision 082): the kind of cancellation, the reason when it is
 * extraordinary, and when it should end the contract. Identification and contract come with the request below.
 */
const declarationFields = {
  kind: z.enum(CANCELLATION_KINDS, { error: 'validation.required' }),
  reason: text(2000, { multiline: true }).optional(),
  endsOn: z.union([z.literal(EARLIEST), isoDate], { error: 'validation.invalid' }),
};

type Declared = { kind: CancellationKind; reason?: string | undefined };
/** An extraordinary cancellation needs its reason (§ 314 BGB: an important reason); an ordinary one needs none. */
const reasonWhenExtraordinary = (value: Declared, ctx: z.core.$RefinementCtx<Declared>) => {
  if (value.kind === 'extraordinary' && !value.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
};

export const cancellationDeclarationSchema = z.object(declarationFields).superRefine(reasonWhenExtraordinary);
export type CancellationDeclaration = z.infer<typeof cancellationDeclarationSchema>;

/** Signed in: the customer is known; the contract is one of theirs, named by its id. */
export const signedInCancellationSchema = z
  .object({ ...declarationFields, userPackageId: z.uuid({ error: 'validation.required' }) })
  .superRefine(reasonWhenExtraordinary);

/** Signed out: name, e-mail and contract number identify the customer and the contract. */
export const signedOutCancellationSchema = z
  .object({
    ...declarationFields,
    name: text(200).min(1, { error: 'validation.required' }),
    email,
    contractNumber: contractNumberField,
  })
  .superRefine(reasonWhenExtraordinary);

export const cancellationRequestSchema = z.union([signedInCancellationSchema, signedOutCancellationSchema]);
export type CancellationRequest = z.infer<typeof cancellationRequestSchema>;

export const cancellationConfirmSchema = z.object({ token: text(200).min(1) });

/** What cancelling answers: done (signed in, or the mailed link opened) or a link sent (signed out). */
export const cancellationResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('cancelled'),
    contractNumber: z.string().nullable(),
    kind: z.enum(CANCELLATION_KINDS),
    /** When the declaration was received. */
    cancelledAt: z.iso.datetime({ offset: true }),
    /** The contract ends here (ordinary), or at the latest here while staff decide (extraordinary). */
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

/** An extraordinary cancellation as staff see it (decision 082), waiting for their decision or decided. */
export const staffCancellationSchema = z.object({
  id: z.string(),
  contractNumber: z.string(),
  name: z.string(),
  email: z.string(),
  kind: z.enum(CANCELLATION_KINDS),
  reason: z.string().nullable(),
  /** The end asked for: null for "the earliest possible date" (at once, for an extraordinary one). */
  requestedEndOn: z.iso.date().nullable(),
  receivedAt: z.iso.datetime({ offset: true }),
  /** Where the paid period ends: the contract runs to here at the latest. */
  paidUntil: z.iso.datetime({ offset: true }).nullable(),
  decision: z.enum(['pending', 'accepted', 'rejected']).nullable(),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The customer's case: an accepted cancellation points to its payments, where a refund is decided apart. */
  caseId: z.string(),
});
export type StaffCancellation = z.infer<typeof staffCancellationSchema>;

/** POST /staff/cancellations/{id}/decision: accept (the contract ends at the end asked for) or reject. */
export const cancellationDecisionSchema = z.object({ accept: z.boolean() });
