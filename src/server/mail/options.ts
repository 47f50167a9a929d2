import path from 'node:path';
import type { Database } from '@/server/db/client';
import type { RuntimeEnv } from '@/server/env';
import type { MailerOptions } from './mailer';

/** The mailer's settings from the environment: one place for the server (deps.ts) and the tests (test/context.ts). */
export function mailerOptions(env: RuntimeEnv, db: Database, dataDir: string): MailerOptions {
  return {
    db,
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(dataDir, 'outbox'),
    from: env.MAIL_FROM,
    timeouts: {
      connectionMs: env.SMTP_CONNECTION_TIMEOUT_MS,
      greetingMs: env.SMTP_GREETING_TIMEOUT_MS,
      socketMs: env.SMTP_SOCKET_TIMEOUT_MS,
    },
    retry: { baseMs: env.MAIL_RETRY_BASE_MS, maxMs: env.MAIL_RETRY_MAX_MS, windowMs: env.MAIL_RETRY_WINDOW_MS },
  };
}
