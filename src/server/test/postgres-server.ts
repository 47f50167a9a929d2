import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL server of a test's own (as scripts/ci/postgres.sh starts one): the test may stop and
 * start it to play an outage without disturbing the server every other test uses. initdb refuses root, so the
 * commands run as the `postgres` user when the test runs as root.
 */
export interface OwnPostgres {
  url: string;
  /** Asynchronous, so a server in the same process keeps answering while PostgreSQL stops or starts. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  remove: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const run = promisify(execFile);

async function asPostgres(command: string) {
  const [file, ...args] = process.getuid?.() === 0 ? ['su', 'postgres', '-c', command] : ['sh', '-c', command];
  await run(file!, args);
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-own-pg-'));
  chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = path.join(dir, 'data');
  await asPostgres(`${PGBIN}/initdb -D ${data} -A trust -U postgres`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => asPostgres(`${PGBIN}/pg_ctl -D ${data} -o '${options}' -l ${dir}/log -w start`);
  // `fast`: what an operator's restart or a failover does: sessions are ended, new connections refused.
  const stop = () => asPostgres(`${PGBIN}/pg_ctl -D ${data} -m fast -w stop`);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
