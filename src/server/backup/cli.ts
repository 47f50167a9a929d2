import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import type { Env } from '@/server/env';
import { controlSocket, pidFile } from './control';
import { BackupError, dumpClosed, restoreSnapshot, takeSnapshot, type Manifest } from './snapshot';

/** Whether the process named in `server.pid` still runs. */
const alive = async (dataDir: string) => {
  const pid = Number(await readFile(pidFile(dataDir), 'utf8').catch(() => ''));
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Asks the running server to take the snapshot (backup/control.ts); `undefined` when no server listens. */
const askServer = (dataDir: string, dir: string) =>
  new Promise<Manifest | undefined>((resolve, reject) => {
    const req = request({ socketPath: controlSocket(dataDir), path: '/backup', method: 'POST' }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const body = JSON.parse(text) as Manifest & { error?: string };
        if (res.statusCode === 200) resolve(body);
        else reject(new BackupError(body.error ?? `the server answered ${res.statusCode}`));
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(undefined) : reject(error),
    );
    req.end(JSON.stringify({ dir }));
  });

/**
 * The socket first: it answers whoever shares the machine's kernel, containers included. Without it, a live pid in
 * `server.pid` means a server has the database open that cannot be asked: refuse rather than open PGlite twice.
 */
async function backupOf(dataDir: string, dir: string, uploadsDir: string | undefined) {
  const manifest = await askServer(dataDir, dir);
  if (manifest) return manifest;
  if (await alive(dataDir))
    throw new BackupError(`a server (server.pid) has ${dataDir} open, but its control socket does not answer`);
  return takeSnapshot({ dump: () => dumpClosed(path.join(dataDir, 'pglite')), dataDir, uploadsDir }, dir);
}

/**
 * `npm run backup -- DIR` and `npm run restore -- DIR` (main.ts hands them here). With PostgreSQL both refuse and
 * point at README "Backups and restore" (pg_dump/pg_restore and bucket versioning).
 */
export async function runBackupCommand(command: 'backup' | 'restore', args: string[], env: Env): Promise<number> {
  const target = args[0];
  if (!target) {
    console.error(`usage: npm run ${command} -- DIR`);
    return 2;
  }
  if (env.DATABASE_URL) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump/pg_restore (README "Backups and restore").');
    return 2;
  }
  const dir = path.resolve(target);
  const dataDir = path.resolve(env.DATA_DIR);
  try {
    if (command === 'restore') {
      const manifest = await restoreSnapshot(dir, dataDir);
      console.log(`Restored the backup of ${manifest.createdAt} (${manifest.files} files) into ${dataDir}`);
      return 0;
    }
    const uploadsDir = env.FILE_STORAGE === 'disk' ? path.join(dataDir, 'uploads') : undefined;
    const manifest = await backupOf(dataDir, dir, uploadsDir);
    console.log(`Backup written to ${dir}: database and ${manifest.files} files`);
    if (manifest.missing.length === 0) return 0;
    console.error(`${manifest.missing.length} files named by rows were missing before the backup: ${manifest.missing}`);
    return 3;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`${command} refused: ${error.message}`);
    return 1;
  }
}
