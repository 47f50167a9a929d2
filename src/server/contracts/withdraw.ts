import { and, eq, gt } from 'drizzle-orm';
import type { WithdrawalRequest } from '@/lib/schemas/contracts';
import type { AppDeps } from '@/server/context';
import { checkoutSessions, payments, userPackages, users, withdrawals } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { logError } from '@/server/log/logger';
import { issueRefund } from '@/server/refunds/issue';
import { DAY_MS, WITHDRAWAL_DAYS } from '@/server/user-packages/periods';
import { sendContractMail } from './mail';

const notFoundHere = () => new ApiError(404, 'CONTRACT_NOT_FOUND', 'commerce-api:contracts.notFound');

/**
 * What a withdrawal refunds (§ 357a (2) BGB): the whole purchase, or — when the customer expressly asked to start
 * early — the purchase less the share of the paid period already used, by the day.
 */
export function withdrawalRefund(
  amountCents: number,
  periodStart: Date,
  periodEnd: Date | null,
  startedEarly: boolean,
  at: Date,
) {
  if (!startedEarly || !periodEnd) return amountCents;
  const used = Math.min(
    1,
    Math.max(0, (at.getTime() - periodStart.getTime()) / (periodEnd.getTime() - periodStart.getTime())),
  );
  return amountCents - Math.round(amountCents * used);
}

/**
 * "Widerruf bestätigen" (Art. 11a Directive 2011/83/EU, decision 075): the contract named by e-mail and contract
 * number, within 14 days of its conclusion and not withdrawn before, ends now; the refund owed is made at once and
 * the confirmation with date and time is mailed immediately. The admin sees it in the console's withdrawals list.
 */
export async function withdraw(deps: AppDeps, request: WithdrawalRequest) {
  const now = deps.now();
  const [found] = await deps.db
    .select({ pkg: userPackages, user: users, session: checkoutSessions })
    .from(userPackages)
    .innerJoin(users, eq(users.id, userPackages.userId))
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, userPackages.checkoutSessionId))
    .where(
      and(
        eq(userPackages.contractNumber, request.contractNumber.trim()),
        eq(users.email, request.email),
        gt(userPackages.createdAt, new Date(now.getTime() - WITHDRAWAL_DAYS * DAY_MS)),
      ),
    );
  if (!found) throw notFoundHere();
  const [purchase] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.checkoutSessionId, found.session.id), eq(payments.kind, 'purchase')));
  const startedEarly = found.session.startEarlyAt !== null;
  const owed = purchase
    ? withdrawalRefund(
        purchase.amountCents - purchase.refundedCents,
        purchase.periodStart ?? found.pkg.startDate,
        purchase.periodEnd,
        startedEarly,
        now,
      )
    : 0;
  const [declared] = await deps.db
    .insert(withdrawals)
    .values({
      userPackageId: found.pkg.id,
      userId: found.user.id,
      name: request.name,
      email: request.email,
      contractNumber: found.pkg.contractNumber!,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!declared) throw notFoundHere();
  await deps.db
    .update(userPackages)
    .set({ status: 'cancelled', autoRenew: false, cancelledAt: now, scheduledPackageId: null, updatedAt: now })
    .where(eq(userPackages.id, found.pkg.id));
  await sendContractMail(deps, found.user, 'withdrawn', {
    contract: declared.contractNumber,
    at: now,
    refundCents: owed,
  }).catch((error: unknown) => logError('withdrawal mail failed', error));
  if (purchase && owed > 0) {
    const refundId = await issueRefund(deps, {
      paymentId: purchase.id,
      amountCents: owed,
      reason: 'Widerruf / withdrawal',
      keepPackage: true,
      actor: null,
    });
    await deps.db.update(withdrawals).set({ refundId }).where(eq(withdrawals.id, declared.id));
  }
  return { declared, owed, startedEarly };
}
