import { afterAll, beforeAll, expect, test } from 'vitest';
import { availabilityOf, registerAvailability, trackAvailability, type Availability } from '@/server/db/availability';
import { createLogger } from '@/server/log/logger';
import { createTestContext, type TestContext } from '@/server/test/context';
import { startJobs, type Job } from './scheduler';

// During a database outage every job logged "job failed" on every tick. Now: one line per job as the outage
// reaches it, one as it runs again; a job's own error is still logged each time. The database's tracker is
// replaced for the scheduler by one whose probe the test answers, so "down" and "back" happen on cue.
let ctx: TestContext;
let original: Availability;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.deps.now = () => new Date();
  original = availabilityOf(ctx.deps.db);
});
afterAll(async () => {
  registerAvailability(ctx.deps.db, original);
  await ctx.close();
});

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

test('an outage is logged once per job when it starts and once when it ends; real errors every time', async () => {
  let reachable = true;
  const tracker = trackAvailability(() => (reachable ? Promise.resolve() : Promise.reject(refused())), 20);
  registerAvailability(ctx.deps.db, tracker);
  let failing = true;
  let remindersRuns = 0;
  const reminders: Job = {
    name: 'outage-reminders',
    everyMs: 1,
    run: async () => {
      remindersRuns += 1;
      if (failing) throw refused();
    },
  };
  const broken: Job = { name: 'outage-broken', everyMs: 1, run: () => Promise.reject(new TypeError('bug')) };
  const lines: { event: string; job?: string }[] = [];
  const log = createLogger({ write: (line) => void lines.push(JSON.parse(line) as { event: string }) });
  const count = (event: string, job: string) => lines.filter((l) => l.event === event && l.job === job).length;
  let stop = startJobs(ctx.deps, [reminders, broken], log, 10);
  try {
    // 1. The job's queries fail with an outage error while the tracker has not noticed yet (as on PGlite).
    await expect.poll(() => remindersRuns, { timeout: 5000 }).toBeGreaterThan(3);
    expect(count('job waits: database unavailable', 'outage-reminders')).toBe(1);
    expect(count('job failed', 'outage-reminders')).toBe(0);
    failing = false;
    await expect.poll(() => count('job resumes: database available', 'outage-reminders'), { timeout: 5000 }).toBe(1);

    // 2. The tracker knows the database is down: ticks leave the job alone, one line says so. (A fresh scheduler, so
    // no run started before the outage ends during it.)
    stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    reachable = false;
    tracker.failed(refused());
    stop = startJobs(ctx.deps, [reminders, broken], log, 10);
    const runsWhileDown = remindersRuns;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(remindersRuns).toBe(runsWhileDown);
    expect(count('job waits: database unavailable', 'outage-reminders')).toBe(2);
    reachable = true;
    await expect.poll(() => count('job resumes: database available', 'outage-reminders'), { timeout: 5000 }).toBe(2);
    expect(remindersRuns).toBeGreaterThan(runsWhileDown);

    // A job's own error is not an outage: logged on each run, before, during and after.
    expect(count('job failed', 'outage-broken')).toBeGreaterThan(3);
    expect(count('job waits: database unavailable', 'outage-broken')).toBe(1);
    expect(count('job resumes: database available', 'outage-broken')).toBe(0);
  } finally {
    stop();
    tracker.stop();
  }
});
