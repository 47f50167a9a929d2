import { sql } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { jobRuns } from '@/server/db/schema';
import type { Database } from '@/server/db/client';
import type { Transaction } from '@/server/db/transaction';
import { depsInTransaction } from '@/server/db/deps-in-transaction';
import { logger, type Logger } from '@/server/log/logger';
import { observe } from '@/server/metrics/observe';
import { jobOutageLog } from './outage-log';

/**
 * Scheduled work (package renewal, appointment reminders, credential cleanup) for one process or many on one
 * database. Every process ticks each job; a tick runs the job only when
 *  1. it gets the job's PostgreSQL transaction-level advisory lock (nobody else is running it now), and
 *  2. it claims the job's `job_runs` row by moving `next_run_at` one interval on (nobody ran it this interval).
 * So N processes run a job once per interval. Jobs must still be idempotent by the rows they touch (claim rows
 * with a state change or a `…SentAt` column), since a crash after a claim or a manual `runJob` may repeat work.
 * The job sees `deps.db` bound to the locking transaction: keep runs short, do slow I/O (mail) after the state
 * change that claims a row.
 */
export interface Job {
  name: string;
  /** How often the job runs (at most once per interval across all processes). */
  everyMs: number;
  run: (deps: AppDeps, now: Date) => Promise<void>;
  /**
   * The job claims its own rows (the mail outbox, with SKIP LOCKED): it runs after the interval's claim has
   * committed, on the root database, so its slow I/O (SMTP) holds no transaction or lock.
   */
  claimsOwnRows?: boolean;
}

type LockRow = { locked: boolean };

async function lock(tx: Transaction, name: string) {
  const result = await tx.execute<LockRow>(sql`select pg_try_advisory_xact_lock(hashtext(${`job:${name}`})) as locked`);
  // postgres.js answers the rows as an array, PGlite as `{ rows }`.
  const rows = (Array.isArray(result) ? result : (result as { rows: LockRow[] }).rows) as LockRow[];
  return rows[0]?.locked === true;
}

async function claim(tx: Transaction, job: Job, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const next = new Date(now.getTime() + job.everyMs);
  const claimed = await tx
    .insert(jobRuns)
    .values({ name: job.name, nextRunAt: next })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { nextRunAt: next },
      setWhere: sql`${jobRuns.nextRunAt} <= ${at}`,
    })
    .returning({ name: jobRuns.name });
  return claimed.length === 1;
}

async function record(db: Database, job: Job, now: Date, failure?: unknown) {
  observe.jobRun(job.name, failure === undefined ? 'ok' : 'failed');
  const result = failure === undefined ? { lastStatus: 'ok' as const, lastError: null } : failedResult(failure);
  await db
    .insert(jobRuns)
    .values({ name: job.name, nextRunAt: new Date(now.getTime() + job.everyMs), lastRunAt: now, runs: 1, ...result })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: now, runs: sql`${jobRuns.runs} + 1`, ...result } });
}

/** A failure as the System page shows it: the error's code or class name, never its message (it may hold data). */
function failedResult(error: unknown) {
  const e = error as { code?: unknown; name?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : typeof e?.name === 'string' ? e.name : 'Error';
  return { lastStatus: 'failed' as const, lastError: code };
}

async function execute(deps: AppDeps, job: Job, due: boolean): Promise<boolean> {
  const now = deps.now();
  const outcome = await deps.db
    .transaction(async (tx) => {
      if (!(await lock(tx, job.name))) return 'skipped';
      if (due && !(await claim(tx, job, now))) return 'skipped';
      if (job.claimsOwnRows) return 'claimed';
      await job.run(depsInTransaction(deps, tx), now);
      await record(tx, job, now);
      return 'ran';
    })
    .catch(async (error: unknown) => {
      // The run's transaction is gone; its result is written on its own so the System page shows the failure.
      await record(deps.db, job, now, error).catch(() => undefined);
      throw error;
    });
  if (outcome === 'claimed') {
    const failure = await job.run(deps, now).then(
      () => undefined,
      (error: unknown) => error ?? new Error(),
    );
    await record(deps.db, job, now, failure);
    if (failure) throw failure;
  }
  return outcome !== 'skipped';
}

/** Runs `job` now (tests, operators) unless another process is running it; true when this call ran it. */
export const runJob = (deps: AppDeps, job: Job) => execute(deps, job, false);

/** One scheduler tick: runs `job` only if it is due and no other process runs or ran it this interval. */
export const runJobIfDue = (deps: AppDeps, job: Job) => execute(deps, job, true);

/**
 * Ticks every job every `tickMs` (timers do not keep the process alive); returns a stop function. Errors are
 * logged with the job name and the error's identifiers only (log/): a driver error's message can carry query parameters.
 * A database outage is logged once per job as it starts and once as it ends (outage-log.ts).
 */
export function startJobs(deps: AppDeps, jobs: readonly Job[], log: Logger = logger, tickMs = 30_000) {
  const outage = jobOutageLog(deps.db, log);
  // A tick leaves a job alone while this process's previous run of it is still going (a slow run, a database that
  // answers slowly): the lock would skip it anyway, and the outage log sees each job's outcomes in order.
  const running = new Set<string>();
  const tick = () => {
    for (const job of jobs) {
      if (running.has(job.name) || outage.skip(job.name)) continue;
      running.add(job.name);
      runJobIfDue(deps, job)
        .then(
          () => outage.reached(job.name),
          (error: unknown) => outage.failed(job.name, error),
        )
        .finally(() => running.delete(job.name));
    }
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  setImmediate(tick);
  return () => clearInterval(timer);
}
