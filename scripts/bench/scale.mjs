// `npm run bench -- --scale [--size=100k] [--seed=1] [--no-build] [--label=x] [--only=regex] [--ops-only]
// [--ops=renewal,export,deletion] [--renewal-packages=all|seeded|<n>]`: the built server on a seeded
// business (scripts/seed, 100k customers by default) in a throwaway PostgreSQL: every customer and staff read as a
// ratio to the one-query limit of the same run, p99 at 50 connections; the plans of statements over 5 ms
// (auto_explain); the renewal job, a heavy customer's export and an account deletion, timed. Decision 086.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { memoryOf, productionBuild, startBuiltServer } from './common.mjs';
import { CONNECTIONS, measure, measureLimit, PORT, SECONDS } from './measure.mjs';
import { autoExplain, logSize, plansSince, seededDatabase } from './scale-db.mjs';
import { scaleReads } from './scale-reads.mjs';
import { quietDatabase, scaleServerEnv, scaleUsers, SEED_PASSWORD } from './scale-setup.mjs';
import { deletionRun, exportRun } from './scale-ops.mjs';
import { renewalRuns } from './scale-renewal-run.mjs';
import { printScale } from './scale-report.mjs';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const size = arg('size', '100k');
const seed = Number(arg('seed', '1'));
const label = arg('label', 'run');
const base = `http://127.0.0.1:${PORT}`;
/** How many jobs the server runs (src/server/all-jobs.ts). */
const JOBS = 8;
const load = () => loadavg().map((x) => Math.round(x * 10) / 10);

productionBuild();
const db = await seededDatabase({ size, seed });
const env = scaleServerEnv(db.url);
const server = await startBuiltServer({ port: PORT, env });
// The heavy customers' documents have real bytes (their export streams them): written into this server's folder.
spawnSync('npm', ['run', 'seed', '--', `--scale=${size}`, `--seed=${seed}`, '--files-only'], {
  env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: server.dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let app = await server.start();
const startupMs = app.startupMs;
await quietDatabase(db.url, { jobs: JOBS });

const users = await scaleUsers(base, db.url);
// `--only=<regex>`: just the reads whose name matches (e.g. --only='heavy: doc|messages'), for a quick check of one fix.
const only = arg('only', null);
const allReads = await scaleReads(base, users, (name) => !only || new RegExp(only, 'i').test(name));
const reads = allReads.filter((read) => !only || new RegExp(only, 'i').test(read.name));
const headersOf = (read) => ({ authorization: `Bearer ${read.token}`, ...read.headers });

// `--ops-only`: the timed operations without the reads (a quick before/after of the jobs, export and deletion);
// `--ops=export,deletion`: only the operations named (implies --ops-only unless `--only=` names reads too;
// `--only=slots --ops=none` measures the slots reads alone).
const ops = arg('ops', 'renewal,export,deletion').split(',');
const opsOnly = process.argv.includes('--ops-only') || (process.argv.some((a) => a.startsWith('--ops=')) && !only);
// One short pass first: the pool's connections, V8's optimised code and PostgreSQL's caches warm for every read.
// Slowest (staff) first, then a quiet database: a slow read's requests still queued in the server after its second
// took the whole measurement of the first customer read after the pass (0 answers in 5 s).
for (const read of opsOnly ? [] : [...reads].reverse())
  await autocannon({ url: base + read.path, connections: 10, duration: 1, headers: headersOf(read) });
const results = {
  label,
  size,
  seed,
  when: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  connections: CONNECTIONS,
  seconds: SECONDS,
  startupMs,
  reads: {},
};
for (const read of opsOnly ? [] : reads) {
  await quietDatabase(db.url);
  const limit = await measureLimit(db, users.heavy.id);
  results.reads[read.name] = {
    kind: read.kind,
    path: read.path,
    ...(await measure(app.child, base + read.path, headersOf(read))),
    limit,
    load: load(),
  };
  console.log(
    `${read.name}: ${results.reads[read.name].reqPerSec} req/s (limit ${limit.reqPerSec}), p99 ${results.reads[read.name].p99Ms} ms`,
  );
}
results.memory = memoryOf(app.child);

// The plans: auto_explain on for the app's new connections, each read a few times, the log read after each.
await autoExplain(db, true);
await app.stop();
app = await server.start();
for (const read of opsOnly ? [] : reads) {
  const offset = logSize(db.logFile);
  for (let i = 0; i < 5; i++) await fetch(base + read.path, { headers: headersOf(read) }).then((r) => r.arrayBuffer());
  results.reads[read.name].plans = plansSince(db.logFile, offset);
}
// The renewal with auto_explain off again: its read beside it is measured, and ANALYZE's timing would slow both.
await autoExplain(db, false);
await app.stop();
app = await server.start();
const jobEnv = { ...env, DATA_DIR: server.dataDir, PAYMENTS_TEST_PROVIDER: 'true', NODE_ENV: 'production' };
if (ops.includes('renewal'))
  results.renewal = await renewalRuns(
    base,
    db.url,
    jobEnv,
    allReads.find((r) => r.name === 'typical: user packages'),
    // `--renewal-packages=all` (default): every customer's package due, 100,000 at 100k (decision 100);
    // `seeded`: the seed's active monthly packages only (26,737 at 100k, decision 091's figure); or a number.
    arg('renewal-packages', 'all'),
    // The fixed-rate read beside the job is a share of this (decision 110).
    await measureLimit(db, users.heavy.id),
  );
if (ops.includes('renewal')) {
  // The renewal's receipts (100,000 PDFs to render) are the outbox's later work, not the export's or the deletion's:
  // left queued, the next server would render them beside those measurements. The count queued is in the result.
  const sql = postgres(db.url, { max: 1, onnotice: () => {} });
  await sql`delete from mail_outbox where status = 'pending' and idempotency_key like 'receipt:%'`;
  await sql.end();
}
await autoExplain(db, true);
await app.stop();
app = await server.start();
let offset = logSize(db.logFile);
if (ops.includes('export'))
  results.export = {
    ...(await exportRun(base, users.heavy, SEED_PASSWORD, app.child)),
    plans: plansSince(db.logFile, offset),
  };
offset = logSize(db.logFile);
if (ops.includes('deletion'))
  results.deletion = { ...(await deletionRun(base, users.victim)), plans: plansSince(db.logFile, offset) };
results.load = load();
await app.stop();

mkdirSync('bench/results', { recursive: true });
const file = path.join('bench/results', `scale-${results.when.slice(0, 19).replace(/:/g, '')}-${size}-${label}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
printScale(results);
console.log(`\nwritten: ${file}`);
process.exit(0);
