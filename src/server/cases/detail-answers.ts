import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { AppDeps } from '@/server/context';
import type { Database } from '@/server/db/client';
import { caseRevisions, customerListRevisions, onboardingRevisions, packageRevisions, users } from '@/server/db/schema';
import { KeptAnswers } from '@/server/fast/kept-answers';
import { preparedQuery } from '@/server/fast/prepared';
import { isUuid } from '@/server/files/service';
import { notFound } from '@/server/http/errors';
import type { StaffMember } from '@/server/staff/access';
import { caseScope } from '@/server/staff/case-access';
import { listHoldsUntil } from '@/server/user-packages/list-answers';
import { caseDetail } from './detail';

type RevisionTable =
  typeof caseRevisions | typeof onboardingRevisions | typeof packageRevisions | typeof customerListRevisions;
const revOf = (table: RevisionTable) =>
  sql`coalesce((select ${table.rev} from ${table} where ${table.userId} = ${users.id}), 0)`;

/**
 * The case page's number: the sum of the customer's four numbers that together cover every part of it (migration
 * 0032, decision 106) — case_revisions (profile, assigned advisor's name, support messages, saved checks),
 * onboarding_revisions (the wizard's answers), package_revisions (packages and steps; the renewal batch bumps it
 * itself) and customer_list_revisions (documents, appointments with their advisors' names). Each only grows, so the
 * sum moves whenever one does. A column of a select on `users`: four index probes beside the row.
 */
const caseNumber = sql<number>`${sql.join(
  [caseRevisions, onboardingRevisions, packageRevisions, customerListRevisions].map(revOf),
  sql` + `,
)}`.mapWith(Number);

const caseRevisionQuery = preparedQuery((db) =>
  db
    .select({ rev: caseNumber })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('case_page_rev'),
);

/** The case's number if `staff` may see the case (`caseScope`, the one rule), as one prepared statement per role. */
const visibleCase = (role: StaffMember['role']) =>
  preparedQuery((db) =>
    db
      .select({ rev: caseNumber })
      .from(users)
      .where(and(eq(users.id, sql.placeholder('userId')), caseScope({ role, id: sql.placeholder('staffId') })))
      .prepare(`case_page_visible_${role}`),
  );
const adminSees = visibleCase('admin');
const advisorSees = visibleCase('advisor');

const readers = new WeakMap<Database, (userId: string) => Promise<number>>();
export function caseRevision(db: Database) {
  let reader = readers.get(db);
  if (!reader) {
    reader = async (userId) => (await caseRevisionQuery(db).execute({ userId }))[0]?.rev ?? 0;
    readers.set(db, reader);
  }
  return reader;
}

/**
 * GET /api/staff/cases/{id} kept per case and language (the answer is the same for every staff member who may see
 * the case): seven statements and ~100 KB of JSON for the heavy customer of the 100k bench, changed only when the
 * customer, staff or a job write. Access is checked in the statement that reads the number, before any page is
 * taken, so a kept page is never sent to someone who may not see it. Days left and the withdrawal period move with
 * the clock: a page holds until the first of those moments (`listHoldsUntil`).
 */
export class CaseDetailAnswers {
  private readonly answers: KeptAnswers;

  constructor(private readonly deps: AppDeps) {
    this.answers = new KeptAnswers(caseRevision(deps.db), 500);
  }

  /**
   * The page of case `customerId` for `staff`: the access check of `findCase` (the one rule, `caseScope`: another
   * advisor's customer, an unknown or malformed id, a staff account are the same 404) and the case's number in one
   * statement, then the kept page or a build.
   */
  async get(staff: StaffMember, customerId: string, locale: Locale) {
    if (!isUuid(customerId)) throw notFound();
    const [visible] = await (staff.role === 'admin' ? adminSees : advisorSees)(this.deps.db).execute({
      userId: customerId,
      staffId: staff.id,
    });
    if (!visible) throw notFound();
    const now = this.deps.now();
    return this.answers.getAt(visible.rev, `${customerId}|${locale}`, now.getTime(), async () => {
      // The row read after the number, so the page is never older than it.
      const [row] = await this.deps.db.select().from(users).where(eq(users.id, customerId));
      if (!row) throw notFound();
      const detail = await caseDetail({ ...this.deps, now: () => now }, row, locale);
      return { data: detail, until: listHoldsUntil(detail.packages) };
    });
  }
}
