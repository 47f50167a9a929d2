import { and, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CaseFilter } from '@/lib/schemas/cases';
import { users } from '@/server/db/schema';
import { activePackageExists, documentsWaitingExists } from './columns';

/** What each filter of the case list means (conditions on other resources' tables are in case-columns.ts). */
export const CASE_FILTER_CONDITIONS: Record<CaseFilter, SQL | undefined> = {
  all: undefined,
  onboardingDone: eq(users.onboardingCompleted, true),
  onboardingOpen: eq(users.onboardingCompleted, false),
  unassigned: isNull(users.assignedAdvisorId),
  documentsWaiting: documentsWaitingExists,
  activePackage: activePackageExists,
};

// The user's text is a literal, never a pattern: %, _ and \ match only themselves.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Every word of the search must appear in the full name or the e-mail address (case-insensitive). */
export function searchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(ilike(fullName, pattern), ilike(users.email, pattern));
    }),
  );
}
