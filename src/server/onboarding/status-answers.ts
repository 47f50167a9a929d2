import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { onboardingRevisions } from '../db/schema';
import { FrozenJson } from '../http/envelope';
import { loadStatusRevision } from './status';

/**
 * Users whose answer is kept. An entry is the serialised status (a few KB) and, once asked for, its brotli and gzip
 * forms; 2,000 users ≈ 10 MB. Least recently used goes first (a Map keeps insertion order; a hit re-inserts).
 */
export const MAX_KEPT_STATUSES = 2_000;

const revision = preparedQuery((db) =>
  db
    .select({ rev: onboardingRevisions.rev })
    .from(onboardingRevisions)
    .where(eq(onboardingRevisions.userId, sql.placeholder('userId')))
    .prepare('onboarding_rev'),
);

/**
 * GET /api/onboarding/current-step, kept per user and revision. The status is one query with four JSON
 * sub-selects, parsed, reshaped and serialised again — several times the work of a primary-key read, on a
 * screen the dashboard and wizard ask for on every visit. The user's `onboarding_revisions.rev` is bumped by
 * triggers on every row the status shows (migration 0013), so reading it is enough to know whether a kept answer is current: in this
 * process and in any other, with no expiry to tune (decision 061).
 */
export class StatusAnswers {
  private readonly kept = new Map<string, { rev: number; answer: FrozenJson }>();

  constructor(
    private readonly db: Database,
    private readonly max = MAX_KEPT_STATUSES,
  ) {}

  async get(userId: string): Promise<FrozenJson> {
    // No row yet: nothing the status shows has changed since the account was made (revision 0).
    const rev = (await revision(this.db).execute({ userId }))[0]?.rev ?? 0;
    const kept = this.kept.get(userId);
    if (kept?.rev === rev) {
      this.kept.delete(userId);
      this.kept.set(userId, kept);
      return kept.answer;
    }
    return this.fresh(userId);
  }

  /** Reads the status and keeps it under the revision read in the same statement (after a write, or a miss). */
  async fresh(userId: string): Promise<FrozenJson> {
    const { status, rev } = await loadStatusRevision(this.db, userId);
    const answer = FrozenJson.ok(status);
    if (rev === undefined) return answer;
    this.kept.delete(userId);
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(userId, { rev, answer });
    return answer;
  }

  get size() {
    return this.kept.size;
  }
}
