// What both benches share: a production build, the built server as a child process, and plain-text tables.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeOptions } from '../server-node-options.mjs';

export const buildDir = process.env.BUILD_DIR ?? '.';

/**
 * Always a production build: one made with NODE_ENV=test (as the end-to-end server does) ships React's development
 * bundle and would triple the numbers.
 */
export function productionBuild() {
  if (process.argv.includes('--no-build')) return;
  const built = spawnSync('npm', ['run', 'build'], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 2xx; returns the milliseconds it took. */
export async function waitFor(url, child, timeoutMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * CPU seconds (user + system) the child has used so far. Per request it is the figure a busy machine disturbs
 * least: req/s drops when other processes take the cores, CPU per request barely moves.
 */
export function cpuSecondsOf(child) {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The machine's CPU ticks so far, and how many of them the hypervisor gave to other tenants ("steal", /proc/stat):
 * `stolenShare(before, after)` is the share of the machine lost to neighbours in between. A run that lost much
 * measured a slower machine than its limit pair may have had; the bench prints it beside each read. Null off Linux.
 */
export function cpuTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

export const stolenShare = (before, after) =>
  before && after && after.total > before.total ? (after.steal - before.steal) / (after.total - before.total) : null;

/** Resident and peak memory of a child process, in MB (Linux /proc). */
export function memoryOf(child) {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const mb = (field) => Math.round(Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0) / 1024);
  return { rssMb: mb('VmRSS'), peakRssMb: mb('VmHWM') };
}

const children = new Set();
const cleanups = [];
/** Runs at exit, also after a failure or Ctrl-C: no server or temporary folder outlives the bench. */
export const onExit = (fn) => cleanups.push(fn);
const stopAll = () => {
  for (const child of children) child.kill('SIGKILL');
  while (cleanups.length) cleanups.pop()();
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Spawns a Node script on loopback; returns the child, its start-up time (until `healthPath` answers) and stop(). */
export async function startNode(script, { port, env = {}, healthPath = '/' }) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const startupMs = Math.round(await waitFor(`http://127.0.0.1:${port}${healthPath}`, child));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    children.delete(child);
  };
  return { child, startupMs, stop };
}

/** The built API + site server (dist-server/main.mjs) with its own temporary DATA_DIR. */
export async function startBuiltServer({ port, env = {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  onExit(() => rmSync(dataDir, { recursive: true, force: true }));
  const start = () =>
    startNode(path.join(buildDir, 'dist-server', 'main.mjs'), {
      port,
      healthPath: '/api/health',
      env: {
        DATA_DIR: dataDir,
        DIST_DIR: path.join(buildDir, 'dist'),
        NODE_ENV: 'production',
        PAYMENTS_TEST_PROVIDER: 'true',
        // The Node options of `npm start` and the Docker image (decision 090), so the bench measures that process.
        NODE_OPTIONS: serverNodeOptions(),
        ...env,
      },
    });
  return { dataDir, start };
}

/** Prints `{ rowName: { column: value } }` as an aligned plain-text table. */
export function printTable(data) {
  const columns = [...new Set(Object.values(data).flatMap((row) => Object.keys(row)))];
  const lines = [
    ['', ...columns],
    ...Object.entries(data).map(([name, row]) => [name, ...columns.map((c) => String(row[c] ?? ''))]),
  ];
  const widths = lines[0].map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  for (const line of lines)
    console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
}
