import { and, eq } from 'drizzle-orm';
import { userPackages, type PackageRow } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import { ApiError } from '@/server/http/errors';

/** The user's active monthly package, locked, if any (there is at most one: user_packages_one_monthly_idx). */
export async function activeMonthly(tx: Transaction, userId: string) {
  const [row] = await tx
    .select()
    .from(userPackages)
    .where(and(eq(userPackages.userId, userId), eq(userPackages.status, 'active'), eq(userPackages.monthly, true)))
    .for('update');
  return row;
}

/**
 * Before a checkout opens (under the user's lock): the same package while it is active is 409 as before; another
 * monthly package while one runs is 409 PACKAGE_CHANGE_REQUIRED, because buying it would charge twice a month — the
 * customer changes the package instead (decision 074). A one-time package can be bought beside a monthly one.
 */
export async function refuseSecondPackage(tx: Transaction, userId: string, pkg: PackageRow) {
  const [same] = await tx
    .select({ id: userPackages.id })
    .from(userPackages)
    .where(and(eq(userPackages.userId, userId), eq(userPackages.packageId, pkg.id), eq(userPackages.status, 'active')));
  if (same) throw new ApiError(409, 'PACKAGE_ALREADY_ACTIVE', 'commerce-api:checkout.alreadyActive');
  if (pkg.type !== 'monthly') return;
  const running = await activeMonthly(tx, userId);
  if (running) throw new ApiError(409, 'PACKAGE_CHANGE_REQUIRED', 'commerce-api:checkout.changeRequired');
}
