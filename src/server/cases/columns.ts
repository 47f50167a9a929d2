import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import { appointments, files, packages, userPackages, userPackageSteps, users } from '@/server/db/schema';

/**
 * The case table's columns kept by other resources, as correlated subqueries on `users` (one row per customer, so
 * paging and counting stay on the users table). Each mirrors what the customer's own screens show.
 */

const waitingDocuments = sql`from ${files} where ${files.ownerId} = ${users.id}
  and ${files.purpose} in ('cv', 'languageCertificate', 'otherDocument') and ${files.reviewStatus} = 'pending_review'`;

const activePackage = sql`from ${userPackages} where ${userPackages.userId} = ${users.id} and ${userPackages.status} = 'active'`;

export const documentsWaitingExists: SQL = sql`exists (select 1 ${waitingDocuments})`;
export const activePackageExists: SQL = sql`exists (select 1 ${activePackage})`;

/** The customer's appointments still to come or under way at `now`: the next one is the earliest start of these. */
const upcoming = (now: Date) => sql`from ${appointments} where ${appointments.userId} = ${users.id}
  and ${appointments.status} in ('pending', 'confirmed') and ${appointments.endsAt} > ${now.toISOString()}`;

export function caseColumns(locale: Locale, now: Date) {
  // The newest active package decides the package and its next step.
  const newestActive = sql`(select ${userPackages.id} ${activePackage} order by ${userPackages.createdAt} desc limit 1)`;
  return {
    documentsWaiting: sql<number>`(select count(*) ${waitingDocuments})`.mapWith(Number),
    activePackage: sql<string | null>`(select ${packages.text} -> ${locale} ->> 'name' from ${packages}
      join ${userPackages} on ${userPackages.packageId} = ${packages.id} where ${userPackages.id} = ${newestActive})`,
    nextStep: sql<string | null>`(select ${userPackageSteps.title} ->> ${locale} from ${userPackageSteps}
      where ${userPackageSteps.userPackageId} = ${newestActive} and ${userPackageSteps.status} <> 'completed'
      order by ${userPackageSteps.position} limit 1)`,
    nextAppointment: sql<Date | null>`(select min(${appointments.startsAt}) ${upcoming(now)})`.mapWith(
      (value: string | Date | null) => (value == null ? null : new Date(value).toISOString()),
    ),
  };
}

/**
 * When the row's next appointment can change by the clock alone: the earliest end among those appointments (one
 * leaves the set then), as epoch ms; null when there are none. A kept page holds until the earliest of its rows'
 * (decision 106).
 */
export const nextAppointmentTurns = (now: Date) =>
  sql<number | null>`(select min(${appointments.endsAt}) ${upcoming(now)})`.mapWith((value: string | Date | null) =>
    value == null ? null : new Date(value).getTime(),
  );
