import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job: when it may run next (claimed atomically, so one process per interval runs it) and how
 * often it has run — what an operator looks at to see that jobs run, and run once.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  runs: integer('runs').notNull().default(0),
  /** How the last run ended (`ok` / `failed`) and a failure's error code: what the admin System page shows. */
  lastStatus: text('last_status', { enum: ['ok', 'failed'] }),
  lastError: text('last_error'),
});
