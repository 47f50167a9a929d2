import { and, eq } from 'drizzle-orm';
import { userPackages, type PackageRow, type UserPackageRow } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import { ApiError, notFound } from '@/server/http/errors';
import { isUuid } from '@/server/files/service';
import { findPackage } from '@/server/packages/find';
import { prorate, type Proration } from './proration';

export interface ChangePlan {
  row: UserPackageRow;
  to: PackageRow;
  direction: 'upgrade' | 'downgrade';
  proration: Proration;
  /** Now for an upgrade that is paid today; the period's end for a downgrade (or an upgrade on the last day). */
  at: Date;
}

/**
 * What moving the customer's package `id` to `target` would do (decision 074), read under a row lock so a change and
 * a renewal cannot cross. A dearer package is an upgrade, charged the prorated difference now; a cheaper (or equally
 * priced) one is a downgrade at the period's end. On the period's last day nothing is left to prorate, so an upgrade
 * waits for the renewal like a downgrade.
 */
export async function planChange(tx: Transaction, userId: string, id: string, target: string, now: Date) {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select()
    .from(userPackages)
    .where(and(eq(userPackages.id, id), eq(userPackages.userId, userId)))
    .for('update');
  if (!row) throw notFound();
  if (row.status !== 'active' || !row.monthly || !row.endDate || row.cancelledAt)
    throw new ApiError(409, 'PACKAGE_NOT_CHANGEABLE', 'commerce-api:userPackages.notChangeable');
  const to = await findPackage(tx, target);
  if (to.id === row.packageId) throw new ApiError(409, 'SAME_PACKAGE', 'commerce-api:userPackages.samePackage');
  if (to.type !== 'monthly')
    throw new ApiError(409, 'PACKAGE_CHANGE_MONTHLY_ONLY', 'commerce-api:userPackages.changeMonthlyOnly');
  const proration = prorate(row.priceCents, to.priceCents, { startDate: row.startDate, endDate: row.endDate }, now);
  const upgrade = to.priceCents > row.priceCents && proration.amountCents > 0;
  const plan: ChangePlan = {
    row,
    to,
    direction: upgrade ? 'upgrade' : 'downgrade',
    proration: upgrade ? proration : { ...proration, amountCents: 0 },
    at: upgrade ? now : row.endDate,
  };
  return plan;
}
