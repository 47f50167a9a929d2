import { and, count, eq } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { payments, refunds, userPackages } from '@/server/db/schema';
import { ApiError, notFound } from '@/server/http/errors';
import { logError } from '@/server/log/logger';
import { paymentProviderFor } from '@/server/payment-providers/provider';
import type { StaffMember } from '@/server/staff/access';
import { audited } from '@/server/staff/audit';
import { onRefunded } from './refund-mail';

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  reason: string;
  /** A full refund of the running period ends the package unless this is true. */
  keepPackage?: boolean | undefined;
  /** The admin who refunds; null for the system (a withdrawal, Stripe's own refund). */
  actor: StaffMember | null;
  /** Stripe's refund id when Stripe already made it (charge.refunded): recorded, not asked for again. */
  providerRef?: string;
}

/**
 * Gives money back on a succeeded payment (decision 074): never more than is left of it (checked under the payment's
 * row lock, and by a CHECK constraint), the provider first (a refusal answers 502 and records nothing), then the
 * refund with its credit note number (`<receipt>-G<n>`), the payment's `refunded_cents`, the audit row and — for a
 * full refund of the period that is running now — the end of the package. The customer is told after the commit.
 */
export async function issueRefund(deps: AppDeps, request: RefundRequest) {
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, request.paymentId)).for('update');
    if (!payment) throw notFound();
    if (payment.status !== 'succeeded' || !payment.receiptNumber)
      throw new ApiError(409, 'PAYMENT_NOT_REFUNDABLE', 'commerce-api:refunds.notRefundable');
    if (request.amountCents > payment.amountCents - payment.refundedCents)
      throw new ApiError(409, 'REFUND_TOO_MUCH', 'commerce-api:refunds.tooMuch');
    const [{ n }] = (await tx.select({ n: count() }).from(refunds).where(eq(refunds.paymentId, payment.id))) as [
      { n: number },
    ];
    const id = crypto.randomUUID();
    const providerRef =
      request.providerRef ??
      (await paymentProviderFor(deps, payment.provider)
        .refund({ providerRef: payment.providerRef, amountCents: request.amountCents, refundId: id })
        .catch((error: unknown) => {
          logError('refund: the provider refused', error, { paymentId: payment.id });
          throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'commerce-api:refunds.failed');
        }));
    const refunded = payment.refundedCents + request.amountCents;
    const full = refunded === payment.amountCents;
    const [pkg] = payment.userPackageId
      ? await tx.select().from(userPackages).where(eq(userPackages.id, payment.userPackageId)).for('update')
      : [];
    // "The running period": the package is active and this payment paid the period it is in now.
    const running =
      pkg?.status === 'active' && payment.periodEnd !== null && pkg.endDate?.getTime() === payment.periodEnd.getTime();
    const ends = full && running && !request.keepPackage;
    await tx.insert(refunds).values({
      id,
      paymentId: payment.id,
      amountCents: request.amountCents,
      reason: request.reason,
      creditNoteNumber: `${payment.receiptNumber}-G${n + 1}`,
      providerRef,
      keptPackage: full && running && !ends,
      createdBy: request.actor?.id ?? null,
      createdAt: now,
    });
    await tx.update(payments).set({ refundedCents: refunded }).where(eq(payments.id, payment.id));
    if (ends)
      await tx
        .update(userPackages)
        .set({ status: 'cancelled', autoRenew: false, cancelledAt: now, updatedAt: now })
        .where(and(eq(userPackages.id, pkg!.id), eq(userPackages.status, 'active')));
    if (request.actor)
      await audited(tx, {
        actor: request.actor,
        action: 'payment.refund',
        targetType: 'payment',
        targetId: payment.id,
        caseId: payment.userId,
        detail: { refundId: id, amountCents: request.amountCents, full, packageEnded: ends },
        at: now,
      });
    return { refundId: id, ended: ends ? pkg! : null };
  });
  const subscription = done.ended?.stripeSubscriptionId;
  if (subscription)
    await paymentProviderFor(deps, 'stripe')
      .scheduleEnd(subscription, now)
      .catch((error: unknown) => logError('refund: could not stop the subscription', error));
  await onRefunded(deps, done.refundId, done.ended !== null);
  return done.refundId;
}
