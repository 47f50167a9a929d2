import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Locale } from '../../lib/i18n/locales';
import type { UserPackageView } from '../../lib/schemas/user-packages';
import type { Database } from '../db/client';
import { packages, userPackages, userPackageSteps, type PackageRow, type UserPackageRow, type UserPackageStepRow } from '../db/schema';
import { hasMonthsLeft, remainingDays } from './periods';
import { timelineStatus } from './steps';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toUserPackageView(
  row: UserPackageRow,
  pkg: PackageRow,
  steps: UserPackageStepRow[],
  locale: Locale,
  now: Date,
): UserPackageView {
  return {
    id: row.id,
    package: { id: pkg.id, code: pkg.code, type: pkg.type, name: pkg.text[locale].name },
    status: row.status,
    startDate: row.startDate.toISOString(),
    endDate: iso(row.endDate),
    termEndDate: iso(row.termEndDate),
    remainingDays: remainingDays(row.endDate, now),
    progress: row.progress,
    autoRenew: row.autoRenew,
    renewable: hasMonthsLeft({ ...row, type: pkg.type }),
    notes: row.notes,
    completedAt: iso(row.completedAt),
    timelineStatus: timelineStatus(steps),
    steps: steps.map((step) => ({
      key: step.key,
      title: step.title[locale],
      required: step.required,
      status: step.status,
      completedAt: iso(step.completedAt),
      notes: step.notes,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The given package rows with their catalog entry and steps, newest first, in one language. */
export async function loadUserPackageViews(db: Database, where: SQL | undefined, locale: Locale, now: Date) {
  const rows = await db
    .select({ row: userPackages, pkg: packages })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(where)
    .orderBy(desc(userPackages.createdAt), desc(userPackages.id));
  if (rows.length === 0) return [];
  const steps = await db
    .select()
    .from(userPackageSteps)
    .where(inArray(userPackageSteps.userPackageId, rows.map((r) => r.row.id)))
    .orderBy(asc(userPackageSteps.position));
  return rows.map(({ row, pkg }) =>
    toUserPackageView(row, pkg, steps.filter((s) => s.userPackageId === row.id), locale, now),
  );
}
