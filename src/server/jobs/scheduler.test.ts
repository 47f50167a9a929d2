import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { runJob, startJobs, type Job } from './scheduler';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('a job runs with the database bound to its own transaction and the injected clock', async () => {
  const fixed = new Date('2026-03-29T00:30:00Z');
  ctx.deps.now = () => fixed;
  const seen: Date[] = [];
  const job: Job = { name: 'clock', everyMs: 60_000, run: async (deps, now) => void seen.push(now, deps.now()) };
  await expect(runJob(ctx.deps, job)).resolves.toBe(true);
  expect(seen).toEqual([fixed, fixed]);
});

test('while one run holds the lock, a second run of the same job skips; another job still runs', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let runs = 0;
  const slow: Job = { name: 'slow', everyMs: 60_000, run: async () => void (runs += 1, await held) };
  const first = runJob(ctx.deps, slow);
  await new Promise((resolve) => setTimeout(resolve, 50));
  if (process.env.TEST_DB === 'postgres') {
    // Two connections: the second transaction finds the lock taken and does not run the job.
    await expect(runJob(ctx.deps, slow)).resolves.toBe(false);
  }
  release();
  await expect(first).resolves.toBe(true);
  expect(runs).toBe(1);
});

test('a failing job logs its name and error code only, never the error message', async () => {
  const lines: string[] = [];
  const failing: Job = {
    name: 'failing',
    everyMs: 10,
    run: () => Promise.reject(Object.assign(new Error('insert into users values (ayse@example.com)'), { code: '23505' })),
  };
  const stop = startJobs(ctx.deps, [failing], (line) => lines.push(line));
  await expect.poll(() => lines.length, { timeout: 5000 }).toBeGreaterThan(0);
  stop();
  expect(lines[0]).toBe('job failing failed (23505)');
});
