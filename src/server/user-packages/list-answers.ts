import type { Locale } from '@/lib/i18n/locales';
import type { UserPackage } from '@/lib/schemas/user-packages';
import type { Database } from '@/server/db/client';
import { packageRevisions } from '@/server/db/schema';
import { KeptAnswers, revisionReader } from '@/server/fast/kept-answers';
import { DAY_MS } from './periods';
import { loadUserPackageViews } from './view';

/**
 * When the list built at `now` stops being true with no row changing: the first moment a package's days left
 * (`remainingDays`, whole days, a started day counts) drops by one, or its withdrawal period ends (the answer then
 * drops `withdrawableUntil`, and with it the withdrawal button). Status changes (expiry) are writes, which move the
 * revision.
 */
export function listHoldsUntil(
  views: (Pick<UserPackage, 'endDate' | 'remainingDays'> & Partial<Pick<UserPackage, 'withdrawableUntil'>>)[],
) {
  let until = Infinity;
  for (const view of views) {
    if (view.withdrawableUntil) until = Math.min(until, Date.parse(view.withdrawableUntil));
    if (view.endDate === null || !view.remainingDays) continue;
    until = Math.min(until, Date.parse(view.endDate) - (view.remainingDays - 1) * DAY_MS);
  }
  return until;
}

/**
 * GET /api/user-packages, kept per user and language (fast/kept-answers.ts): the list is a join with a JSON
 * sub-select of every package's steps, the heaviest read of the dashboard. `package_revisions.rev` is bumped by
 * triggers on the user's packages, their steps and the catalog entries they bought (migration 0014).
 */
export class PackageListAnswers {
  private readonly answers: KeptAnswers;

  constructor(private readonly db: Database) {
    this.answers = new KeptAnswers(revisionReader(db, packageRevisions, 'package_rev'));
  }

  get(userId: string, locale: Locale, now: Date) {
    return this.answers.get(userId, `${userId}|${locale}`, now.getTime(), async () => {
      const views = await loadUserPackageViews(this.db, { userId }, locale, now);
      return { data: views, until: listHoldsUntil(views) };
    });
  }
}
