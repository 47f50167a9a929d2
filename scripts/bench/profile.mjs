// `npm run bench -- --profile --only=<regex> [--rounds=2] [--no-build] [--label=x]`: a CPU profile of the built
// server while autocannon drives each `--scale` read the regex names (50 connections, BENCH_SECONDS), on a copy of
// the seeded 100k template (BENCH_POSTGRES_URL as for --scale). Only the load window is profiled (the inspector's
// Profiler, started and stopped around it); each profile is written to bench/profiles/ (Chrome DevTools opens them)
// and summed up by where its samples fall (profile-summary.mjs). Decision 111.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverNodeOptions } from '../server-node-options.mjs';
import { cpuSecondsOf, productionBuild, startBuiltServer } from './common.mjs';
import { CONNECTIONS, PORT, SECONDS } from './measure.mjs';
import { seededDatabase } from './scale-db.mjs';
import { scaleReads } from './scale-reads.mjs';
import { quietDatabase, scaleServerEnv, scaleUsers } from './scale-setup.mjs';
import { printSummary, summarise } from './profile-summary.mjs';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const only = new RegExp(arg('only', 'typical: (slots|documents)'), 'i');
const rounds = Number(arg('rounds', '2'));
const label = arg('label', 'run');
const INSPECT_PORT = Number(process.env.BENCH_INSPECT_PORT ?? PORT + 20);
const base = `http://127.0.0.1:${PORT}`;
const load = () => loadavg().map((x) => Math.round(x * 10) / 10);

productionBuild();
const db = await seededDatabase({ size: '100k', seed: 1 });
const server = await startBuiltServer({
  port: PORT,
  env: {
    ...scaleServerEnv(db.url),
    NODE_OPTIONS: `${serverNodeOptions()} --inspect=127.0.0.1:${INSPECT_PORT}`,
  },
});
const app = await server.start();

// The start-up jobs' runs and their receipts done first, and before each round (scale-setup.mjs).
const quiet = () => quietDatabase(db.url);
await quiet();

const users = await scaleUsers(base, db.url);
const reads = (await scaleReads(base, users, (name) => only.test(name))).filter((read) => only.test(read.name));

/** One inspector session on the server: `call(method, params)` resolves with the result. */
async function inspector() {
  const [target] = await fetch(`http://127.0.0.1:${INSPECT_PORT}/json/list`).then((r) => r.json());
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const pending = new Map();
  let id = 0;
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  };
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      pending.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { call, close: () => socket.close() };
}

const session = await inspector();
await session.call('Profiler.enable');
await session.call('Profiler.setSamplingInterval', { interval: 200 });
const outDir = path.join('bench/profiles', `${new Date().toISOString().slice(0, 19).replace(/:/g, '')}-${label}`);
mkdirSync(outDir, { recursive: true });
for (const read of reads) {
  const headers = { authorization: `Bearer ${read.token}`, ...read.headers };
  await autocannon({ url: base + read.path, connections: CONNECTIONS, duration: 2, headers });
  for (let round = 1; round <= rounds; round++) {
    await quiet();
    const cpuBefore = cpuSecondsOf(app.child);
    await session.call('Profiler.start');
    const r = await autocannon({ url: base + read.path, connections: CONNECTIONS, duration: SECONDS, headers });
    const { profile } = await session.call('Profiler.stop');
    const cpuUs = Math.round((1e6 * (cpuSecondsOf(app.child) - cpuBefore)) / Math.max(1, r.requests.total));
    const slug = `${read.name.replace(/[^a-z0-9]+/gi, '-')}-${round}`;
    writeFileSync(path.join(outDir, `${slug}.cpuprofile`), JSON.stringify(profile));
    const summary = {
      read: read.name,
      round,
      reqPerSec: Math.round(r.requests.average),
      p99Ms: r.latency.p99,
      cpuUs,
      load: load(),
      ...summarise(profile),
    };
    writeFileSync(path.join(outDir, `${slug}.json`), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(
      `\n## ${read.name} (round ${round}): ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, ` +
        `${cpuUs} µs CPU/request with the profiler, load ${load().join(' ')}`,
    );
    printSummary(summary, cpuUs);
  }
}
session.close();
await app.stop();
console.log(`\nwritten: ${outDir}`);
process.exit(0);
