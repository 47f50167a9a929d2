import { and, asc, eq, lte, ne, or } from 'drizzle-orm';
import { activeProviderName } from '@/server/payment-providers/provider';
import type { AppDeps } from '@/server/context';
import { packages, userPackages, users, type PackageRow, type UserPackageRow } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import type { Job } from '@/server/jobs/scheduler';
import { onPaymentReceived } from '@/server/payments/payment-received';
import { recordSucceededPayment } from '@/server/payments/record';
import { addMonths, hasMonthsLeft } from './periods';
import { switchPackage } from './switch';

/** Stripe retries a failed renewal for days; its package stays active this long past the period before it lapses. */
export const STRIPE_GRACE_MS = 3 * 24 * 60 * 60 * 1000;
/** Packages per transaction: long enough to amortise the commit, short enough that a checkout waits little. */
const BATCH = 50;

type Typed = UserPackageRow & { type: PackageRow['type'] };

/** A cancellation for a later date (decision 082) lets the renewals run until a period reaches it. */
const beforeCancelAt = (row: Typed) => row.cancelAt === null || row.endDate === null || row.endDate < row.cancelAt;

/** Another month is due: monthly, auto-renew on, not cancelled for this period's end, process not finished, term not fully paid. */
export const shouldRenew = (row: Typed) =>
  row.autoRenew && beforeCancelAt(row) && row.completedAt === null && hasMonthsLeft(row);

/** How a package ends when its paid time runs out without renewal. */
export function endingStatus(row: Typed) {
  if (row.completedAt) return 'completed' as const;
  if ((!row.autoRenew || !beforeCancelAt(row)) && hasMonthsLeft(row)) return 'cancelled' as const;
  return 'expired' as const;
}

/**
 * One more month, paid: the end date moves by a month and the charge is recorded with its receipt number. The
 * update is claimed by the old end date, so a second caller for the same month changes nothing and answers null
 * (the unique index on package + period start backs this up).
 */
export async function renewInTransaction(
  tx: Transaction,
  now: Date,
  row: UserPackageRow,
  pkg: PackageRow,
  charge: { providerRef: string | null; amountCents: number | null },
) {
  if (!row.endDate) return null;
  const periodStart = row.endDate;
  const periodEnd = addMonths(periodStart, 1);
  let [claimed] = await tx
    .update(userPackages)
    .set({ endDate: periodEnd, status: 'active', updatedAt: now })
    .where(and(eq(userPackages.id, row.id), eq(userPackages.endDate, periodStart)))
    .returning();
  // A downgrade waits for this moment (decision 074): the new period is the new package's, at its price.
  const [scheduled] = claimed?.scheduledPackageId
    ? await tx.select().from(packages).where(eq(packages.id, claimed.scheduledPackageId))
    : [];
  if (claimed && scheduled) {
    claimed = await switchPackage(tx, now, claimed, scheduled, periodStart);
    pkg = scheduled;
  }
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
  if (!claimed || !user) return null;
  const paymentId = await recordSucceededPayment(tx, {
    user,
    pkg,
    userPackageId: row.id,
    checkoutSessionId: null,
    provider: row.provider,
    providerRef: charge.providerRef,
    kind: 'renewal',
    // null: the period's price as bought (the test provider); Stripe says what it charged.
    amountCents: charge.amountCents ?? claimed!.priceCents,
    periodStart,
    periodEnd,
    paidAt: now,
  });
  return { paymentId, row: claimed, pkg };
}

/** Ends an active package (expired, cancelled or completed, see endingStatus); a second call changes nothing. */
export async function endPackage(tx: Transaction, now: Date, row: Typed) {
  await tx
    .update(userPackages)
    .set({ status: endingStatus(row), updatedAt: now })
    .where(and(eq(userPackages.id, row.id), eq(userPackages.status, 'active')));
}

/** The due packages of one batch, locked; a row another process holds is skipped (that process renews it). */
export function claimDue(tx: Transaction, now: Date, batch = BATCH) {
  const graceOver = new Date(now.getTime() - STRIPE_GRACE_MS);
  return tx
    .select({ row: userPackages, pkg: packages })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(
      and(
        eq(userPackages.status, 'active'),
        lte(userPackages.endDate, now),
        // A Stripe package inside its grace waits for the invoice webhook: not due here, or it would come back.
        or(ne(userPackages.provider, 'stripe'), lte(userPackages.endDate, graceOver)),
      ),
    )
    .orderBy(asc(userPackages.endDate))
    .limit(batch)
    .for('update', { of: userPackages, skipLocked: true });
}

/** One batch in its own short transaction; the ids of the payments it recorded, and whether it was full. */
async function renewBatch(deps: AppDeps, now: Date, testMode: boolean, batch: number) {
  return deps.db.transaction(async (tx) => {
    const due = await claimDue(tx, now, batch);
    const paid: string[] = [];
    // Stripe rows first: a renewal holds the receipt counter until commit, and a webhook locks a package row before
    // taking the counter, so ending Stripe rows after a renewal could lock the two in opposite order.
    due.sort((a, b) => Number(a.row.provider !== 'stripe') - Number(b.row.provider !== 'stripe'));
    for (const { row, pkg } of due) {
      let current: Typed = { ...row, type: pkg.type };
      if (current.provider === 'stripe') {
        await endPackage(tx, now, current);
        continue;
      }
      // Test-mode packages renew only while the test provider is the active one: after the switch to Stripe, no
      // package renews without real money.
      let currentPkg = pkg;
      while (current.endDate && current.endDate <= now && testMode && shouldRenew(current)) {
        const renewed = await renewInTransaction(tx, now, current, currentPkg, {
          providerRef: null,
          amountCents: null,
        });
        if (!renewed) break;
        paid.push(renewed.paymentId);
        currentPkg = renewed.pkg;
        current = { ...renewed.row, type: currentPkg.type };
      }
      if (current.endDate && current.endDate <= now) await endPackage(tx, now, current);
    }
    return { paid, full: due.length === batch };
  });
}

/**
 * Every active package whose paid time is over, in batches of BATCH rows until none is left (decision 087): each
 * batch claims its rows with FOR UPDATE SKIP LOCKED in a transaction of its own, so the receipt counter and the
 * rows are held for one batch, never for the whole table, and two processes share the work. Test-provider packages
 * that should renew are charged month by month up to now (while the test provider is active), the rest end. Stripe
 * packages renew through invoice webhooks; they only lapse here when no paid invoice came within the grace period.
 * Idempotent by each row's end date. The receipts go out once every batch has committed.
 */
export async function renewDuePackages(deps: AppDeps, now: Date, batch = BATCH) {
  const testMode = activeProviderName(deps) === 'test';
  const paid: string[] = [];
  // Every batch first, the receipts after: a receipt (a PDF each) costs far more than a renewal, and interleaved
  // they kept packages waiting for other customers' mails. Receipts are keyed by payment, so a repeat sends none.
  for (let full = true; full;) {
    const done = await renewBatch(deps, now, testMode, batch);
    paid.push(...done.paid);
    full = done.full;
  }
  for (const paymentId of paid) await onPaymentReceived(deps, paymentId);
}

/** Claims its own rows in batches (claimsOwnRows): no transaction spans the whole run. */
export const packageRenewalJob: Job = {
  name: 'package-renewal',
  everyMs: 10 * 60 * 1000,
  run: (deps, now) => renewDuePackages(deps, now),
  claimsOwnRows: true,
};
