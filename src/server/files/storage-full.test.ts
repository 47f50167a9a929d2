import { readdir } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { files } from '@/server/db/schema';
import { localDiskStorage, replaceFileStorage, uploadsRoot, type FileStorage } from '@/server/storage/storage';
import { createApp } from '@/server/app';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, pdfBytes } from '@/server/test/files';
import { createUser } from '@/server/test/users';

/**
 * Issue 25: a full disk answered `400 INVALID_UPLOAD` and logged nothing. A store whose writes fail with ENOSPC
 * (or EDQUOT) must give 507 INSUFFICIENT_STORAGE in the caller's language, log the error with the request id, and
 * leave neither a row nor bytes behind.
 */
let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let token: string;
let userId: string;
/** The store the app below writes to: routes take their store when the app is built, so it delegates. */
let store: FileStorage;

/** The real disk store, except that every write fails with `code` once `after` bytes went through. */
function fullDisk(root: string, code: 'ENOSPC' | 'EDQUOT', after = 64 * 1024): FileStorage {
  const disk = localDiskStorage(root);
  return {
    ...disk,
    async begin(key) {
      const pending = await disk.begin(key);
      let written = 0;
      const sink = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          written += chunk.length;
          if (written > after)
            return callback(Object.assign(new Error(`${code}: no space left`), { code, syscall: 'write' }));
          pending.sink.write(chunk, callback);
        },
      });
      return { ...pending, sink };
    },
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  ({
    token,
    user: { id: userId },
  } = await createUser(ctx));
  store = localDiskStorage(uploadsRoot(ctx.deps));
  replaceFileStorage(ctx.deps, {
    begin: (key) => store.begin(key),
    open: (key) => store.open(key),
    remove: (key) => store.remove(key),
    removeOwner: (ownerId) => store.removeOwner(ownerId),
    sweep: (before) => store.sweep(before),
  });
  app = createApp(ctx.deps);
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

async function upload(lang: string) {
  const encoded = new Response(form({ file: [Buffer.concat([pdfBytes(), Buffer.alloc(400 * 1024, 0x20)]), 'cv.pdf'] }));
  return app.request('/api/onboarding/cv', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': lang,
      'content-type': encoded.headers.get('content-type') ?? '',
    },
    body: new Uint8Array(await encoded.arrayBuffer()),
  });
}

test.each([
  ['ENOSPC', 'tr', 'Sunucuda yer kalmadı'],
  ['EDQUOT', 'de', 'kein Speicherplatz mehr frei'],
  ['ENOSPC', 'en', 'run out of storage space'],
] as const)('%s → 507 INSUFFICIENT_STORAGE (%s), logged with the request id', async (code, lang, wording) => {
  store = fullDisk(uploadsRoot(ctx.deps), code);
  const lines: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((line) => (lines.push(String(line)), true));
  const res = await upload(lang);
  expect(res.status).toBe(507);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('INSUFFICIENT_STORAGE');
  expect(body.error.message).toContain(wording);
  const requestId = res.headers.get('x-request-id');
  expect(requestId).toBeTruthy();
  const logged = lines.find((line) => line.includes(requestId!));
  expect(logged).toContain(`"code":"${code}"`);
  expect(await ctx.deps.db.select().from(files).where(eq(files.ownerId, userId))).toEqual([]);
  const left = await readdir(uploadsRoot(ctx.deps), { recursive: true }).catch(() => []);
  expect(left.filter((name) => name.endsWith('.part'))).toEqual([]);
});

test('a store that fails otherwise (EIO) is a logged 500, not a 400 blaming the client', async () => {
  const disk = localDiskStorage(uploadsRoot(ctx.deps));
  store = {
    ...disk,
    begin: () => Promise.reject(Object.assign(new Error('EIO: i/o error'), { code: 'EIO' })),
  };
  const res = await upload('en');
  expect(res.status).toBe(500);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('SERVER_ERROR');
});
