// The single timed operations of `--scale`: the renewal job over every active monthly package (with a read's p99
// measured while it runs), one heavy customer's data export (time to first and last byte), and the deletion of a
// heavy customer's account.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { memoryOf } from './common.mjs';
import { CONNECTIONS, summary } from './measure.mjs';

/**
 * Every active monthly package falls due now (to the second: the job claims a row by its exact end date, as the app
 * writes it in milliseconds; a microsecond value would never match and the row would end instead), and the job then
 * renews them while `read` is measured beside it.
 */
export async function renewalRun(base, dbUrl, env, read) {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  await sql`update user_packages set end_date = date_trunc('second', now()) - interval '1 hour' where status = 'active' and monthly`;
  await sql.end();
  const headers = { authorization: `Bearer ${read.token}` };
  const quiet = summary(await autocannon({ url: base + read.path, connections: CONNECTIONS, duration: 5, headers }));
  const load = autocannon({ url: base + read.path, connections: CONNECTIONS, duration: 3600, headers });
  const loadDone = new Promise((resolve) => load.on('done', resolve));
  const child = spawn('npx', ['tsx', 'scripts/bench/scale-renewal.ts'], {
    env: { ...process.env, ...env, DATABASE_URL: dbUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  await new Promise((resolve) => child.on('exit', resolve));
  load.stop();
  const during = summary(await loadDone);
  const job = JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
  return { job, read: read.name, quiet, during };
}

/**
 * `child` (the server process): its resident memory before and at its peak during the export — the peak counter
 * (VmHWM) is reset first through /proc/<pid>/clear_refs, so the peak is the export's, not the start-up's.
 */
export async function exportRun(base, user, password, child) {
  if (child) writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
  const before = child && memoryOf(child);
  const started = performance.now();
  const res = await fetch(`${base}/api/profile/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  let firstByteMs = null;
  let bytes = 0;
  for await (const chunk of res.body) {
    firstByteMs ??= Math.round(performance.now() - started);
    bytes += chunk.length;
  }
  const lastByteMs = Math.round(performance.now() - started);
  const memory = child && { rssBeforeMb: before.rssMb, peakRssMb: memoryOf(child).peakRssMb };
  return { status: res.status, firstByteMs, lastByteMs, bytes, memory };
}

export async function deletionRun(base, user) {
  const started = performance.now();
  const res = await fetch(`${base}/api/profile`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${user.token}` },
  });
  await res.arrayBuffer();
  return { status: res.status, ms: Math.round(performance.now() - started) };
}
