import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { preparedQuery } from './prepared';
import type {
  customerListRevisions,
  messageRevisions,
  onboardingRevisions,
  packageRevisions,
} from '@/server/db/schema';
import { FrozenJson } from './frozen-json';

type RevisionTable =
  typeof onboardingRevisions | typeof packageRevisions | typeof messageRevisions | typeof customerListRevisions;

/** The user's number in `table`, one primary-key read; no row yet means nothing has changed since sign-up (0). */
export function revisionReader(db: Database, table: RevisionTable, name: string) {
  const query = preparedQuery((handle) =>
    handle
      .select({ rev: table.rev })
      .from(table)
      .where(eq(table.userId, sql.placeholder('userId')))
      .prepare(name),
  );
  return async (userId: string) => (await query(db).execute({ userId }))[0]?.rev ?? 0;
}

/**
 * Per-user answers kept in memory under the user's revision number: a number that deferred database triggers bump,
 * at commit, whenever a row the answer shows changes (migrations 0013 and 0014, decision 061). A request reads the
 * number (one primary-key read) and sends the kept answer — serialised, and compressed per encoding, once — when it
 * is still current. Consistent across processes, with no expiry to tune; an answer that depends on the clock
 * (days left) says until when it holds.
 *
 * Order matters: the number is read *before* the answer is built, so a change committed in between leaves a kept
 * answer newer than its number — the next request sees a newer number and builds again. Never the other way round.
 */
export class KeptAnswers {
  // A Map keeps insertion order: a hit re-inserts, so the first key is the least recently used.
  private readonly kept = new Map<string, { rev: number; since: number; until: number; answer: FrozenJson }>();

  constructor(
    private readonly revision: (userId: string) => Promise<number>,
    /** Entries kept at most: an answer is a few KB (and its brotli and gzip forms once asked for). */
    private readonly max = 2_000,
  ) {}

  /**
   * The answer for `userId` under `key` (the user id, plus the language when the answer is worded). `build` returns
   * the data and, for answers that change with time alone, the epoch ms until which they hold.
   */
  async get(
    userId: string,
    key: string,
    now: number,
    build: () => Promise<{ data: unknown; until?: number }>,
  ): Promise<FrozenJson> {
    return this.getAt(await this.revision(userId), key, now, build);
  }

  /** `get` with the number already read by the caller (with its access check, the case page of decision 106). */
  async getAt(
    rev: number,
    key: string,
    now: number,
    build: () => Promise<{ data: unknown; until?: number }>,
  ): Promise<FrozenJson> {
    const kept = this.kept.get(key);
    this.kept.delete(key);
    // `since`: an answer built for a later moment says nothing about an earlier one (a clock set back in tests).
    if (kept && kept.rev === rev && kept.since <= now && now < kept.until) {
      this.kept.set(key, kept);
      return kept.answer;
    }
    const { data, until = Infinity } = await build();
    const answer = FrozenJson.ok(data);
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { rev, since: now, until, answer });
    return answer;
  }

  get size() {
    return this.kept.size;
  }
}
