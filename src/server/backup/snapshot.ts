import { constants } from 'node:fs';
import { copyFile, cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { holdRemovals } from '@/server/storage/hold';
import { pgliteExtensions } from '@/server/db/pglite-extensions';

/**
 * A backup of the embedded database and the uploads (docs/decisions/071-shutdown-sweep-backups.md). Rows and files
 * agree by this rule: the database image is taken first; then exactly the files its `files` rows name are copied,
 * while file removals wait (storage/hold.ts), so none of them can vanish in between. Files without a row in the
 * image (an upload that finished after it) are left out.
 *
 * A backup folder holds `database.tar.gz` (PGlite's dumpDataDir), `uploads/<owner>/<id>`, `jwt-secret` when DATA_DIR
 * has one (sessions survive a restore) and `manifest.json`.
 */
export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'pglite';
  /** Files copied; `missing`: rows whose bytes were not there (a store damaged before the backup). */
  files: number;
  missing: string[];
}

export class BackupError extends Error {}

const DATABASE_FILE = 'database.tar.gz';
const SECRET_FILE = 'jwt-secret';

/** Refuses a folder with anything in it: a backup or restore never mixes with what is there. */
export async function emptyFolder(dir: string) {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) throw new BackupError(`${dir} is not empty`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
}

async function openImage(image: Blob, dataDir?: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  return new PGlite({ ...(dataDir && { dataDir }), loadDataDir: image, extensions: await pgliteExtensions() });
}

/** The `files` rows of an image, read from a throwaway in-memory copy of it (never from the live database). */
async function filesIn(image: Blob) {
  const copy = await openImage(image);
  try {
    const { rows } = await copy.query<{ owner: string; id: string }>('select owner_id as owner, id from files');
    return rows;
  } finally {
    await copy.close();
  }
}

export async function takeSnapshot(
  source: { dump: () => Promise<Blob>; dataDir: string; uploadsDir: string | undefined },
  dir: string,
): Promise<Manifest> {
  await emptyFolder(dir);
  const release = holdRemovals();
  try {
    const image = await source.dump();
    await writeFile(path.join(dir, DATABASE_FILE), new Uint8Array(await image.arrayBuffer()), { mode: 0o600 });
    const missing: string[] = [];
    let copied = 0;
    // With FILE_STORAGE=s3 the bytes stay in the bucket (its versioning is their backup, README).
    for (const { owner, id } of source.uploadsDir ? await filesIn(image) : []) {
      await mkdir(path.join(dir, 'uploads', owner), { recursive: true, mode: 0o700 });
      const from = path.join(source.uploadsDir!, owner, id);
      const to = path.join(dir, 'uploads', owner, id);
      // A clone where the file system can (instant, no extra space), else a plain copy.
      await copyFile(from, to, constants.COPYFILE_FICLONE).then(
        () => (copied += 1),
        () => missing.push(`${owner}/${id}`),
      );
    }
    await copyFile(path.join(source.dataDir, SECRET_FILE), path.join(dir, SECRET_FILE)).catch(() => undefined);
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: 'pglite',
      files: copied,
      missing,
    };
    await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await release();
  }
}

/** Fills an empty DATA_DIR from a backup folder: the database image opened once in place, uploads, secret. */
export async function restoreSnapshot(dir: string, dataDir: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new BackupError(`unknown backup format ${String(manifest.format)}`);
  await emptyFolder(dataDir);
  const image = new Blob([new Uint8Array(await readFile(path.join(dir, DATABASE_FILE)))]);
  const restored = await openImage(image, path.join(dataDir, 'pglite'));
  await restored.query('select 1');
  await restored.close();
  await cp(path.join(dir, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    },
  );
  await copyFile(path.join(dir, SECRET_FILE), path.join(dataDir, SECRET_FILE)).catch(() => undefined);
  return manifest;
}

/** The database of a DATA_DIR no server has open, as an image (the offline backup). */
export async function dumpClosed(pgliteDir: string): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite({ dataDir: pgliteDir, extensions: await pgliteExtensions() });
  try {
    await db.query('CHECKPOINT');
    return await db.dumpDataDir('gzip');
  } finally {
    await db.close();
  }
}
