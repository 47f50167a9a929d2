import { and, asc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { packages, userPackages, users, type PackageRow, type UserPackageRow } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import type { PaidRow } from '@/server/payments/announce-many';
import { recordSucceededPayment, type PaymentPackage } from '@/server/payments/record';
import { hasMonthsLeft, monthsAfterBoundary } from './periods';
import { switchPackage } from './switch';

/** Stripe retries a failed renewal for days; its package stays active this long past the period before it lapses. */
export const STRIPE_GRACE_MS = 3 * 24 * 60 * 60 * 1000;
export type Typed = UserPackageRow & { type: PackageRow['type'] };

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
  const periodEnd = monthsAfterBoundary(row.startDate, periodStart, 1);
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
  // null: the period's price as bought (the test provider); Stripe says what it charged.
  const amountCents = charge.amountCents ?? claimed.priceCents;
  const paymentId = await recordSucceededPayment(tx, {
    user,
    pkg,
    userPackageId: row.id,
    checkoutSessionId: null,
    provider: row.provider,
    providerRef: charge.providerRef,
    kind: 'renewal',
    amountCents,
    periodStart,
    periodEnd,
    paidAt: now,
  });
  return { paymentId, amountCents, row: claimed, pkg };
}

/** Ends an active package (expired, cancelled or completed, see endingStatus); a second call changes nothing. */
export async function endPackage(tx: Transaction, now: Date, row: Typed) {
  await tx
    .update(userPackages)
    .set({ status: endingStatus(row), updatedAt: now })
    .where(and(eq(userPackages.id, row.id), eq(userPackages.status, 'active')));
}

/**
 * The due packages of one batch, locked, with their package's id and type and who pays (for the receipt's copy); a
 * row another process holds is skipped (that process renews it). The packages' names are read once per package
 * (`packageNames`), not per row: cut out of the catalog's text (kilobytes, every language's features and steps) for
 * each of a thousand rows they took ≈ 17 of the claim's 26 ms (decision 107).
 */
export function claimDue(tx: Transaction, now: Date, batch: number) {
  const graceOver = new Date(now.getTime() - STRIPE_GRACE_MS);
  return tx
    .select({
      row: userPackages,
      pkg: { id: packages.id, type: packages.type },
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .innerJoin(users, eq(users.id, userPackages.userId))
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

/** What a renewal's payment copies of each package (its id and each language's name), by id. */
export async function packageNames(tx: Transaction, ids: string[]) {
  if (ids.length === 0) return new Map<string, PaymentPackage>();
  const rows = await tx
    .select({
      id: packages.id,
      text: sql<
        PaymentPackage['text']
      >`jsonb_build_object('tr', jsonb_build_object('name', ${packages.text} -> 'tr' -> 'name'), 'en', jsonb_build_object('name', ${packages.text} -> 'en' -> 'name'), 'de', jsonb_build_object('name', ${packages.text} -> 'de' -> 'name'))`,
    })
    .from(packages)
    .where(inArray(packages.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A test-provider package charged month by month up to now, each month its own statements: the way for a package
 * with a downgrade waiting for its period's end (decision 074), which changes steps and price as it renews.
 */
export async function renewOneByOne(tx: Transaction, now: Date, row: Typed, pkg: PackageRow) {
  const paid: PaidRow[] = [];
  let current = row;
  let currentPkg = pkg;
  while (current.endDate && current.endDate <= now && shouldRenew(current)) {
    const renewed = await renewInTransaction(tx, now, current, currentPkg, { providerRef: null, amountCents: null });
    if (!renewed) break;
    paid.push({ id: renewed.paymentId, userId: row.userId, amountCents: renewed.amountCents });
    currentPkg = renewed.pkg;
    current = { ...renewed.row, type: currentPkg.type };
  }
  if (current.endDate && current.endDate <= now) await endPackage(tx, now, current);
  return paid;
}
