import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { StoredMail } from '@/server/db/schema';

/** How long one SMTP conversation may hang before it fails and the mail is retried (README "Mail outbox"). */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

export interface TransportOptions {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  timeouts?: SmtpTimeouts;
}

const DEFAULT_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

/**
 * Hands one stored mail to nodemailer: SMTP when `smtpUrl` is set (with time limits, so a silent server fails the
 * attempt instead of holding it for nodemailer's default minutes), otherwise the stream transport renders the RFC
 * 5322 message into `outboxDir/<time>-<id>.eml` (dev, tests and e2e read it there).
 */
export function createTransport(options: TransportOptions) {
  const t = options.timeouts ?? DEFAULT_TIMEOUTS;
  const smtp = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: t.connectionMs,
        greetingTimeout: t.greetingMs,
        socketTimeout: t.socketMs,
      })
    : null;
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir: smtp ? undefined : options.outboxDir,
    deliver: async (mail: StoredMail) => {
      const message = {
        from: options.from,
        ...mail,
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.base64, 'base64'),
        })),
      };
      if (smtp) {
        await smtp.sendMail(message);
        return;
      }
      const info = await stream.sendMail(message);
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
    close: () => smtp?.close(),
  };
}

export type Transport = ReturnType<typeof createTransport>;
