// Runs the package renewal job against DATABASE_URL until no package is due, the way the server's scheduler would
// (`runJob`: the job's advisory lock and transaction), and prints how long it took and how many runs it needed.
// Used by `npm run bench -- --scale` while the built server answers reads on the same database.
import { sql } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { createDeps } from '@/server/deps';
import { loadEnv } from '@/server/env';
import { runJob } from '@/server/jobs/scheduler';

// BENCH_RENEWAL_MODULE: another copy of the job (a "before" run measures the code as it was).
const { packageRenewalJob, renewDuePackages } = (await import(
  process.env.BENCH_RENEWAL_MODULE ?? '@/server/user-packages/renewal'
)) as typeof import('@/server/user-packages/renewal');
// BENCH_RENEWAL_BATCH: packages a batch, to compare sizes (the job's own constant otherwise).
const batch = Number(process.env.BENCH_RENEWAL_BATCH) || undefined;
const job = batch
  ? { ...packageRenewalJob, run: (d: AppDeps, now: Date) => renewDuePackages(d, now, batch) }
  : packageRenewalJob;
const { deps, close } = await createDeps(loadEnv());
const count = async (query: ReturnType<typeof sql>) => {
  const result: unknown = await deps.db.execute(query);
  // postgres.js answers the rows as an array, PGlite as `{ rows }`.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return rows[0]?.n ?? 0;
};
const due = () =>
  count(sql`select count(*)::int as n from user_packages where status = 'active' and end_date <= now()`);
// Receipt mails waiting for the outbox (decision 091: composed when sent, so the job leaves them queued).
const receiptsQueued = () =>
  count(sql`select count(*)::int as n from mail_outbox where status = 'pending' and idempotency_key like 'receipt:%'`);
const before = await due();
const started = performance.now();
let runs = 0;
const capMs = Number(process.env.BENCH_RENEWAL_MAX_S ?? 300) * 1000;
// A run that leaves work behind (a batch limit) is run again at once here; the scheduler would wait its interval.
// Capped (BENCH_RENEWAL_MAX_S): a slow job is reported with what it got through, not waited for.
// When the last package was renewed (or ended), seen from outside: the receipts may still be going out after it.
let renewedMs: number | null = null;
// An index probe, not a count: counting the due rows four times a second took a fair share of the database's time
// from the job it measures (50–150 ms a count on a loaded machine).
const anyDue = () =>
  count(
    sql`select count(*)::int as n from (select 1 from user_packages where status = 'active' and end_date <= now() limit 1) d`,
  );
const watch = setInterval(() => {
  void anyDue().then((n) => {
    if (n === 0) renewedMs ??= Math.round(performance.now() - started);
  });
}, 250);
const work = (async () => {
  while ((await anyDue()) > 0 && performance.now() - started < capMs) {
    await runJob(deps, job);
    runs++;
  }
})();
// The cap also ends a run still busy (sending receipts, say): the bench reports where it got to.
await Promise.race([work, new Promise((resolve) => setTimeout(resolve, capMs))]);
clearInterval(watch);
const ms = Math.round(performance.now() - started);
const left = await due();
if (left === 0) renewedMs ??= ms;
console.log(JSON.stringify({ due: before, left, runs, renewedMs, ms, receiptsQueued: await receiptsQueued() }));
await close();
process.exit(0);
