import { z } from 'zod';

const at = z.iso.datetime({ offset: true });

/** A mail the outbox gave up on: whom it was for and why, so an admin can fix the cause and send it again. */
export const failedMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  attempts: z.int(),
  /** The last error's code (`ECONNECTION`, `EENVELOPE 550`), never a message. */
  lastError: z.string().nullable(),
  queuedAt: at,
});
export type FailedMail = z.infer<typeof failedMailSchema>;

export const JOB_RESULTS = ['ok', 'failed'] as const;

/** GET /staff/system (admins): what an operator checks first (decision 072, 073). */
export const systemStatusSchema = z.object({
  build: z.object({ id: z.string().nullable(), builtAt: at.nullable() }),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), version: z.string() }),
  mail: z.object({
    transport: z.enum(['smtp', 'folder']),
    pending: z.int(),
    failed: z.int(),
    /** Sent in the last 7 days (older sent rows are deleted). */
    sent: z.int(),
    nextAttemptAt: at.nullable(),
    oldestPendingAt: at.nullable(),
    /** The most recent failures, newest first (at most 50). */
    failedMails: z.array(failedMailSchema),
  }),
  jobs: z.array(
    z.object({
      name: z.string(),
      runs: z.int(),
      lastRunAt: at.nullable(),
      nextRunAt: at,
      lastResult: z.enum(JOB_RESULTS).nullable(),
      lastError: z.string().nullable(),
    }),
  ),
  storage: z.object({
    kind: z.enum(['disk', 's3']),
    files: z.int(),
    bytes: z.number().int(),
    /** Free space where uploads are kept (disk only). */
    freeBytes: z.number().int().nullable(),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** POST /staff/system/mail/retry: the failed mails to send again; every failed mail when `ids` is absent. */
export const mailRetrySchema = z.object({ ids: z.array(z.uuid()).min(1).max(100).optional() });
export type MailRetryInput = z.infer<typeof mailRetrySchema>;
export const mailRetriedSchema = z.object({ retried: z.int() });
