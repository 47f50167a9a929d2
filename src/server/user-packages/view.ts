import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { UserPackage } from '@/lib/schemas/user-packages';
import type { Database } from '@/server/db/client';
import { isoText, jsonRows } from '@/server/fast/json-rows';
import { preparedQuery } from '@/server/fast/prepared';
import {
  packages,
  userPackages,
  userPackageSteps,
  withdrawals,
  type UserPackageRow,
  type UserPackageStepRow,
} from '@/server/db/schema';
import { hasMonthsLeft, remainingDays, withdrawalEnd } from './periods';
import { timelineStatus } from './steps';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A step as the list query reads it: JSON, its title already in the caller's language, the time an ISO string. */
type StepForAnswer = Pick<UserPackageStepRow, 'key' | 'required' | 'status' | 'notes'> & {
  title: string;
  completedAt: string | null;
};

/** The extras the list query reads beside the row: the scheduled package's code, whether it was withdrawn. */
export interface PackageExtras {
  scheduledCode: string | null;
  withdrawn: boolean;
}

export function toUserPackage(
  row: UserPackageRow,
  pkg: UserPackage['package'],
  steps: StepForAnswer[],
  now: Date,
  extras: PackageExtras = { scheduledCode: null, withdrawn: false },
): UserPackage {
  const withdrawableUntil = withdrawalEnd(row.createdAt);
  return {
    id: row.id,
    package: pkg,
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
      title: step.title,
      required: step.required,
      status: step.status,
      completedAt: step.completedAt,
      notes: step.notes,
    })),
    createdAt: row.createdAt.toISOString(),
    contractNumber: row.contractNumber,
    scheduledChange:
      extras.scheduledCode && row.endDate ? { packageCode: extras.scheduledCode, at: row.endDate.toISOString() } : null,
    cancelledAt: iso(row.cancelledAt),
    withdrawableUntil:
      !extras.withdrawn && withdrawableUntil.getTime() > now.getTime() ? withdrawableUntil.toISOString() : null,
  };
}

const s = userPackageSteps;
// Texts are picked in the caller's language in SQL: the other languages are neither sent nor parsed.
const locale = sql`${sql.placeholder('locale')}::text`;
/** The package's steps in order, as a JSON array in the same row. */
const stepsJson = jsonRows(
  s,
  {
    key: s.key,
    title: sql`${s.title} ->> ${locale}`,
    required: s.required,
    status: s.status,
    completedAt: isoText(s.completedAt),
    notes: s.notes,
  },
  sql`${s.userPackageId} = ${userPackages.id}`,
  sql`${s.position}`,
);

/** Package rows matching `where` with their catalog entry and steps, newest first: one query, built once. */
const packageViews = (name: string, where: SQL | undefined) =>
  preparedQuery((db) =>
    db
      .select({
        row: userPackages,
        pkg: {
          id: packages.id,
          code: packages.code,
          type: packages.type,
          name: sql<string>`${packages.text} -> ${locale} ->> 'name'`,
        },
        steps: sql<string>`${stepsJson}::text`,
        scheduledCode: sql<
          string | null
        >`(select p2.code from ${packages} p2 where p2.id = ${userPackages.scheduledPackageId})`,
        withdrawn: sql<boolean>`exists (select 1 from ${withdrawals} w where w.user_package_id = ${userPackages.id})`,
      })
      .from(userPackages)
      .innerJoin(packages, eq(packages.id, userPackages.packageId))
      .where(where)
      .orderBy(desc(userPackages.createdAt), desc(userPackages.id))
      .prepare(name),
  );
const ofUser = eq(userPackages.userId, sql.placeholder('userId'));
const allOfUser = packageViews('user_packages_of_user', ofUser);
const oneOfUser = packageViews('user_package_of_user', and(ofUser, eq(userPackages.id, sql.placeholder('id'))));

/** The user's packages (or the one with `id`, when it is theirs) with catalog entry and steps, in one language. */
export async function loadUserPackageViews(
  db: Database,
  owner: { userId: string; id?: string },
  locale: Locale,
  now: Date,
) {
  const values = { ...owner, locale };
  const rows = owner.id ? await oneOfUser(db).execute(values) : await allOfUser(db).execute(values);
  return rows.map(({ row, pkg, steps, scheduledCode, withdrawn }) =>
    toUserPackage(row, pkg, JSON.parse(steps) as StepForAnswer[], now, { scheduledCode, withdrawn }),
  );
}
