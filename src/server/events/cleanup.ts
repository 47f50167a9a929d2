import { lt } from 'drizzle-orm';
import { liveEvents } from '@/server/db/schema';
import type { Job } from '@/server/jobs/scheduler';

/**
 * How long a stream can be away and still resume from its Last-Event-ID. Older rows go; a client back after longer
 * reloads its screens, as it does on a first connect (decision 078).
 */
export const LIVE_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;

export const liveEventCleanupJob: Job = {
  name: 'live-event-cleanup',
  everyMs: 60 * 60 * 1000,
  run: async (deps, now) => {
    await deps.db.delete(liveEvents).where(lt(liveEvents.createdAt, new Date(now.getTime() - LIVE_EVENTS_KEPT_MS)));
  },
};
