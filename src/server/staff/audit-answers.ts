import type { Locale } from '@/lib/i18n/locales';
import type { AuditQuery } from '@/lib/schemas/audit';
import type { Database } from '@/server/db/client';
import { FrozenJson } from '@/server/fast/frozen-json';
import { answersBySequence, type SharedAnswers } from '@/server/fast/shared-answers';
import { auditPage } from './audit-page';

/**
 * GET /api/staff/audit kept per query and language under the database's `audit_revision` number (migration 0030,
 * decision 102): the same pages for every admin, and the log is append-only, so a page changes only when a row is
 * written (its count, the first pages) or an account a page names is renamed or deleted — each advances the
 * number at commit. A kept page costs the number's read instead of three statements and the page's serialisation.
 * Pages are ~25 KB; 200 of them at most.
 */
export class AuditAnswers {
  private readonly answers: SharedAnswers<FrozenJson>;

  constructor(
    private readonly db: Database,
    now: () => number,
  ) {
    this.answers = answersBySequence(db, 'audit_revision', now, { max: 200 });
  }

  get(query: AuditQuery, locale: Locale): Promise<FrozenJson> {
    const { cursor, pageSize, action, actorId, caseId } = query;
    const key = [locale, pageSize, cursor, action, actorId, caseId].map((part) => part ?? '').join(' ');
    return this.answers.get(key, async () => FrozenJson.ok(await auditPage(this.db, query, locale)));
  }
}
