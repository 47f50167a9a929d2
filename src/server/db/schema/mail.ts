import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A mail as queued: what nodemailer needs, attachments base64-encoded so the row is plain JSON. */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: { filename: string; contentType: string; base64: string }[];
}

/**
 * A mail written only when it is sent (decision 091): the kind names a composer the composition root gives the
 * mailer, `ref` what it is about (a receipt's payment id). Queueing it costs a few bytes instead of a PDF.
 */
export interface ComposedMail {
  compose: { kind: string; ref: string };
}

/** A single-use link in the mail whose lifetime starts when the mail actually goes out (decision 072). */
export interface LinkLifetime {
  table: 'password_resets' | 'email_verifications';
  tokenHash: string;
  ttlMs: number;
}

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * The mail outbox (decision 072): every mail is a row written in the transaction of the change that causes it, then
 * sent by the outbox sender. A sender claims a row by moving `next_attempt_at` one lease ahead (under `FOR UPDATE SKIP
 * LOCKED`), so one process sends it;
 * a failure moves `next_attempt_at` on by a growing backoff until the retry window is over, then `failed`.
 * `idempotency_key` (optional) makes a second queueing of the same mail (receipt, reminder) a no-op.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    /** Emptied once sent: the body (names, addresses, links) is kept only as long as it may still be needed. */
    message: jsonb('message').$type<StoredMail | ComposedMail>(),
    link: jsonb('link').$type<LinkLifetime>(),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may take the row next; claiming moves it one lease on, so it doubles as the lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last failure's code (ECONNREFUSED, ETIMEDOUT, 550…), never its message: messages carry addresses. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_key_idx').on(t.idempotencyKey),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
