import type { Locale } from '@/lib/i18n/locales';
import type { CaseQuery } from '@/lib/schemas/cases';
import type { Database } from '@/server/db/client';
import { FrozenJson } from '@/server/fast/frozen-json';
import { answersBySequence, type SharedAnswers } from '@/server/fast/shared-answers';
import type { StaffMember } from '@/server/staff/access';
import { caseListPage } from './list';

type KeptPage = { answer: FrozenJson; until: number };

/**
 * GET /api/staff/cases kept per scope and query under the database's `case_list_revision` number (migration 0032,
 * decision 106), the staff pages' way (decision 102): every admin asks the same pages, an advisor their own. A page
 * was one statement with nine correlated subqueries per row (1.5–2 ms of PostgreSQL at 100k, decision 101) plus its
 * mapping and serialisation; a kept page costs the number's read. Every change a page shows, filters or sorts by
 * advances the number at commit; a row's next appointment that ends moves it by the clock alone, so a kept page
 * holds until the earliest such end among its rows. A page only past its 2 s age is still served while one build
 * replaces it (`renewBehind`): a deep page's build made every request of that moment wait. ~10 KB a page; 500
 * pages at most (searches are free text).
 */
export class CaseListAnswers {
  private readonly answers: SharedAnswers<KeptPage>;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {
    this.answers = answersBySequence(db, 'case_list_revision', () => now().getTime(), { max: 500, renewBehind: true });
  }

  get(staff: StaffMember, query: CaseQuery, locale: Locale): Promise<FrozenJson> {
    const { filter, search, advisorId, cursor, pageSize } = query;
    // The scope decides the rows (caseScope): every admin's the same, an advisor's their own.
    const scope = staff.role === 'admin' ? 'admin' : staff.id;
    const key = JSON.stringify([scope, locale, filter, search, advisorId, cursor, pageSize]);
    return this.answers
      .get(
        key,
        async () => {
          const { page, until } = await caseListPage(this.db, staff, query, { locale, now: this.now() });
          return { answer: FrozenJson.ok(page), until };
        },
        (kept) => kept.until,
      )
      .then((kept) => kept.answer);
  }
}
