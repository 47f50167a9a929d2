import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { insertJsonRows } from '@/server/db/json-rows';
import { orderedId } from '@/server/db/ordered-id';
import {
  emailVerifications,
  mailOutbox,
  passwordResets,
  type LinkLifetime,
  type ComposedMail,
  type MailOutboxRow,
  type StoredMail,
} from '@/server/db/schema';

/** How retries space out and when the outbox gives up (env MAIL_RETRY_*; decision 072). */
export interface RetryPolicy {
  /** The first retry's delay; each further one doubles, up to `maxMs`. */
  baseMs: number;
  maxMs: number;
  /** From queueing: a mail still unsent after this long is marked failed (at least 24 h in production). */
  windowMs: number;
  /** How long a claim holds a row: longer than one SMTP conversation may take (the timeouts summed). */
  leaseMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  baseMs: 30_000,
  maxMs: 60 * 60_000,
  windowMs: 24 * 60 * 60_000,
  leaseMs: 2 * 60_000,
};

export interface QueuedMail {
  message: StoredMail | ComposedMail;
  key?: string | undefined;
  link?: LinkLifetime | undefined;
}

/** Queues mails in `db` (the caller's transaction, if it has one), one statement for all; a known `key` queues nothing. */
export async function queueMail(db: Database, now: Date, ...rows: QueuedMail[]) {
  if (rows.length === 0) return;
  // One json parameter however many mails (a renewal batch queues a thousand receipts): decision 100. Time-ordered
  // ids, so a batch's rows share the primary key's last pages (decision 110).
  const values = rows.map((row) => ({
    id: orderedId(),
    message: row.message,
    idempotencyKey: row.key ?? null,
    link: row.link ?? null,
    createdAt: now,
    nextAttemptAt: now,
  }));
  await db.execute(sql`${insertJsonRows(mailOutbox, values)} on conflict (idempotency_key) do nothing`);
}

/**
 * Claims the oldest due mail for this process: its `next_attempt_at` moves one lease on, so nobody else takes it
 * while it is being sent, and a sender that dies mid-way leaves it to be taken again after the lease. SKIP LOCKED
 * lets concurrent senders (other processes on PostgreSQL) pass over a row being claimed instead of waiting for it.
 * `dueBy`: the pass's start, so a pass ends even when a retry comes due again while it is still sending.
 *
 * `id = (subquery)`, never `id in (subquery)`: a scalar subquery runs once, before the update. Under `in`,
 * PostgreSQL may plan a nested-loop semi-join that runs the subquery again for every pending row, and each run's
 * `limit 1 … skip locked` skips the rows this statement just updated and locks the next one. One claim then leased
 * every due mail while the sender got only the first back: on the 100k bench, 127 receipts waited out the lease and
 * the next tick (outbox-claim.test.ts forces that plan).
 */
export async function claimDueMail(
  db: Database,
  now: Date,
  dueBy: Date,
  policy: RetryPolicy,
): Promise<MailOutboxRow | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, dueBy)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + policy.leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, sql<string>`(${due})`), eq(mailOutbox.status, 'pending')))
    .returning();
  return row;
}

const LINK_TABLES = { password_resets: passwordResets, email_verifications: emailVerifications } as const;

/**
 * Sent: the body is dropped (it held names, addresses and links), and a link in it lives its full lifetime from
 * now, however many retries it took to get here (an unused link only; never shortened).
 */
export async function markSent(db: Database, row: MailOutboxRow, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now, message: null, link: null, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    if (!row.link) return;
    const table = LINK_TABLES[row.link.table];
    const until = new Date(now.getTime() + row.link.ttlMs);
    await tx
      .update(table)
      .set({ expiresAt: sql`greatest(${table.expiresAt}, ${until.toISOString()}::timestamptz)` })
      .where(and(eq(table.tokenHash, row.link.tokenHash), isNull(table.usedAt)));
  });
}

/**
 * A failed attempt: retried after the next backoff step, or marked failed for good when the retry window is over
 * or the server refused the mail itself (a 5xx answer, which no retry changes). `code` is an error code, never a
 * message (messages carry addresses).
 */
export async function markAttemptFailed(
  db: Database,
  row: MailOutboxRow,
  now: Date,
  policy: RetryPolicy,
  failure: { code: string; permanent: boolean },
): Promise<'retry' | 'failed'> {
  const delay = Math.min(policy.baseMs * 2 ** Math.max(0, row.attempts - 1), policy.maxMs);
  const next = new Date(now.getTime() + delay);
  const givesUp = failure.permanent || next.getTime() - row.createdAt.getTime() > policy.windowMs;
  await db
    .update(mailOutbox)
    .set(givesUp ? { status: 'failed', lastError: failure.code } : { nextAttemptAt: next, lastError: failure.code })
    .where(eq(mailOutbox.id, row.id));
  return givesUp ? 'failed' : 'retry';
}

/** An admin's "try again" for failed mails: pending and due now, with a fresh retry window. */
export async function retryFailedMails(db: Database, now: Date, ids?: string[]) {
  const failed = eq(mailOutbox.status, 'failed');
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: now, createdAt: now, attempts: 0 })
    .where(ids ? and(failed, inArray(mailOutbox.id, ids)) : failed)
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}
