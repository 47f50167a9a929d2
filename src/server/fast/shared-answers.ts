import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { preparedQuery } from './prepared';

type RevisionSequence =
  'inbox_revision' | 'audit_revision' | 'staff_appointment_revision' | 'team_revision' | 'case_list_revision';

/**
 * A sequence's number, as text (the drivers read bigints differently), to select from the sequence. Before its first
 * `nextval` a sequence's `last_value` is already 1 (with `is_called` false): read as 0 then, or the first change
 * would leave the number where it was. The slot boards' number reads it too (`appointments/slot-boards.ts`).
 */
export const SEQUENCE_NUMBER = sql<string>`(case when is_called then last_value else 0 end)::text`;

/** The number of a revision sequence (`SEQUENCE_NUMBER`), one prepared statement. */
export function sequenceRevision(db: Database, sequence: RevisionSequence) {
  const query = preparedQuery((handle) =>
    handle
      .select({ rev: SEQUENCE_NUMBER })
      .from(sql`${sql.identifier(sequence)}`)
      .prepare(`${sequence}_read`),
  );
  return async () => (await query(db).execute())[0]!.rev;
}

interface Entry<T> {
  rev: string;
  at: number;
  until: number;
  answer: Promise<T>;
  /** Past its age under an unchanged number, with `renewBehind`: the build that will replace it is running. */
  renewing?: boolean;
}

/**
 * Answers shared by many readers (a staff page, the same for every admin), kept per key under one database-wide
 * number that deferred triggers advance at the commit of every change the answers show (a sequence such as
 * `inbox_revision`, decision 102). A request reads the number, then takes the kept answer built under it or builds
 * once — concurrent requests for the same key and number wait for the same build.
 *
 * The number is read before the build, as in `KeptAnswers`, so an answer is never older than its number — save for
 * one instant a sequence cannot close: `nextval` runs in the committing transaction just before its rows become
 * visible, so a build started in between sees the new number and the old rows. `maxAgeMs` bounds that staleness
 * (and costs at most one build per key per period).
 */
export class SharedAnswers<T> {
  // A Map keeps insertion order: a hit re-inserts, so the first key is the least recently used.
  private readonly kept = new Map<string, Entry<T>>();

  constructor(
    private readonly revision: () => Promise<string>,
    private readonly options: { max: number; maxAgeMs: number; now: () => number; renewBehind?: boolean },
  ) {}

  /**
   * `until`: for an answer that changes with the clock alone, the epoch ms from which it is stale (decision 106's
   * next appointments, as `KeptAnswers`' `until`); an answer built for a later moment is a miss too (a clock set back).
   */
  async get(key: string, build: () => Promise<T>, until?: (answer: T) => number): Promise<T> {
    const rev = await this.revision();
    const now = this.options.now();
    const kept = this.kept.get(key);
    this.kept.delete(key);
    if (kept && kept.rev === rev && kept.at <= now && now < kept.until) {
      if (now - kept.at < this.options.maxAgeMs) {
        this.kept.set(key, kept);
        return kept.answer;
      }
      // Only old, the number and the clock's instants unchanged: with `renewBehind` it is still served while one
      // build replaces it (the slot boards' way, decision 104), so the requests of that moment do not all wait for a
      // build every period (a deep case page took 250 ms at p99, decision 106). A moved number always waits.
      if (this.options.renewBehind) {
        this.kept.set(key, kept);
        if (!kept.renewing) {
          kept.renewing = true;
          const next = this.start(key, rev, now, build, until, false);
          next.then(
            () => this.kept.get(key) === kept && this.keep(key, this.entryOf(rev, now, next, until)),
            () => this.kept.get(key) === kept && this.kept.delete(key),
          );
        }
        return kept.answer;
      }
    }
    return this.start(key, rev, now, build, until, true);
  }

  private entryOf(rev: string, at: number, answer: Promise<T>, until?: (answer: T) => number): Entry<T> {
    const entry: Entry<T> = { rev, at, until: Infinity, answer };
    if (until)
      answer.then(
        (value) => (entry.until = until(value)),
        () => undefined,
      );
    return entry;
  }

  private keep(key: string, entry: Entry<T>) {
    this.kept.delete(key);
    if (this.kept.size >= this.options.max) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, entry);
  }

  /** A build; `keepNow`: kept at once (requests that miss together share it), else its caller keeps it when done. */
  private start(
    key: string,
    rev: string,
    now: number,
    build: () => Promise<T>,
    until: ((answer: T) => number) | undefined,
    keepNow: boolean,
  ) {
    const answer = build();
    if (keepNow) this.keep(key, this.entryOf(rev, now, answer, until));
    // A failed build is not kept: the next request tries again.
    answer.catch(() => {
      if (this.kept.get(key)?.answer === answer) this.kept.delete(key);
    });
    return answer;
  }

  get size() {
    return this.kept.size;
  }
}

/** Answers of one kind over `sequence`: `max` entries (the kind's own bound), trusted `maxAgeMs` (2 s) at most. */
export function answersBySequence<T>(
  db: Database,
  sequence: RevisionSequence,
  now: () => number,
  options: { max: number; maxAgeMs?: number; renewBehind?: boolean },
) {
  return new SharedAnswers<T>(sequenceRevision(db, sequence), { maxAgeMs: 2_000, ...options, now });
}
