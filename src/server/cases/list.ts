import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/i18n/locales';
import type { CursorPage } from '@/lib/schemas/paging';
import type { CaseQuery, CaseSummary } from '@/lib/schemas/cases';
import type { Database } from '@/server/db/client';
import { cappedCount, keysetPage } from '@/server/db/keyset';
import { users } from '@/server/db/schema';
import type { StaffMember } from '@/server/staff/access';
import { caseScope } from '@/server/staff/case-access';
import { caseColumns } from './columns';
import { afterCaseCursor, caseCursorColumn, caseOrder, caseSearchOrder } from './cursor';
import { CASE_FILTER_CONDITIONS, searchCondition } from './filters';
import { personColumns } from '@/server/staff/people';
import { planProgressOf } from '@/server/plan/progress';

type View = { locale: Locale; now: Date };

/** Which cases match: the staff member's scope, the filter, the search words, one advisor's. */
function caseWhere(staff: StaffMember, query: CaseQuery): SQL | undefined {
  return and(
    caseScope(staff),
    CASE_FILTER_CONDITIONS[query.filter],
    searchCondition(query.search),
    query.advisorId ? eq(users.assignedAdvisorId, query.advisorId) : undefined,
  );
}

/** The rows of one page after `query.cursor`, plus one that tells whether a next page exists (keyset, decision 088). */
export function casePageQuery(db: Database, staff: StaffMember, query: CaseQuery, view: View) {
  const advisor = alias(users, 'advisor');
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      onboardingCompleted: users.onboardingCompleted,
      createdAt: users.createdAt,
      assignedAdvisor: personColumns(advisor),
      ...caseColumns(view.locale, view.now),
      cursor: caseCursorColumn,
    })
    .from(users)
    .leftJoin(advisor, eq(advisor.id, users.assignedAdvisorId))
    .where(and(caseWhere(staff, query), afterCaseCursor(query.cursor)))
    .orderBy(...(searchCondition(query.search) ? caseSearchOrder : caseOrder))
    .limit(query.pageSize + 1);
}

/** One page of the cases `staff` may see, newest customers first; `total` counts the matches up to COUNT_CAP. */
export async function listCases(
  db: Database,
  staff: StaffMember,
  query: CaseQuery,
  view: View,
): Promise<CursorPage<CaseSummary>> {
  const [rows, counted] = await Promise.all([
    casePageQuery(db, staff, query, view),
    cappedCount(db, users, caseWhere(staff, query)),
  ]);
  // The plan's progress for the whole page in one more query (plan/progress.ts), not a column per row.
  const plans = await planProgressOf(
    db,
    rows.slice(0, query.pageSize).map((row) => row.id),
  );
  return keysetPage(
    rows,
    query.pageSize,
    (row) => row.cursor,
    ({ createdAt, cursor: _cursor, ...row }) => ({
      ...row,
      registeredAt: createdAt.toISOString(),
      plan: plans.get(row.id) ?? null,
    }),
    counted,
  );
}
