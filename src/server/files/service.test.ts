import { randomUUID } from 'node:crypto';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { files } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { pdfBytes } from '@/server/test/files';
import { createUser } from '@/server/test/users';
import type { ReceivedFile } from './multipart';
import { saveUpload } from './service';
import { fileStorage, uploadsRoot } from '@/server/storage/storage';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Bytes written to storage but not committed, as receiveUpload hands them over. */
async function received(ownerId: string): Promise<ReceivedFile> {
  const id = randomUUID();
  const pending = await fileStorage(ctx.deps).begin({ ownerId, id });
  await new Promise<void>((resolve, reject) => pending.sink.end(pdfBytes(), () => resolve()).once('error', reject));
  return {
    id,
    purpose: 'cv',
    pending,
    kind: 'pdf',
    size: pdfBytes().length,
    sha256: 'x'.repeat(64),
    originalName: 'cv.pdf',
  };
}

test('when moving the bytes into place fails, the row is rolled back and the partial file removed', async () => {
  const { user } = await createUser(ctx);
  const file = await received(user.id);
  // Something already sits where the file should go: the rename inside the transaction fails.
  await mkdir(path.join(uploadsRoot(ctx.deps), user.id, file.id, 'blocker'), { recursive: true });
  await expect(
    saveUpload(ctx.deps.db, fileStorage(ctx.deps), file, { ownerId: user.id, purpose: 'cv' }),
  ).rejects.toThrow();
  expect(await ctx.deps.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(0);
  // Only the blocking folder is left: the `.part` file is gone.
  expect(await readdir(path.join(uploadsRoot(ctx.deps), user.id))).toEqual([file.id]);
});

test('when the row cannot be written, the bytes never appear under their id', async () => {
  const { user } = await createUser(ctx);
  const file = await received(user.id);
  // A second CV row for the same user breaks the one-CV rule at insert time.
  const first = await received(user.id);
  await saveUpload(ctx.deps.db, fileStorage(ctx.deps), first, { ownerId: user.id, purpose: 'cv' });
  await expect(
    saveUpload(ctx.deps.db, fileStorage(ctx.deps), file, { ownerId: user.id, purpose: 'cv' }),
  ).rejects.toThrow();
  expect((await ctx.deps.db.select().from(files).where(eq(files.ownerId, user.id))).map((r) => r.id)).toEqual([
    first.id,
  ]);
  expect(await readdir(path.join(uploadsRoot(ctx.deps), user.id))).toEqual([first.id]);
});

test('a committed file is stored with its metadata and its bytes under the owner', async () => {
  const { user } = await createUser(ctx);
  const file = await received(user.id);
  const row = await saveUpload(ctx.deps.db, fileStorage(ctx.deps), file, {
    ownerId: user.id,
    purpose: 'otherDocument',
    title: 'Diplom',
  });
  expect(row).toMatchObject({
    id: file.id,
    ownerId: user.id,
    purpose: 'otherDocument',
    kind: 'pdf',
    mime: 'application/pdf',
    title: 'Diplom',
  });
  expect(await readdir(path.join(uploadsRoot(ctx.deps), user.id))).toEqual([file.id]);
});
