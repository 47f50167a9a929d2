import { availabilityOf } from '@/server/db/availability';
import { isOutage } from '@/server/db/unavailable';
import { logError, type Logger } from '@/server/log/logger';

/**
 * What the scheduler says about a database outage: one line per job when the outage reaches it and one when the
 * job runs again, instead of "job failed" on every tick of every job while the database is away. A job's own
 * errors (anything not an outage) are still logged each time. While the availability tracker (db/availability.ts)
 * knows the database is down, a tick does not even try the job: the query would fail at once anyway.
 */
export function jobOutageLog(db: object, log: Logger) {
  const database = availabilityOf(db);
  const waiting = new Set<string>();
  const waits = (job: string, since: Date | undefined) => {
    if (waiting.has(job)) return;
    waiting.add(job);
    log.warn({ job, since: since?.toISOString() }, 'job waits: database unavailable');
  };
  return {
    /** True while the database is known to be down: the tick leaves the job for later. */
    skip(job: string): boolean {
      if (database.up) return false;
      waits(job, database.downSince);
      return true;
    },
    /** The job reached the database again (ran, or found it not due). */
    reached(job: string) {
      if (waiting.delete(job)) log.info({ job }, 'job resumes: database available');
    },
    failed(job: string, error: unknown) {
      if (isOutage(error)) waits(job, database.downSince ?? new Date());
      else {
        // Its own error, not the outage's: the next outage that reaches it is news again.
        waiting.delete(job);
        logError('job failed', error, { job }, log);
      }
    },
  };
}
