import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startLocalS3, type LocalS3 } from '@/server/test/s3';
import { s3Storage } from './s3-storage';
import { lazyS3Storage, localDiskStorage, type FileStorage } from './storage';

// The same contract for every store the file service can be given: disk (default) and S3 (FILE_STORAGE=s3).
let s3: LocalS3;
let diskRoot: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  diskRoot = await mkdtemp(path.join(tmpdir(), 'portal-disk-'));
});
afterAll(async () => {
  await s3.close();
  await rm(diskRoot, { recursive: true, force: true });
});

const s3Config = () => ({
  endpoint: s3.env.S3_ENDPOINT,
  region: s3.env.S3_REGION!,
  bucket: s3.env.S3_BUCKET!,
  accessKeyId: s3.env.S3_ACCESS_KEY_ID,
  secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
  forcePathStyle: true,
});
const stores: Record<string, () => FileStorage> = {
  disk: () => localDiskStorage(diskRoot),
  s3: () => s3Storage(s3Config()),
  // What fileStorage() hands the app: the same store, its SDK imported on the first call (decision 090).
  's3, loaded on first use': () => lazyS3Storage(s3Config()),
};

const key = () => ({ ownerId: randomUUID(), id: randomUUID() });
const read = async (stream: Readable) => Buffer.concat(await stream.toArray());
const write = async (store: FileStorage, k: ReturnType<typeof key>, bytes: Buffer) => {
  const pending = await store.begin(k);
  await pipeline(Readable.from([bytes]), pending.sink);
  return pending;
};

describe.each(Object.keys(stores))('%s store', (name) => {
  const store = () => stores[name]!();

  test('committed bytes read back whole, streamed in chunks larger than one S3 part', async () => {
    const k = key();
    // 12 MB crosses the 5 MB multipart boundary twice.
    const bytes = Buffer.alloc(12 * 1024 * 1024, 7);
    bytes.write('start', 0);
    bytes.write('end', bytes.length - 3);
    const pending = await write(store(), k, bytes);
    await pending.commit();
    expect((await read(await store().open(k))).equals(bytes)).toBe(true);
  });

  test('discarded bytes are gone (open rejects with ENOENT), before and after commit', async () => {
    const before = key();
    await (await write(store(), before, Buffer.from('draft'))).discard();
    await expect(store().open(before)).rejects.toMatchObject({ code: 'ENOENT' });

    const after = key();
    const pending = await write(store(), after, Buffer.from('kept, then rolled back'));
    await pending.commit();
    await pending.discard();
    await expect(store().open(after)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  test('remove deletes one file; removeOwner deletes all of one owner and nobody else', async () => {
    const ownerId = randomUUID();
    const [a, b] = [
      { ownerId, id: randomUUID() },
      { ownerId, id: randomUUID() },
    ];
    const other = key();
    for (const k of [a, b, other]) await (await write(store(), k, Buffer.from(k.id))).commit();

    await store().remove(a);
    await expect(store().open(a)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await read(await store().open(b))).toString()).toBe(b.id);

    await store().removeOwner(ownerId);
    await expect(store().open(b)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await read(await store().open(other))).toString()).toBe(other.id);
  });

  test('keys that are not UUIDs never reach the store (no way out of an owner folder)', async () => {
    await expect(store().begin({ ownerId: '../etc', id: randomUUID() })).rejects.toThrow(/Invalid storage key/);
    await expect(store().open({ ownerId: randomUUID(), id: '../../passwd' })).rejects.toThrow(/Invalid storage key/);
  });
});
