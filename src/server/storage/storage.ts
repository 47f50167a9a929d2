import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '@/server/context';
import { checkedKey, type FileStorage, type StorageKey } from './keys';
import type { S3Config } from './s3-storage';
import { sweepPartFiles } from './sweep';
import { removeUnlessHeld } from './hold';
import { PART_WRITER } from './part-writer';

export { checkedKey };
export type { FileStorage, PendingObject, StorageKey } from './keys';

/**
 * Files under `<root>/<ownerId>/<id>`. A write goes to a hidden `.<id>.<writer>.part` in the same folder (the writer:
 * part-writer.ts) and is renamed into
 * place on commit (atomic on one file system), so a reader never sees half a file.
 */
export function localDiskStorage(root: string): FileStorage {
  const folder = (ownerId: string) => path.join(root, checkedKey(ownerId));
  const finalPath = (key: StorageKey) => path.join(folder(key.ownerId), checkedKey(key.id));

  return {
    async begin(key) {
      const dir = folder(key.ownerId);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const target = finalPath(key);
      const temp = path.join(dir, `.${key.id}.${PART_WRITER}.part`);
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
    remove: (key) => removeUnlessHeld(() => rm(finalPath(key), { force: true })),
    removeOwner: (ownerId) => removeUnlessHeld(() => rm(folder(ownerId), { recursive: true, force: true })),
    sweep: (before, options) => sweepPartFiles(root, before, options),
  };
}

/** The uploads folder inside DATA_DIR: not under `dist/` or any folder the static server serves. */
export const uploadsRoot = (deps: AppDeps) => path.resolve(deps.env.DATA_DIR, 'uploads');

const stores = new WeakMap<AppDeps['env'], FileStorage>();

/** Tests: the store this app uses from now on (one that fails on purpose, e.g. with ENOSPC). */
export const replaceFileStorage = (deps: AppDeps, store: FileStorage) => void stores.set(deps.env, store);

/**
 * The S3 store, with the AWS SDK (about a megabyte of code) loaded on its first use: a server on disk storage never
 * parses it (decision 090).
 */
export function lazyS3Storage(config: S3Config): FileStorage {
  let loaded: Promise<FileStorage> | undefined;
  const store = () => (loaded ??= import('./s3-storage').then(({ s3Storage }) => s3Storage(config)));
  return {
    begin: async (key) => (await store()).begin(key),
    open: async (key) => (await store()).open(key),
    remove: async (key) => (await store()).remove(key),
    removeOwner: async (ownerId) => (await store()).removeOwner(ownerId),
    sweep: async (before, options) => (await store()).sweep(before, options),
  };
}

/** The store the environment chooses, built once per app (an S3 client keeps its connection pool). */
export function fileStorage(deps: AppDeps): FileStorage {
  let store = stores.get(deps.env);
  if (!store) {
    const { env } = deps;
    store =
      env.FILE_STORAGE === 's3'
        ? lazyS3Storage({
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET ?? '',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          })
        : localDiskStorage(uploadsRoot(deps));
    stores.set(env, store);
  }
  return store;
}
