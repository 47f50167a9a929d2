// One measurement at 50 connections (autocannon), and the paired "limit" measured right before it: shared by
// `--api` and `--scale`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSecondsOf, cpuTicks, onExit, startNode, stolenShare } from './common.mjs';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 50;
export const PORT = Number(process.env.BENCH_PORT ?? 4498);
/** The limit server's port: the next one unless BENCH_LIMIT_PORT says otherwise (helpers' ports are adjacent). */
export const LIMIT_PORT = Number(process.env.BENCH_LIMIT_PORT ?? PORT + 1);

/** What a bench keeps of an autocannon result. */
export const summary = (r) => ({
  reqPerSec: Math.round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

/** Warms the target up for 2 s, then measures `SECONDS` at 50 connections, and the server's CPU per request. */
export async function measure(server, url, headers = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const cpuBefore = cpuSecondsOf(server);
  const ticksBefore = cpuTicks();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpuUsPerReq = Math.round((1e6 * (cpuSecondsOf(server) - cpuBefore)) / Math.max(1, r.requests.total));
  const stolen = stolenShare(ticksBefore, cpuTicks());
  return {
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    cpuUsPerReq,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    stolenPct: stolen === null ? null : Math.round(1000 * stolen) / 10,
  };
}

/**
 * The limit, measured right before each read (on the next port, the app idle meanwhile) and each read divided by
 * its own: these machines' speed drifts by ±20 % over minutes (other tenants), so one limit measured at the start
 * made the later rows look better or worse than they were. A fresh limit process each time: stock postgres.js slows
 * down under sustained load (decision 058, fixed in our bundle only), and a limit kept busy for the whole pass fell
 * from 8,000 to 2,700 req/s.
 */
export async function measureLimit(database, userId) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-limit-'));
  onExit(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = database.url ? { DATABASE_URL: database.url } : { LIMIT_DATA_DIR: dataDir, LIMIT_USER_ID: userId };
  const server = await startNode('scripts/bench/limit-server.mjs', { port: LIMIT_PORT, env, healthPath: `/${userId}` });
  const result = await measure(server.child, `http://127.0.0.1:${LIMIT_PORT}/${userId}`);
  await server.stop();
  return result;
}
