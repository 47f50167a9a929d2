import type { AppDeps } from '@/server/context';
import type { Job } from '@/server/jobs/scheduler';
import { isPostgres } from '@/server/events/publish';
import { activeProviderName } from '@/server/payment-providers/provider';
import { renewBatch } from './renewal-batch';

// The rules of a renewal live in renewal-rules.ts; the Stripe webhooks end and renew packages by them too.
export { endPackage, renewInTransaction, shouldRenew, endingStatus, claimDue, STRIPE_GRACE_MS } from './renewal-rules';

/**
 * Packages per transaction (decision 091): set-based, a batch of 1,000 is a handful of statements and commits in a
 * fraction of a second, so the receipt counter (and a checkout waiting for it) is held that long at most.
 */
const BATCH = 1000;

/**
 * Batches at once on PostgreSQL (decisions 100, 107): while one waits for the receipt counter or writes its payments,
 * the others claim, update and announce on connections of their own (three of the pool's ten). Alone on the machine
 * a third only queues on the counter; beside requests that keep both cores busy it is a larger share of them, and
 * the 100,000 renewals took 62 s instead of 84 s with the read beside them no slower. PGlite has one connection:
 * one batch at a time.
 */
const WORKERS = 3;

/**
 * Every active package whose paid time is over, in batches until none is left (decisions 087, 091): each batch
 * claims its rows with FOR UPDATE SKIP LOCKED in a transaction of its own, so the receipt counter and the rows are
 * held for one batch, never for the whole table, and two processes share the work. Test-provider packages that
 * should renew are charged month by month up to now (while the test provider is active), the rest end. Stripe
 * packages renew through invoice webhooks; they only lapse here when no paid invoice came within the grace period.
 * Idempotent by each row's end date. A batch's payments are announced in the same transaction (notification, live
 * event, receipt mail queued); the receipt's PDF is rendered only when the outbox sends the mail.
 */
export async function renewDuePackages(deps: AppDeps, now: Date, batch = BATCH, workers?: number) {
  // Test-mode packages renew only while the test provider is the active one: after the switch to Stripe, no
  // package renews without real money.
  const testMode = activeProviderName(deps) === 'test';
  const loops = isPostgres(deps.db) ? (workers ?? WORKERS) : 1;
  // A failed batch stops the other loop too (after its batch under way), and the run fails with the first error.
  let failed = false;
  const outcomes = await Promise.allSettled(
    Array.from({ length: loops }, async () => {
      try {
        for (let full = true; full && !failed;) full = (await renewBatch(deps, now, testMode, batch)).full;
      } catch (error) {
        failed = true;
        throw error;
      }
    }),
  );
  const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
  if (rejected) throw rejected.reason;
}

/** Claims its own rows in batches (claimsOwnRows): no transaction spans the whole run. */
export const packageRenewalJob: Job = {
  name: 'package-renewal',
  everyMs: 10 * 60 * 1000,
  run: (deps, now) => renewDuePackages(deps, now),
  claimsOwnRows: true,
};
