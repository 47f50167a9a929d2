import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/i18n/locales';
import type { Page } from '@/lib/schemas/paging';
import type { CaseQuery, CaseSummary } from '@/lib/schemas/cases';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { StaffMember } from '@/server/staff/access';
import { caseScope } from '@/server/staff/case-access';
import { caseColumns } from './columns';
import { CASE_FILTER_CONDITIONS, searchCondition } from './filters';
import { personColumns } from '@/server/staff/people';
import { planProgressOf } from '@/server/plan/progress';

/** One page of the cases `staff` may see, newest customers first; `total` counts every match. */
export async function listCases(
  db: Database,
  staff: StaffMember,
  query: CaseQuery,
  view: { locale: Locale; now: Date },
): Promise<Page<CaseSummary>> {
  const advisor = alias(users, 'advisor');
  const where = and(
    caseScope(staff),
    CASE_FILTER_CONDITIONS[query.filter],
    searchCondition(query.search),
    query.advisorId ? eq(users.assignedAdvisorId, query.advisorId) : undefined,
  );
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      onboardingCompleted: users.onboardingCompleted,
      createdAt: users.createdAt,
      assignedAdvisor: personColumns(advisor),
      ...caseColumns(view.locale, view.now),
    })
    .from(users)
    .leftJoin(advisor, eq(advisor.id, users.assignedAdvisorId))
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  // The plan's progress for the whole page in one more query (plan/progress.ts), not a column per row.
  const plans = await planProgressOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map(({ createdAt, ...row }) => ({
      ...row,
      registeredAt: createdAt.toISOString(),
      plan: plans.get(row.id) ?? null,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.total ?? 0,
  };
}
