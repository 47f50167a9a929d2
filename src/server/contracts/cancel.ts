import { and, asc, eq, isNull } from 'drizzle-orm';
import { EARLIEST, type CancellationDeclaration } from '@/lib/schemas/contracts';
import { CONTRACT_TIME_ZONE } from '@/lib/time/months';
import { zonedDate, zonedTimeToUtc } from '@/lib/time/zone';
import type { AppDeps } from '@/server/context';
import { cancellations, userPackages, type CancellationRow, type UserPackageRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { logError } from '@/server/log/logger';
import { paymentProviderFor } from '@/server/payment-providers/provider';
import { monthsAfterBoundary } from '@/server/user-packages/periods';
import { sendCancellationMail } from './cancel-mail';

const notCancellable = () => new ApiError(409, 'CONTRACT_NOT_CANCELLABLE', 'commerce-api:contracts.notCancellable');
/** How far ahead a later end is looked for: three years of monthly periods. */
const MAX_PERIODS = 36;

/** Who declared the cancellation, and when it was received (for a signed-out visitor: when they pressed the button). */
export interface Declarant {
  userId: string | null;
  name: string;
  email: string;
  receivedAt: Date;
}

/**
 * When an ordinary cancellation ends the contract: the end of the paid period, or — for a later date — the first
 * period end on or after that date (Berlin calendar), counted the way the renewals count, never past the term.
 */
export function ordinaryEnd(
  row: Pick<UserPackageRow, 'startDate' | 'endDate' | 'termEndDate'>,
  requestedOn: string | null,
): Date {
  let end = row.endDate!;
  for (let i = 0; requestedOn && i < MAX_PERIODS && zonedDate(end, CONTRACT_TIME_ZONE) < requestedOn; i += 1) {
    if (row.termEndDate && end.getTime() >= row.termEndDate.getTime()) break;
    end = monthsAfterBoundary(row.startDate, end, 1);
  }
  return end;
}

/** An extraordinary cancellation asks to end at once (its receipt) or on the chosen day; staff decide (decision 082). */
const extraordinaryEnd = (requestedOn: string | null, receivedAt: Date) => {
  const asked = requestedOn ? zonedTimeToUtc(requestedOn, '00:00', CONTRACT_TIME_ZONE) : receivedAt;
  return asked.getTime() > receivedAt.getTime() ? asked : receivedAt;
};

const answer = (row: CancellationRow, pkg: UserPackageRow) => ({
  status: 'cancelled' as const,
  contractNumber: pkg.contractNumber,
  kind: row.kind,
  cancelledAt: row.receivedAt.toISOString(),
  // While staff decide, the contract runs at the latest to the end of the paid period.
  endsAt: (row.kind === 'ordinary' ? row.endsAt : pkg.endDate)?.toISOString() ?? null,
});

/**
 * "jetzt kündigen" (§ 312k BGB, decisions 075 and 082). Ordinary: renewal stops at the chosen end (the paid period's
 * end, or a later period end while the renewals run on to it). Extraordinary: renewal stops, the declaration waits
 * for staff, who may end the contract earlier. Stripe is told first, then the row is claimed (a second
 * cancellation answers the first), the declaration recorded, and the confirmation mailed on a durable medium.
 */
export async function cancelContract(
  deps: AppDeps,
  row: UserPackageRow,
  declaration: CancellationDeclaration,
  who: Declarant,
) {
  if (row.status !== 'active' || !row.monthly || !row.endDate) throw notCancellable();
  const first = async () => {
    const [earlier] = await deps.db
      .select()
      .from(cancellations)
      .where(eq(cancellations.userPackageId, row.id))
      .orderBy(asc(cancellations.receivedAt))
      .limit(1);
    if (!earlier) throw notCancellable();
    return answer(earlier, row);
  };
  if (row.cancelledAt) return first();

  const requestedOn = declaration.endsOn === EARLIEST ? null : declaration.endsOn;
  const ordinary = declaration.kind === 'ordinary';
  const endsAt = ordinary ? ordinaryEnd(row, requestedOn) : extraordinaryEnd(requestedOn, who.receivedAt);
  const later = ordinary && endsAt.getTime() > row.endDate.getTime();
  if (row.stripeSubscriptionId)
    await paymentProviderFor(deps, 'stripe')
      .scheduleEnd(row.stripeSubscriptionId, ordinary ? endsAt : row.endDate)
      .catch((error: unknown) => {
        logError('cancellation: Stripe refused', error);
        throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'commerce-api:userPackages.updateFailed');
      });
  const now = deps.now();
  const recorded = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(userPackages)
      // A later end keeps the renewals running up to it (`cancelAt`); otherwise nothing renews any more.
      .set({
        autoRenew: later,
        cancelAt: later ? endsAt : null,
        cancelledAt: now,
        scheduledPackageId: null,
        updatedAt: now,
      })
      .where(and(eq(userPackages.id, row.id), eq(userPackages.status, 'active'), isNull(userPackages.cancelledAt)))
      .returning();
    if (!updated) return null;
    const [declared] = await tx
      .insert(cancellations)
      .values({
        userPackageId: row.id,
        userId: who.userId,
        kind: declaration.kind,
        reason: ordinary ? null : (declaration.reason ?? null),
        name: who.name,
        email: who.email,
        contractNumber: row.contractNumber ?? '',
        requestedEndOn: requestedOn,
        endsAt,
        receivedAt: who.receivedAt,
        decision: ordinary ? null : 'pending',
      })
      .returning();
    return { pkg: updated, declared: declared! };
  });
  if (!recorded) return first();
  await sendCancellationMail(deps, recorded.pkg, recorded.declared).catch((error: unknown) =>
    logError('cancellation mail failed', error),
  );
  return answer(recorded.declared, recorded.pkg);
}
