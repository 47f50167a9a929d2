import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '@/server/test/context';
import { jobRuns } from '@/server/db/schema';
import { travel } from '@/server/test/accounts';
import { createLogger } from '@/server/log/logger';
import { runJob, runJobIfDue, startJobs, type Job } from './scheduler';

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
  const slow: Job = { name: 'slow', everyMs: 60_000, run: async () => void ((runs += 1), await held) };
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
    run: () =>
      Promise.reject(Object.assign(new Error('insert into users values (ayse@example.com)'), { code: '23505' })),
  };
  const log = createLogger({ write: (line) => void lines.push(line) });
  const stop = startJobs(ctx.deps, [failing], log, 10);
  await expect.poll(() => lines.length, { timeout: 5000 }).toBeGreaterThan(0);
  stop();
  expect(JSON.parse(lines[0]!)).toMatchObject({
    event: 'job failed',
    job: 'failing',
    error: { chain: [{ code: '23505' }] },
  });
  expect(lines[0]).not.toMatch(/ayse@example\.com/);
});

test('a due job runs once per interval however many ticks (processes) ask, and its runs are counted', async () => {
  ctx.deps.now = () => new Date('2026-06-01T10:00:00Z');
  let runs = 0;
  const hourly: Job = { name: 'hourly', everyMs: 60 * 60 * 1000, run: async () => void (runs += 1) };
  const ticks = await Promise.all(Array.from({ length: 5 }, () => runJobIfDue(ctx.deps, hourly)));
  expect(ticks.filter(Boolean)).toHaveLength(1);
  expect(await runJobIfDue(ctx.deps, hourly)).toBe(false);
  travel(ctx, 60 * 60 * 1000);
  expect(await runJobIfDue(ctx.deps, hourly)).toBe(true);
  expect(runs).toBe(2);
  const [row] = (await ctx.deps.db.select().from(jobRuns)).filter((r) => r.name === 'hourly');
  expect(row?.runs).toBe(2);
});

test('a job that claims its own rows runs after the claim commits, on the root database, and its result is kept', async () => {
  ctx.deps.now = () => new Date('2026-07-01T10:00:00Z');
  let sawRoot = false;
  const own: Job = {
    name: 'own-rows',
    everyMs: 60_000,
    claimsOwnRows: true,
    // On PGlite a root query inside the scheduler's transaction would wait for it forever: this proves it is outside.
    run: async (deps) => {
      sawRoot = deps.db === ctx.deps.db;
      await deps.db.select().from(jobRuns);
    },
  };
  expect(await runJobIfDue(ctx.deps, own)).toBe(true);
  expect(await runJobIfDue(ctx.deps, own)).toBe(false);
  expect(sawRoot).toBe(true);
  const failing: Job = { ...own, name: 'own-rows-failing', run: () => Promise.reject(new TypeError('boom')) };
  await expect(runJobIfDue(ctx.deps, failing)).rejects.toThrow('boom');
  const rows = await ctx.deps.db.select().from(jobRuns);
  expect(rows.find((r) => r.name === 'own-rows')).toMatchObject({ runs: 1, lastStatus: 'ok', lastError: null });
  expect(rows.find((r) => r.name === 'own-rows-failing')).toMatchObject({
    lastStatus: 'failed',
    lastError: 'TypeError',
  });
});
