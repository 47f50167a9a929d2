import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { AppDeps } from '../context';

/** Where a file's bytes live. Ids come from the server (random UUIDs), never from the client's file name. */
export interface StorageKey {
  ownerId: string;
  id: string;
}

/** Bytes being written: invisible under their key until `commit`; `discard` removes them at any stage. */
export interface PendingObject {
  sink: Writable;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** The small interface the file service needs; local disk now, an S3-compatible store later. */
export interface FileStorage {
  begin(key: StorageKey): Promise<PendingObject>;
  /** Opens the bytes for reading; rejects with code ENOENT when they are missing. */
  open(key: StorageKey): Promise<Readable>;
  remove(key: StorageKey): Promise<void>;
  /** Everything one user stored (account deletion). */
  removeOwner(ownerId: string): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checked(value: string) {
  // Keys become path segments: anything but a UUID would be a way out of the owner's folder.
  if (!UUID.test(value)) throw new Error(`Invalid storage key segment: ${value}`);
  return value;
}

/**
 * Files under `<root>/<ownerId>/<id>`. A write goes to a hidden `.<id>.part` in the same folder and is renamed into
 * place on commit (atomic on one file system), so a reader never sees half a file.
 */
export function localDiskStorage(root: string): FileStorage {
  const folder = (ownerId: string) => path.join(root, checked(ownerId));
  const finalPath = (key: StorageKey) => path.join(folder(key.ownerId), checked(key.id));

  return {
    async begin(key) {
      const dir = folder(key.ownerId);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const target = finalPath(key);
      const temp = path.join(dir, `.${key.id}.part`);
      const sink = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
      let committed = false;
      return {
        sink,
        async commit() {
          await rename(temp, target);
          committed = true;
        },
        async discard() {
          // Wait for the stream to close first: removing a file whose open is still pending would leave it behind.
          if (!sink.closed) {
            const closed = new Promise<void>((resolve) => sink.once('close', () => resolve()));
            sink.destroy();
            await closed;
          }
          await rm(committed ? target : temp, { force: true });
        },
      };
    },
    async open(key) {
      const handle = await open(finalPath(key), 'r');
      return handle.createReadStream();
    },
    remove: (key) => rm(finalPath(key), { force: true }),
    removeOwner: (ownerId) => rm(folder(ownerId), { recursive: true, force: true }),
  };
}

/** The uploads folder inside DATA_DIR: not under `dist/` or any folder the static server serves. */
export const uploadsRoot = (deps: AppDeps) => path.resolve(deps.env.DATA_DIR, 'uploads');

export const fileStorage = (deps: AppDeps): FileStorage => localDiskStorage(uploadsRoot(deps));
