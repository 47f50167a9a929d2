import { and, eq, lt } from 'drizzle-orm';
import { mailOutbox } from '@/server/db/schema';
import type { Job } from '@/server/jobs/scheduler';

/** Sent rows (already emptied of their body) are kept this long for the System page's counts, then deleted. */
const KEEP_SENT_MS = 7 * 24 * 60 * 60_000;

/**
 * The outbox sender's regular pass (decision 072): retries that came due, mails another process queued and did
 * not get to send, rows whose claim expired with a crashed process. Due on every scheduler tick (JOB_TICK_MS);
 * a request's own mail does not wait for it (`send` wakes the sender at once).
 */
export const mailOutboxJob: Job = {
  name: 'mail-outbox',
  everyMs: 1000,
  claimsOwnRows: true,
  run: async (deps, now) => {
    await deps.mailer.deliverDue();
    const before = new Date(now.getTime() - KEEP_SENT_MS);
    await deps.db.delete(mailOutbox).where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, before)));
  },
};
