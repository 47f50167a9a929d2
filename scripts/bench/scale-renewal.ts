// Runs the package renewal job against DATABASE_URL until no package is due, the way the server's scheduler would
// (`runJob`: the job's advisory lock and transaction), and prints how long it took and how many runs it needed.
// Used by `npm run bench -- --scale` while the built server answers reads on the same database.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '@/server/context';
import { createDeps } from '@/server/deps';
import { loadEnv } from '@/server/env';
import { runJob } from '@/server/jobs/scheduler';

// BENCH_RENEWAL_MODULE: another copy of the job (a "before" run measures the code as it was).
const { packageRenewalJob, renewDuePackages } = (await import(
  process.env.BENCH_RENEWAL_MODULE ?? '@/server/user-packages/renewal'
)) as typeof import('@/server/user-packages/renewal');
// BENCH_RENEWAL_BATCH / BENCH_RENEWAL_WORKERS: packages a batch and batches at once, to compare (the job's own
// constants otherwise).
const batch = Number(process.env.BENCH_RENEWAL_BATCH) || undefined;
const workers = Number(process.env.BENCH_RENEWAL_WORKERS) || undefined;
const job =
  batch || workers
    ? { ...packageRenewalJob, run: (d: AppDeps, now: Date) => renewDuePackages(d, now, batch, workers) }
    : packageRenewalJob;
// The job's connections named, so their server processes' CPU time can be read at the end (decision 107): CPU time
// holds up under other load far better than wall time.
const APP_NAME = 'portal-renewal-bench';
const named = (raw: string | undefined) => {
  if (!raw?.startsWith('postgres')) return raw;
  const url = new URL(raw);
  url.searchParams.set('application_name', APP_NAME);
  return url.toString();
};
const { deps, close } = await createDeps(loadEnv({ ...process.env, DATABASE_URL: named(process.env.DATABASE_URL) }));
/** CPU seconds (user + system) of a process by its /proc stat, in clock ticks of 1/100 s; 0 once it is gone. */
const cpuOfPid = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};
/** The job's database server processes' CPU (the same machine only: /proc), null on PGlite or another host. */
const databaseCpuS = async () => {
  if (!process.env.DATABASE_URL?.startsWith('postgres')) return null;
  const pids = (
    (await deps.db.execute(
      sql`select pid from pg_stat_activity where application_name = ${APP_NAME} and datname = current_database()`,
    )) as unknown as { pid: number }[]
  ).map((row) => row.pid);
  return Math.round(pids.reduce((sum, pid) => sum + cpuOfPid(pid), 0) * 10) / 10;
};
const cpuBefore = process.cpuUsage();
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
// An index probe, once per run: the job's end is when the last package was renewed (its receipts are composed when
// the outbox sends them, decision 091). No probe four times a second beside it any more (decision 110): on the job's
// own connections it was ≈ 2 s of the database CPU counted as the job's — each probe walks the renewed rows' dead
// entries at the start of the due index, ≈ 16 ms at the end of a run.
const anyDue = () =>
  count(
    sql`select count(*)::int as n from (select 1 from user_packages where status = 'active' and end_date <= now() limit 1) d`,
  );
const work = (async () => {
  while ((await anyDue()) > 0 && performance.now() - started < capMs) {
    await runJob(deps, job);
    runs++;
  }
})();
// The cap also ends a run still busy (sending receipts, say): the bench reports where it got to.
await Promise.race([work, new Promise((resolve) => setTimeout(resolve, capMs))]);
const ms = Math.round(performance.now() - started);
const left = await due();
const renewedMs = left === 0 ? ms : null;
const { user, system } = process.cpuUsage(cpuBefore);
const jobCpuS = Math.round((user + system) / 1e5) / 10;
console.log(
  JSON.stringify({
    due: before,
    left,
    runs,
    renewedMs,
    ms,
    receiptsQueued: await receiptsQueued(),
    jobCpuS,
    databaseCpuS: await databaseCpuS(),
  }),
);
await close();
process.exit(0);
