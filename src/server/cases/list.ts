import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/i18n/locales';
import type { CursorPage } from '@/lib/schemas/paging';
import type { CaseQuery, CaseSummary } from '@/lib/schemas/cases';
import type { Database } from '@/server/db/client';
import { cappedCount, cappedCountColumn, countedOf, keysetPage } from '@/server/db/keyset';
import { users } from '@/server/db/schema';
import type { StaffMember } from '@/server/staff/access';
import { caseScope } from '@/server/staff/case-access';
import { caseColumns, nextAppointmentTurns } from './columns';
import { afterCaseCursor, caseCursorColumn, caseOrder, caseSearchOrder } from './cursor';
import { CASE_FILTER_CONDITIONS, searchCondition } from './filters';
import { newestWindow, triesWindow } from './search-window';
import { personColumns } from '@/server/staff/people';
import { planProgressColumns, planProgressFrom } from '@/server/plan/progress';

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

/**
 * The rows of one page after `query.cursor`, plus one that tells whether a next page exists (keyset, decision 088),
 * each with its plan progress's parts and the capped count of all matches: the whole page is one statement
 * (decision 101). `window`: a search among the newest customers only (search-window.ts).
 */
export function casePageQuery(db: Database, staff: StaffMember, query: CaseQuery, view: View, window = false) {
  const advisor = alias(users, 'advisor');
  const searching = searchCondition(query.search) !== undefined;
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
      turnsAt: nextAppointmentTurns(view.now),
      ...planProgressColumns(),
      cursor: caseCursorColumn,
      matches: cappedCountColumn(db, users, caseWhere(staff, query)),
    })
    .from(users)
    .leftJoin(advisor, eq(advisor.id, users.assignedAdvisorId))
    .where(
      and(
        caseWhere(staff, query),
        afterCaseCursor(query.cursor),
        window
          ? newestWindow(db, query.advisorId ?? (staff.role === 'admin' ? undefined : staff.id), query.cursor)
          : undefined,
      ),
    )
    .orderBy(...(searching && !window ? caseSearchOrder : caseOrder))
    .limit(query.pageSize + 1);
}

/**
 * One page of the cases `staff` may see, newest customers first; `total` counts the matches up to COUNT_CAP.
 * `until`: the epoch ms at which the page changes by the clock alone (a next appointment ends), for a kept page.
 */
export async function caseListPage(
  db: Database,
  staff: StaffMember,
  query: CaseQuery,
  view: View,
): Promise<{ page: CursorPage<CaseSummary>; until: number }> {
  const full = query.pageSize + 1;
  // A search first looks among the newest customers (search-window.ts): a full page there is the exact answer, and
  // so is a first page that holds every match the count found.
  let rows = triesWindow(query.search) ? await casePageQuery(db, staff, query, view, true) : [];
  const complete = rows.length === full || (!query.cursor && rows[0] && rows[0].matches <= rows.length);
  if (!complete) rows = await casePageQuery(db, staff, query, view);
  // No row past the cursor says nothing of the count: only then is it a statement of its own.
  const counted = rows[0]
    ? countedOf(rows[0].matches)
    : query.cursor
      ? await cappedCount(db, users, caseWhere(staff, query))
      : countedOf(0);
  const page = keysetPage(
    rows,
    query.pageSize,
    (row) => row.cursor,
    ({
      createdAt,
      cursor: _cursor,
      matches: _matches,
      turnsAt: _turns,
      planRoute,
      planOverrides,
      planDocuments,
      ...row
    }) => ({
      ...row,
      registeredAt: createdAt.toISOString(),
      plan: planProgressFrom({ planRoute, planOverrides, planDocuments }),
    }),
    counted,
  );
  return { page, until: Math.min(Infinity, ...rows.map((row) => row.turnsAt ?? Infinity)) };
}

/** The page alone (`caseListPage`), as the route answered it before pages were kept. */
export const listCases = async (...args: Parameters<typeof caseListPage>) => (await caseListPage(...args)).page;
