import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startLocalS3, type LocalS3 } from '@/server/test/s3';

/**
 * N real API processes (the production bundle) on one PostgreSQL database and one S3 bucket, behind a tiny
 * round-robin proxy: the deployment of README "Deploying on several machines", in miniature, on loopback.
 */
export interface Cluster {
  proxyUrl: string;
  /** Each process's own address, to send a request to a chosen one. */
  urls: string[];
  sql: postgres.Sql;
  close: () => Promise<void>;
}

const BUILD_DIR = '.build/scale-test';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitHealthy(url: string, child: ChildProcess) {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become healthy`);
}

function roundRobinProxy(targets: number[]) {
  let next = 0;
  return http.createServer((req, res) => {
    const port = targets[next++ % targets.length]!;
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
}

export async function startCluster(
  serverUrl: string,
  processes = 2,
  env: Record<string, string> = {},
): Promise<Cluster> {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    env: { ...process.env, BUILD_DIR },
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('building the API bundle failed');

  const name = `scale_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  const s3: LocalS3 = await startLocalS3();
  const dataRoot = await mkdtemp(path.join(tmpdir(), 'portal-scale-'));
  const distDir = await mkdtemp(path.join(tmpdir(), 'portal-scale-dist-'));

  const ports = await Promise.all(Array.from({ length: processes }, freePort));
  const children = ports.map((port, i) =>
    spawn(process.execPath, [path.join(BUILD_DIR, 'dist-server', 'main.mjs')], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: dbUrl.href,
        JWT_SECRET: 'scale-test-secret-'.padEnd(48, 'x'),
        DATA_DIR: path.join(dataRoot, `p${i}`),
        DIST_DIR: distDir,
        PAYMENTS_TEST_PROVIDER: 'true',
        ...s3.env,
        ...env,
      },
    }),
  );
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  // All start at once, as a deployment starts them: the migration lock must keep them from migrating twice.
  await Promise.all(urls.map((url, i) => waitHealthy(url, children[i]!)));

  const proxy = roundRobinProxy(ports);
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const sql = postgres(dbUrl.href, { max: 2, onnotice: () => {} });
  return {
    proxyUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    urls,
    sql,
    close: async () => {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await Promise.all(
        children.map((child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))),
      );
      await sql.end({ timeout: 5 });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
      await s3.close();
      await rm(dataRoot, { recursive: true, force: true });
      await rm(distDir, { recursive: true, force: true });
    },
  };
}
