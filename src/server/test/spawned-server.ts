import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The production bundle (scripts/build-server.mjs) as its own process, on PGlite in a temporary DATA_DIR or on a
 * fresh database of TEST_DATABASE_URL's server: for what only a real process shows (signals, exit codes, stderr).
 */
export interface SpawnedServer {
  origin: string;
  child: ChildProcess;
  dataDir: string;
  /** Everything the process wrote to stderr (its JSON log lines). */
  stderr: () => string;
  exited: Promise<number | null>;
  remove: () => Promise<void>;
}

const BUILD_DIR = `.build/spawned-${process.env.TEST_DB ?? 'pglite'}`;
/** The built server (main.mjs), also the backup and restore commands (`main.mjs backup DIR`). */
export const SERVER_BUNDLE = path.join(BUILD_DIR, 'dist-server', 'main.mjs');
let built = false;

export function buildServerBundle() {
  if (built) return;
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { env: { ...process.env, BUILD_DIR } });
  if (result.status !== 0) throw new Error(`building the API bundle failed: ${result.stderr.toString()}`);
  built = true;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function databaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) return { drop: async () => undefined };
  const { default: postgres } = await import('postgres');
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `spawned_${randomBytes(6).toString('hex')}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href;
  return {
    url,
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

export async function spawnServer(env: Record<string, string> = {}, dataDir?: string): Promise<SpawnedServer> {
  buildServerBundle();
  const port = await freePort();
  const dir = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'portal-spawned-')));
  const dist = await mkdtemp(path.join(tmpdir(), 'portal-spawned-dist-'));
  const database = await databaseUrl();
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dir,
      DIST_DIR: dist,
      JWT_SECRET: 'spawned-test-secret-'.padEnd(48, 'x'),
      PAYMENTS_TEST_PROVIDER: 'true',
      ...(database.url && { DATABASE_URL: database.url }),
      ...env,
    },
  });
  let log = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${log}`);
    if (
      await fetch(`${origin}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error(`server did not become ready: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    child,
    dataDir: dir,
    stderr: () => log,
    exited,
    remove: async () => {
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await database.drop();
      await rm(dist, { recursive: true, force: true });
      if (!dataDir) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A new customer registered over HTTP (the process's database is its own): their access token. */
export async function register(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: `spawned-${randomBytes(6).toString('hex')}@example.com`,
      password: 'Sifre1234',
      acceptTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}`);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}
