import { sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { errorCodeSuffix } from '../log';

/**
 * Scheduled work (package renewal, appointment reminders, token cleanup) for one process or many on one database.
 *
 * Each run holds a PostgreSQL transaction-level advisory lock named after the job, so two processes never run
 * the same job at the same time: the one that does not get the lock skips that tick. A lock cannot stop a second
 * process from running the job a moment *after* the first finished, so every job must also be idempotent by the
 * rows it touches (claim rows with a state change or a `…SentAt` column, never "send to everyone due").
 * The job sees `deps.db` bound to the locking transaction: keep runs short and do slow I/O (mail) after the
 * state change that claims the row.
 */
export interface Job {
  name: string;
  /** How often a process tries the job. */
  everyMs: number;
  run: (deps: AppDeps, now: Date) => Promise<void>;
}

type LockRow = { locked: boolean };

/** Runs `job` now if no other process is running it; true when this call ran it. */
export async function runJob(deps: AppDeps, job: Job): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const result = await tx.execute<LockRow>(sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`);
    // postgres.js answers the rows as an array, PGlite as `{ rows }`.
    const rows = (Array.isArray(result) ? result : (result as { rows: LockRow[] }).rows) as LockRow[];
    if (!rows[0]?.locked) return false;
    await job.run({ ...deps, db: tx }, deps.now());
    return true;
  });
}

/** Starts every job on its interval (timers do not keep the process alive); returns a stop function. */
export function startJobs(deps: AppDeps, jobs: readonly Job[], log: (message: string) => void = console.error) {
  const timers = jobs.map((job) => {
    const tick = () => {
      runJob(deps, job).catch((error: unknown) => {
        // Only the job name and the error code: a driver error's message can carry query parameters (personal data).
        log(`job ${job.name} failed${errorCodeSuffix(error)}`);
      });
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
