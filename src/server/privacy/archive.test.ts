import type { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { fileStorage } from '@/server/storage/storage';
import { catalogContext } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { makeHeavy } from '@/server/test/heavy-customer';
import { customerWithEverything, unzip } from '@/server/test/privacy';
import { exportArchive, type ArchiveInput } from './archive';
import { pagesAbout, rowsAbout, type Page } from './pages';

// The archive on its own, with the real page reads and real files: what it reads while nobody reads it, what it
// leaves open when the reader cancels, what the reader sees when a read fails.
let ctx: TestContext;
let heavy: { userId: string };
let light: { userId: string };
beforeAll(async () => {
  ctx = await catalogContext();
  const a = await customerWithEverything(ctx);
  const b = await customerWithEverything(ctx);
  heavy = a;
  light = b;
  const options = { notificationCount: 4000, fileCount: 2, fileBytes: 64 * 1024 };
  await makeHeavy(ctx, { userId: a.userId, advisorId: a.advisor.user.id }, options);
  await makeHeavy(ctx, { userId: b.userId, advisorId: b.advisor.user.id }, { ...options, notificationCount: 7 });
});
afterAll(() => ctx.close());

const PAGE = 50;

/** The page reads of `userId`, counted, with a flag for when the reader of them let go. */
function countedPages(userId: string, fail?: { afterPages: number }) {
  const seen = { pages: 0, released: false };
  async function* pages(): AsyncGenerator<Page> {
    try {
      for await (const page of pagesAbout(ctx.deps.db, userId, PAGE)) {
        if (fail && seen.pages === fail.afterPages) throw new Error('connection to the database lost');
        seen.pages += 1;
        yield page;
      }
    } finally {
      seen.released = true;
    }
  }
  return { seen, pages: pages() };
}

function archiveOf(userId: string, pages: AsyncIterable<Page>) {
  const opened: Readable[] = [];
  const aborts: unknown[] = [];
  const storage = fileStorage(ctx.deps);
  const input: ArchiveInput = {
    readme: 'README',
    exportedAt: new Date().toISOString(),
    pages,
    openFile: async (file) => {
      const stream = await storage.open({ ownerId: userId, id: file.id });
      opened.push(stream);
      return stream;
    },
    onUnreadableFile: () => {},
    onAbort: (error) => aborts.push(error),
  };
  return { body: exportArchive(input), opened, aborts };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count()` once it has not moved for half a second (a slow machine reads pages slowly, but it does stop). */
async function steady(count: () => number): Promise<number> {
  for (let last = -1; ;) {
    const now = count();
    if (now === last) return now;
    last = now;
    await sleep(500);
  }
}

test('pages of any size give the same rows, keys of two columns included', async () => {
  const whole = await rowsAbout(ctx.deps.db, light.userId);
  expect(whole.notification_preferences).toHaveLength(5);
  expect(whole.case_plan_items).toHaveLength(3);
  const paged: Record<string, unknown[]> = {};
  for await (const page of pagesAbout(ctx.deps.db, light.userId, 2)) (paged[page.name] ??= []).push(...page.rows);
  expect(paged).toEqual(whole);
});

test('nobody reading: the archive stops reading pages; a cancel releases the reads and opens no file', async () => {
  const { seen, pages } = countedPages(heavy.userId);
  const { body, opened, aborts } = archiveOf(heavy.userId, pages);
  const reader = body.getReader();
  expect((await reader.read()).done).toBe(false);
  // Backpressure: with the reader gone quiet the reads stop, well before the customer's 80-odd pages.
  const held = await steady(() => seen.pages);
  expect(held).toBeLessThan(4000 / PAGE);
  await reader.cancel();
  await vi.waitFor(() => expect(seen.released).toBe(true));
  expect(seen.pages).toBe(held);
  expect(opened).toEqual([]);
  expect(aborts).toEqual([]);
});

test('a page read failing mid-archive: the stream errors, the cause goes to the log hook, files stay closed', async () => {
  const { seen, pages } = countedPages(heavy.userId, { afterPages: 5 });
  const { body, opened, aborts } = archiveOf(heavy.userId, pages);
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  await expect(
    (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        chunks.push(value);
      }
    })(),
  ).rejects.toThrow('The data export was aborted.');
  expect(aborts).toEqual([expect.objectContaining({ message: 'connection to the database lost' })]);
  expect(seen.released).toBe(true);
  expect(opened).toEqual([]);
  // What did arrive is no archive an unzip tool accepts.
  await expect(unzip(Buffer.concat(chunks))).rejects.toThrow();
});

test('read to the end: a whole archive, every file stream closed', async () => {
  const { seen, pages } = countedPages(light.userId);
  const { body, opened, aborts } = archiveOf(light.userId, pages);
  const entries = await unzip(Buffer.from(await new Response(body).arrayBuffer()));
  expect(entries.get('README.txt')?.toString()).toBe('README');
  expect([...entries.keys()].filter((name) => name.startsWith('files/'))).toHaveLength(opened.length);
  expect(opened).toHaveLength(4); // the CV, the diploma and the two scans
  await vi.waitFor(() => expect(opened.every((stream) => stream.destroyed)).toBe(true));
  expect(seen.released).toBe(true);
  expect(aborts).toEqual([]);
});
