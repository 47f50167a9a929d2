import type { Readable, Writable } from 'node:stream';

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

/** The small interface the file service needs: local disk by default, an S3-compatible bucket with FILE_STORAGE=s3. */
export interface FileStorage {
  begin(key: StorageKey): Promise<PendingObject>;
  /** Opens the bytes for reading; rejects with code ENOENT when they are missing. */
  open(key: StorageKey): Promise<Readable>;
  remove(key: StorageKey): Promise<void>;
  /** Everything one user stored (account deletion). */
  removeOwner(ownerId: string): Promise<void>;
  /**
   * Removes writes abandoned before `before` (a crash mid-upload): `.part` files on disk, unfinished multipart
   * uploads in a bucket. `crashedWriters`: also younger `.part` files of this host's dead processes (at start).
   * Returns how many it removed (storage/sweep.ts).
   */
  sweep(before: Date, options?: { crashedWriters?: boolean }): Promise<number>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkedKey(value: string) {
  // Keys become path segments: anything but a UUID would be a way out of the owner's folder.
  if (!UUID.test(value)) throw new Error(`Invalid storage key segment: ${value}`);
  return value;
}
