// The renewal job of `--scale --ops=renewal`, three times in one run (decision 110): beside a read at a fixed,
// realistic rate (the figure the "< 30 s without blocking requests" is judged by), alone, and beside the
// same read saturating the machine (decisions 100, 107: the stress case, kept).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { fixedRateFor, fixedRateRead } from './fixed-rate.mjs';
import { makeDue } from './scale-ops.mjs';
import { CONNECTIONS, summary } from './measure.mjs';

/**
 * The fixed rate as a share of the one-query limit server measured in the same run: 5 % is 250–500 req/s on the
 * 2-core bench machine (limit 5,000–10,000 req/s) — a busy moment of 100,000 customers (5,000 signed in at once,
 * each a request every 10–20 s) — and leaves most of the machine to the job, as a real busy moment would.
 */
export const RATE_SHARE = 0.05;
const load = () => loadavg().map((x) => Math.round(x * 10) / 10);

/** The job (scripts/bench/scale-renewal.ts) in a process of its own; answers its JSON line. */
async function runJob(dbUrl, env) {
  const child = spawn('npx', ['tsx', 'scripts/bench/scale-renewal.ts'], {
    env: { ...process.env, ...env, DATABASE_URL: dbUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  await new Promise((resolve) => child.on('exit', resolve));
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
}

/**
 * Every run starts alike: its packages due (`makeDue`), the previous run's dead package rows vacuumed (as autovacuum
 * would between two runs of a job every ten minutes) and a checkpoint, so each pays the same first-touch page
 * images in the WAL.
 */
async function prepare(dbUrl, packages, run) {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  await makeDue(sql, packages, run);
  await sql`vacuum (analyze) user_packages`;
  await sql`checkpoint`;
  await sql.end();
}

const headersOf = (read) => ({ authorization: `Bearer ${read.token}` });

/** The job while `read` is hammered beside it at 50 connections, closed loop; the read alone for 5 s first. */
async function besideSaturatingRead(base, dbUrl, env, read) {
  const target = { url: base + read.path, headers: headersOf(read), connections: CONNECTIONS };
  const quiet = summary(await autocannon({ ...target, duration: 5 }));
  const running = autocannon({ ...target, duration: 3600 });
  const done = new Promise((resolve) => running.on('done', resolve));
  const job = await runJob(dbUrl, env);
  running.stop();
  return { job, quiet, during: summary(await done) };
}

/**
 * The job while `read` is sent at `rate` requests a second (open loop, fixed-rate.mjs); the read alone first, after
 * a second to open the connections (the first requests' connects are not the read's time).
 */
async function besideFixedRate(base, dbUrl, env, read, rate) {
  await fixedRateFor(base + read.path, headersOf(read), rate, 1);
  const quiet = await fixedRateFor(base + read.path, headersOf(read), rate, 5);
  const stop = fixedRateRead(base + read.path, headersOf(read), rate);
  const job = await runJob(dbUrl, env);
  return { job, quiet, during: await stop() };
}

/**
 * The three runs on the same copy, each with the load average after it, after one run that warms the server's
 * buffers (reported as `warmUp`): the copy starts with none of its pages in them, and the first run on it cost
 * 3–4 s more database CPU than the next ones (decision 110) — a live database at a renewal's hour has the customers'
 * pages in its buffers, the reads keep them there. `limit`: the one-query limit measured just before.
 */
export async function renewalRuns(base, dbUrl, env, read, packages, limit) {
  const rate = Math.max(1, Math.round(limit.reqPerSec * RATE_SHARE));
  await prepare(dbUrl, packages, 0);
  const warmUp = { job: await runJob(dbUrl, env), load: load() };
  await prepare(dbUrl, packages, 1);
  const fixedRate = {
    rate,
    rateShare: RATE_SHARE,
    limitReqPerSec: limit.reqPerSec,
    ...(await besideFixedRate(base, dbUrl, env, read, rate)),
    load: load(),
  };
  await prepare(dbUrl, packages, 2);
  const alone = { job: await runJob(dbUrl, env), load: load() };
  await prepare(dbUrl, packages, 3);
  const saturating = { ...(await besideSaturatingRead(base, dbUrl, env, read)), load: load() };
  // The saturating run's fields stay at the top (decisions 100, 107 compare with them).
  const order = ['warmUp', 'fixedRate', 'alone', 'saturating'];
  return { read: read.name, ...saturating, fixedRate, alone, warmUp, order };
}
