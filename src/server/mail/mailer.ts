import type { Database } from '@/server/db/client';
import type { ComposedMail, LinkLifetime, StoredMail } from '@/server/db/schema';
import { logError } from '@/server/log/logger';
import { observe } from '@/server/metrics/observe';
import {
  claimDueMail,
  DEFAULT_RETRY,
  markAttemptFailed,
  markSent,
  queueMail,
  type QueuedMail,
  type RetryPolicy,
} from './outbox';
import { createTransport, type TransportOptions } from './transport';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** Names this mail (`receipt:<paymentId>`): queueing it again sends nothing. */
  key?: string;
  /** A single-use link in the mail, whose lifetime then counts from the actual sending (decision 072). */
  link?: LinkLifetime;
}

/** A mail composed only when it is sent (decision 091): a receipt, whose PDF is rendered then, not when queued. */
export interface ComposedMessage extends ComposedMail {
  key?: string;
}

/** Writes a composed mail at sending time; null when there is nobody to send it to any more (a deleted account). */
export type MailComposer = (ref: string, db: Database) => Promise<StoredMail | null>;

export interface Mailer {
  /**
   * Queues the mail in the outbox and returns: nothing waits for SMTP. It is written in the mailer's database — the
   * caller's transaction when the mailer came from `within(tx)` (jobs, `depsInTransaction`), so it is sent only if
   * that transaction commits.
   */
  send: (message: MailMessage | ComposedMessage) => Promise<void>;
  /**
   * Many mails in one statement (a job's batch), without waking the sender: the `mail-outbox` job takes them on its
   * next tick, so a batch job is not slowed by the sending (and a receipt's PDF) in its own process.
   */
  sendMany: (messages: (MailMessage | ComposedMessage)[]) => Promise<void>;
  /** The same mailer writing into `db` (a transaction). */
  within: (db: Database) => Mailer;
  /** One pass of the sender: sends every due mail once (the outbox job and the wake-up call it). */
  deliverDue: () => Promise<void>;
  /** Sends until no mail is due (tests, before reading the outbox folder). */
  flush: () => Promise<void>;
  /** Stops waking up and waits for the pass under way (shutdown). */
  stop: () => Promise<void>;
  /** Where .eml files land when no SMTP server is configured (undefined when sending over SMTP). */
  outboxDir: string | undefined;
}

export interface MailerOptions extends TransportOptions {
  db: Database;
  now?: () => Date;
  retry?: Partial<RetryPolicy>;
  /** The composers of composed mails by kind (`receipt`), given by the composition root: features stay above mail. */
  composers?: Record<string, MailComposer>;
}

/** nodemailer's codes for a refused mail carry an SMTP reply code; 5xx is final, anything else is worth a retry. */
function failureOf(error: unknown) {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const status = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const code = [typeof e.code === 'string' ? e.code : 'ERROR', status].filter(Boolean).join(' ');
  return { code, permanent: status !== undefined && status >= 500 };
}

/** A mail as the outbox stores it: attachments base64-encoded, a composed mail as its kind and reference only. */
function toQueued(message: MailMessage | ComposedMessage): QueuedMail {
  if ('compose' in message) return { message: { compose: message.compose }, key: message.key };
  const { key, link, attachments, ...rest } = message;
  const stored = {
    ...rest,
    ...(attachments && {
      attachments: attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        base64: Buffer.from(a.content).toString('base64'),
      })),
    }),
  };
  return { message: stored, key, link };
}

/** An unknown kind fails the attempt (retried): a process without that composer must not drop the mail. */
async function composed(message: ComposedMail, options: MailerOptions) {
  const composer = options.composers?.[message.compose.kind];
  if (!composer) throw Object.assign(new Error('no composer for this mail'), { code: 'NO_COMPOSER' });
  return composer(message.compose.ref, options.db);
}

/**
 * The outbox mailer (decision 072): `send` writes a row, the sender delivers due rows through the transport, one
 * claimed row at a time, and retries with backoff. A `send` wakes the sender at once and again shortly after (a
 * transaction's row is visible only after its commit), so a mail written by a request goes out within about a
 * second; the `mail-outbox` job picks up anything else (another process's mails, retries) every tick.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = createTransport(options);
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();

  const pass = async () => {
    const startedAt = now();
    for (;;) {
      const row = await claimDueMail(options.db, now(), startedAt, policy);
      if (!row?.message) return;
      try {
        const mail = 'compose' in row.message ? await composed(row.message, options) : row.message;
        // Nobody to send it to any more (the account is gone): done, with nothing sent.
        if (mail) await transport.deliver(mail);
        await markSent(options.db, row, now());
        observe.mailAttempt('sent');
      } catch (error) {
        const failure = failureOf(error);
        const result = await markAttemptFailed(options.db, row, now(), policy, failure);
        observe.mailAttempt(result);
        logError(result === 'failed' ? 'mail failed for good' : 'mail attempt failed', error, { mailId: row.id });
      }
    }
  };
  // One pass at a time per process; a wake-up during a pass runs one more pass after it.
  const deliverDue = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => logError('mail outbox pass failed', error))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void deliverDue();
        }
      });
    return running;
  };
  const wake = () => {
    if (stopped) return;
    for (const delay of [0, 250, 1000]) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void deliverDue();
      }, delay);
      timer.unref();
      timers.add(timer);
    }
  };
  const bound = (db: Database): Mailer => ({
    send: async (message) => {
      await queueMail(db, now(), toQueued(message));
      wake();
    },
    sendMany: async (messages) => {
      await queueMail(db, now(), ...messages.map(toQueued));
    },
    within: bound,
    deliverDue,
    flush: async () => {
      // Until a pass finds nothing due (a failed attempt is due only later, so this ends).
      while (running) await running;
      await deliverDue();
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running;
      transport.close();
    },
    outboxDir: transport.outboxDir,
  });
  return bound(options.db);
}
