import { readdirSync, readlinkSync } from 'node:fs';
import { Readable } from 'node:stream';
import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { files, notifications } from '@/server/db/schema';
import { uploadsRoot, localDiskStorage, replaceFileStorage } from '@/server/storage/storage';
import { PASSWORD } from '@/server/test/accounts';
import { catalogContext } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { makeHeavy } from '@/server/test/heavy-customer';
import { startNodeServer } from '@/server/test/node-server';
import { customerWithEverything, unzip } from '@/server/test/privacy';
import { rowsAbout } from './pages';

// A heavy customer over a real socket (@hono/node-server, as in production): the archive streams, is whole and
// exact, and a client that hangs up or a storage that fails mid-file leaves no file handle or query behind.
let ctx: TestContext;
let server: Awaited<ReturnType<typeof startNodeServer>>;
let customer: Awaited<ReturnType<typeof customerWithEverything>>;
let documents: Map<string, Buffer>;
const NOTIFICATIONS = 2500;
beforeAll(async () => {
  ctx = await catalogContext();
  server = await startNodeServer(ctx.app);
  customer = await customerWithEverything(ctx);
  // Files bigger than the socket's buffers: a client that stops reading holds the server inside one of them.
  documents = await makeHeavy(
    ctx,
    { userId: customer.userId, advisorId: customer.advisor.user.id },
    { notificationCount: NOTIFICATIONS, fileCount: 3, fileBytes: 12 * 1024 * 1024 },
  );
});
afterAll(async () => {
  await server?.close();
  await ctx?.close();
});

const requestExport = (signal?: AbortSignal) =>
  fetch(`${server.origin}/api/profile/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
    ...(signal && { signal }),
  });

/** This process's open file descriptors inside the uploads folder: the export's open files. */
function openUploads(): string[] {
  const root = uploadsRoot(ctx.deps);
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(root) ? [target] : [];
    } catch {
      return []; // closed while we looked
    }
  });
}

/** The app's other connections that are running a query or hold a transaction open (PostgreSQL only). */
async function busyConnections(): Promise<number> {
  if (process.env.TEST_DB !== 'postgres') return 0;
  const result = await ctx.deps.db.execute<{ busy: number }>(sql`select count(*)::int as busy from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')`);
  return (Array.isArray(result) ? result : (result as { rows: { busy: number }[] }).rows)[0]!.busy;
}

/** Where two long texts part, as a short excerpt of each (a diff of two megabytes of JSON would not fit memory). */
function firstDifference(actual: string, expected: string) {
  if (actual === expected) return null;
  let i = 0;
  while (actual[i] === expected[i]) i += 1;
  return { at: i, actual: actual.slice(i - 100, i + 100), expected: expected.slice(i - 100, i + 100) };
}

test('the heavy archive is whole: data.json as JSON.stringify writes it, every row once, files byte for byte', async () => {
  const res = await requestExport();
  expect(res.status).toBe(200);
  const entries = await unzip(Buffer.from(await res.arrayBuffer()));
  expect([...entries.keys()].slice(0, 2)).toEqual(['README.txt', 'data.json']);
  const text = entries.get('data.json')!.toString();
  const data = JSON.parse(text) as { exportedAt: string; tables: Record<string, Record<string, unknown>[]> };
  // The format the customer got when the document was built whole, to the byte.
  const tables = await rowsAbout(ctx.deps.db, customer.userId);
  expect(firstDifference(text, JSON.stringify({ exportedAt: data.exportedAt, tables }, null, 2))).toBeNull();

  // Checked against the database directly: each notification of and about the customer, once, across pages.
  const expected = await ctx.deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(or(eq(notifications.userId, customer.userId), eq(notifications.aboutUserId, customer.userId)));
  const exported = data.tables.notifications!.map((row) => row.id);
  expect(exported.length).toBeGreaterThanOrEqual(NOTIFICATIONS);
  expect(exported).toHaveLength(expected.length);
  expect(new Set(exported).size).toBe(expected.length);
  expect(expected.filter((row) => !exported.includes(row.id))).toEqual([]);
  expect(data.tables.notification_preferences).toHaveLength(5);
  expect(data.tables.case_plan_items).toHaveLength(3);

  const owned = await ctx.deps.db.select().from(files).where(eq(files.ownerId, customer.userId));
  const fileEntries = [...entries.keys()].filter((name) => name.startsWith('files/'));
  expect(fileEntries.sort()).toEqual(owned.map((row) => `files/${row.id}-${row.originalName}`).sort());
  for (const [id, bytes] of documents)
    expect(entries.get(fileEntries.find((name) => name.startsWith(`files/${id}-`))!)?.equals(bytes)).toBe(true);
});

test('a client that hangs up mid-file: the file handle closes and no query stays behind', async () => {
  const aborter = new AbortController();
  const res = await requestExport(aborter.signal);
  const reader = res.body!.getReader();
  // Read until the server is inside a document (its file open), then stop reading: backpressure holds it there.
  let received = 0;
  while (openUploads().length === 0) {
    const { done, value } = await reader.read();
    expect(done).toBe(false);
    received += value!.length;
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(openUploads()).toHaveLength(1);
  expect(received).toBeLessThan(3 * 12 * 1024 * 1024);
  aborter.abort();
  await vi.waitFor(() => expect(openUploads()).toEqual([]), { timeout: 5000 });
  expect(await busyConnections()).toBe(0);
});

test('storage failing mid-file: the download breaks off (no whole-looking archive), nothing stays open', async () => {
  const real = localDiskStorage(uploadsRoot(ctx.deps));
  const opened: Readable[] = [];
  replaceFileStorage(ctx.deps, {
    ...real,
    open: async (key) => {
      const stream = await real.open(key);
      opened.push(stream);
      // The disk fails after the first megabyte of a document (the small CV and diploma pass whole).
      let seen = 0;
      async function* failing() {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          seen += chunk.length;
          if (seen > 1024 * 1024) throw Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
          yield chunk;
        }
      }
      return Readable.from(failing(), { objectMode: false });
    },
  });
  try {
    const res = await requestExport();
    expect(res.status).toBe(200);
    // Compared as words: a failed expectation on 36 MB of bytes would print them all.
    expect(
      await res.arrayBuffer().then(
        () => 'whole',
        () => 'broken off',
      ),
    ).toBe('broken off');
    // The first big document fails; the documents after it are never opened (the CV and diploma may come before).
    expect(opened.length).toBeLessThan(documents.size + 2);
    await vi.waitFor(() => expect(opened.every((stream) => stream.destroyed)).toBe(true));
    await vi.waitFor(() => expect(openUploads()).toEqual([]));
  } finally {
    replaceFileStorage(ctx.deps, real);
  }
});

test('the heavy customer can still be deleted whole: every notification of and about them, and their files', async () => {
  const res = await ctx.api('DELETE', '/api/profile', { token: customer.token });
  expect(res.status).toBe(200);
  const left = await ctx.deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(or(eq(notifications.userId, customer.userId), eq(notifications.aboutUserId, customer.userId)));
  expect(left).toEqual([]);
  await vi.waitFor(() => expect(readdirSync(uploadsRoot(ctx.deps))).not.toContain(customer.userId));
});
