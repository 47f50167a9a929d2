import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runJob } from '@/server/jobs/scheduler';
import { uploadsRoot } from '@/server/storage/storage';
import { LONGEST_UPLOAD_MS } from '@/server/storage/sweep';
import { PART_WRITER, partWriter } from '@/server/storage/part-writer';
import { createTestContext, type TestContext } from '@/server/test/context';
import { startSweepBefore, sweepUploads, uploadSweepJob } from './sweep-job';

/**
 * Issue 25: `kill -9` during uploads left `.part` files nothing removed. The sweep removes those older than the
 * longest upload (hourly job) or, at start on PGlite, every one from before the start; finished files and a
 * `.part` still being written stay.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function file(name: string, ageMs: number) {
  const folder = path.join(uploadsRoot(ctx.deps), randomUUID());
  await mkdir(folder, { recursive: true });
  const at = path.join(folder, name);
  await writeFile(at, 'bytes');
  const when = new Date(Date.now() - ageMs);
  await utimes(at, when, when);
  return at;
}

const present = async () => (await readdir(uploadsRoot(ctx.deps), { recursive: true })).filter((n) => n.includes('.'));

test('the hourly job removes .part files older than the longest upload, nothing else', async () => {
  const id = randomUUID();
  const stale = await file(`.${id}.part`, LONGEST_UPLOAD_MS + 60_000);
  const writing = await file(`.${randomUUID()}.part`, 10_000);
  const finished = await file(randomUUID(), LONGEST_UPLOAD_MS * 10);
  expect(await runJob(ctx.deps, uploadSweepJob)).toBe(true);
  const left = await present();
  expect(left.some((name) => stale.endsWith(name))).toBe(false);
  expect(left.some((name) => writing.endsWith(name))).toBe(true);
  // The finished file has no dot: present() lists folders too, so look for it by name.
  expect((await readdir(uploadsRoot(ctx.deps), { recursive: true })).some((n) => finished.endsWith(n))).toBe(true);
});

test('at start: PGlite removes every .part from before the start, PostgreSQL only those past the longest upload', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  expect(startSweepBefore('pglite', now)).toEqual(now);
  expect(startSweepBefore('postgres', now)).toEqual(new Date(now.getTime() - LONGEST_UPLOAD_MS));
});

test('at start with PostgreSQL: a fresh .part of a dead process on this host goes; a live writer and another host stay', async () => {
  // A real process that has exited: its pid is free (reuse within this test is vanishingly unlikely).
  const child = spawn(process.execPath, ['-e', '0']);
  const deadPid = await new Promise<number>((resolve) => child.on('exit', () => resolve(child.pid!)));
  const host = PART_WRITER.slice(0, PART_WRITER.lastIndexOf('-'));
  const crashed = await file(`.${randomUUID()}.${host}-${deadPid}.part`, 10_000);
  const live = await file(`.${randomUUID()}.${host}-${process.ppid}.part`, 10_000);
  const elsewhere = await file(`.${randomUUID()}.otherhost-${deadPid}.part`, 10_000);
  await sweepUploads(ctx.deps, startSweepBefore('postgres', new Date()), { crashedWriters: true });
  const left = await present();
  expect(left.some((name) => crashed.endsWith(name))).toBe(false);
  expect(left.some((name) => live.endsWith(name))).toBe(true);
  expect(left.some((name) => elsewhere.endsWith(name))).toBe(true);
  // The hourly job keeps to age: a writer that may still be busy is never judged by its name there.
  expect(partWriter(path.basename(live))).toBe(`${host}-${process.ppid}`);
});
