// The seeded database of `--scale`: a template per (size, seed, generator), seeded once with
// `npm run seed`, then copied for each run (CREATE DATABASE … TEMPLATE takes seconds; seeding 100k takes minutes).
// On the throwaway cluster the template lives as long as the run; with BENCH_POSTGRES_URL it stays on that server
// for the next run. `auto_explain` on the copy writes the plan of every statement over 5 ms to the server's log.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { onExit } from './common.mjs';
import { benchServer } from './postgres.mjs';

/**
 * A hash of what decides the seeded rows: the generator's files. A migration added later is applied to the copy
 * by the server at start, as it would be to a live database (its index builds count in the start-up time).
 */
function contentHash() {
  const hash = createHash('sha256');
  for (const name of readdirSync('scripts/seed').sort()) hash.update(readFileSync(path.join('scripts/seed', name)));
  return hash.digest('hex').slice(0, 10);
}

const withName = (serverUrl, name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Seeds the template unless it exists; returns a fresh copy's URL (dropped at exit) and the server's log file. */
export async function seededDatabase({ size, seed }) {
  const { url: serverUrl, logFile } = benchServer();
  const template = `bench_scale_${size}_s${seed}_${contentHash()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const [exists] = await admin`select 1 from pg_database where datname = ${template}`;
  if (!exists) {
    await admin.unsafe(`create database ${template}`);
    console.log(`seeding ${size} customers into ${template} (once; later runs with BENCH_POSTGRES_URL reuse it)…`);
    const seeded = spawnSync('npm', ['run', 'seed', '--', `--scale=${size}`, `--seed=${seed}`], {
      env: { ...process.env, DATABASE_URL: withName(serverUrl, template), DATA_DIR: '/nonexistent-bench-seed' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (seeded.status !== 0) {
      await admin.unsafe(`drop database ${template} with (force)`);
      throw new Error('seeding failed');
    }
  }
  const name = `bench_${template.slice(12)}_${process.pid}`;
  await admin.unsafe(`create database ${name} template ${template}`);
  await admin.end();
  onExit(() => spawnSync(process.execPath, ['-e', DROP, serverUrl, name], { stdio: 'ignore' }));
  return { url: withName(serverUrl, name), name, serverUrl, logFile };
}

const DROP = `const postgres = require('postgres'); const [url, name] = process.argv.slice(1);
const sql = postgres(url, { max: 1, onnotice: () => {} });
sql.unsafe('drop database if exists ' + name + ' with (force)').finally(() => sql.end());`;

/**
 * Turns auto_explain on (or off) for new connections to the database: ANALYZE and BUFFERS for each statement over
 * 5 ms. Superuser only; the caller restarts the app so its pool reconnects.
 */
export async function autoExplain(db, on) {
  const sql = postgres(db.serverUrl, { max: 1, onnotice: () => {} });
  const settings = {
    session_preload_libraries: 'auto_explain',
    'auto_explain.log_min_duration': '5',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on',
    'auto_explain.log_timing': 'on',
  };
  for (const [key, value] of Object.entries(settings))
    await sql.unsafe(
      on ? `alter database ${db.name} set ${key} = '${value}'` : `alter database ${db.name} reset ${key}`,
    );
  await sql.end();
}

/** The plans logged since `offset` (bytes into the log): [{ ms, query, plan }], slowest first, one per query. */
export function plansSince(logFile, offset) {
  if (!logFile) return [];
  const text = readFileSync(logFile).subarray(offset).toString('utf8');
  const byQuery = new Map();
  for (const block of text.split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/)) {
    const match = /duration: ([\d.]+) ms\s+plan:\n\s*Query Text: ([\s\S]*?)\n(\s*[A-Z][\s\S]*)$/.exec(block);
    if (!match) continue;
    const [, ms, query, plan] = match;
    const seen = byQuery.get(query);
    if (!seen || seen.ms < Number(ms))
      byQuery.set(query, { ms: Number(ms), query: query.trim(), plan: plan.trimEnd() });
  }
  return [...byQuery.values()].sort((a, b) => b.ms - a.ms);
}

export const logSize = (logFile) => (logFile ? readFileSync(logFile).length : 0);
