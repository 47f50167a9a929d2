import { createServer } from 'node:http';
import { chmod, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { logError, logger } from '@/server/log/logger';
import { BackupError, type Manifest } from './snapshot';

/**
 * PGlite admits one process, so a backup of a running server is taken inside it. `npm run backup` asks through a
 * Unix socket in DATA_DIR (`control.sock`, mode 0600): whoever may read DATA_DIR may back it up, nobody else, and
 * nothing is reachable over the network. `server.pid` tells the command a server has the database open.
 */
export const controlSocket = (dataDir: string) => path.join(dataDir, 'control.sock');
export const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** The one request the socket takes: `POST /backup` with `{ "dir": "/absolute/folder" }`. */
async function answerBackup(
  known: boolean,
  body: string,
  backup: (dir: string) => Promise<Manifest>,
): Promise<[number, unknown]> {
  if (!known) return [404, { error: 'not found' }];
  let dir: unknown;
  try {
    ({ dir } = JSON.parse(body) as { dir?: unknown });
  } catch {
    return [400, { error: 'the body must be JSON' }];
  }
  if (typeof dir !== 'string' || !path.isAbsolute(dir)) return [400, { error: 'dir must be an absolute path' }];
  logger.info({ dir }, 'backup started');
  try {
    const manifest = await backup(dir);
    logger.info({ files: manifest.files }, 'backup written');
    return [200, manifest];
  } catch (error) {
    if (error instanceof BackupError) return [409, { error: error.message }];
    logError('backup failed', error);
    return [500, { error: 'backup failed, see the server log' }];
  }
}

export async function startControl(dataDir: string, backup: (dir: string) => Promise<Manifest>) {
  const socket = controlSocket(dataDir);
  await rm(socket, { force: true });
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      void answerBackup(req.method === 'POST' && req.url === '/backup', body, backup).then(([status, value]) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value)),
      );
    });
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => (logError('control socket unavailable', error), resolve(false)));
    server.listen(socket, () => resolve(true));
  });
  if (listening) {
    await chmod(socket, 0o600);
    await writeFile(pidFile(dataDir), String(process.pid));
  }
  return async () => {
    if (listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(pidFile(dataDir), { force: true });
    await rm(socket, { force: true });
  };
}
