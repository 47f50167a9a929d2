import type { Database } from '@/server/db/client';
import { onboardingRevisions } from '@/server/db/schema';
import { KeptAnswers, revisionReader } from '@/server/fast/kept-answers';
import { loadStatus } from './status';

/**
 * GET /api/onboarding/current-step, kept per user (fast/kept-answers.ts). The status is one query with four JSON
 * sub-selects, parsed, reshaped and serialised again — several times the work of a primary-key read, on a screen
 * the dashboard and wizard ask for on every visit. The user's `onboarding_revisions.rev` is bumped by triggers on
 * every row the status shows (migration 0013): the wizard's columns on users, the progress row, the entries, files.
 */
export class StatusAnswers {
  private readonly answers: KeptAnswers;

  constructor(
    private readonly db: Database,
    max?: number,
  ) {
    this.answers = new KeptAnswers(revisionReader(db, onboardingRevisions, 'onboarding_rev'), max);
  }

  get(userId: string) {
    return this.answers.get(userId, userId, 0, async () => ({ data: await loadStatus(this.db, userId) }));
  }

  get size() {
    return this.answers.size;
  }
}
