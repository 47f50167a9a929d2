// A PostgreSQL database nobody else uses, removed at exit. With BENCH_POSTGRES_URL (a server where the user may
// CREATE DATABASE, e.g. postgres://postgres@127.0.0.1:54329/postgres) a fresh database on that server; otherwise a
// throwaway PostgreSQL 15 cluster from scripts/ci/postgres.sh (needs root and `apt-get install postgresql`).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { onExit } from './common.mjs';

const SCRIPT = 'scripts/ci/postgres.sh';
/**
 * The bench's cluster is sized like a server for the 100k data set (3.4 GB, its notifications' indexes alone over
 * 128 MB): a quarter of a small database machine's memory, PostgreSQL's own rule of thumb. PostgreSQL's default
 * of 128 MB made the renewal evict and re-read index pages every batch (decision 107). BENCH_SHARED_BUFFERS
 * overrides it; a server from BENCH_POSTGRES_URL keeps its own setting.
 */
const SHARED_BUFFERS = process.env.BENCH_SHARED_BUFFERS ?? '2GB';

function throwawayCluster() {
  const started = spawnSync('bash', ['-c', `source ${SCRIPT} && pg_start >/dev/null && echo "$PG_DIR $PG_URL"`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PG_SHARED_BUFFERS: SHARED_BUFFERS },
  });
  if (started.status !== 0)
    throw new Error(
      `${SCRIPT} could not start PostgreSQL; install it (apt-get install postgresql) or set BENCH_POSTGRES_URL`,
    );
  const [dir, url] = started.stdout.trim().split(' ');
  onExit(() =>
    spawnSync('bash', ['-c', `source ${SCRIPT} && PG_DIR="$1" pg_stop`, 'pg_stop', dir], { stdio: 'ignore' }),
  );
  return { url, logFile: `${dir}/log` };
}

let server;
/** The server of this run: BENCH_POSTGRES_URL (its log file unknown: null) or one throwaway cluster. */
export function benchServer() {
  server ??= process.env.BENCH_POSTGRES_URL
    ? { url: process.env.BENCH_POSTGRES_URL, logFile: process.env.BENCH_POSTGRES_LOG ?? null }
    : throwawayCluster();
  return server;
}

/** The URL of an empty database for one bench run. */
export async function benchDatabase() {
  const serverUrl = benchServer().url;
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  onExit(() =>
    // Synchronous at exit: a child psql-free drop through a fresh Node process.
    spawnSync(process.execPath, ['-e', DROP, serverUrl, name], { stdio: 'ignore', cwd: process.cwd() }),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const DROP = `const postgres = require('postgres'); const [url, name] = process.argv.slice(1);
const sql = postgres(url, { max: 1, onnotice: () => {} });
sql.unsafe('drop database if exists ' + name + ' with (force)').finally(() => sql.end());`;
