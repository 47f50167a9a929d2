import type { AppDeps } from '@/server/context';
import type { Job } from '@/server/jobs/scheduler';
import { logger } from '@/server/log/logger';
import { fileStorage } from '@/server/storage/storage';
import { LONGEST_UPLOAD_MS } from '@/server/storage/sweep';

/**
 * Removes what crashed uploads left (`.part` files, unfinished multipart uploads) once they are older than the
 * longest an upload may take, so nothing still being written is touched (docs/decisions/071-shutdown-sweep-backups.md).
 * `startServer` runs it once at start (see `startSweepBefore`); the job runs it hourly.
 */
export async function sweepUploads(
  deps: AppDeps,
  before = new Date(deps.now().getTime() - LONGEST_UPLOAD_MS),
  options: { crashedWriters?: boolean } = {},
) {
  const removed = await fileStorage(deps).sweep(before, options);
  if (removed > 0) logger.info({ removed }, 'swept abandoned uploads');
  return removed;
}

export const uploadSweepJob: Job = {
  name: 'upload-sweep',
  everyMs: 60 * 60_000,
  run: async (deps, now) => void (await sweepUploads(deps, new Date(now.getTime() - LONGEST_UPLOAD_MS))),
};

/**
 * What the start-up sweep removes: on PGlite this process alone owns DATA_DIR (PGlite admits one process), so
 * every `.part` from before the start is a crash's leftover. With PostgreSQL other processes may share the
 * uploads folder and be writing right now: files older than the longest upload are surely dead, and so are younger
 * ones whose writer was a process of this host that is gone (`crashedWriters`, storage/part-writer.ts).
 */
export const startSweepBefore = (driver: 'pglite' | 'postgres', now: Date) =>
  driver === 'pglite' ? now : new Date(now.getTime() - LONGEST_UPLOAD_MS);
