import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

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
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
  /**
   * Resolves once every mail being sent has gone (or failed): some are sent after the answer (welcome, reset), so
   * a shutdown, or a test removing its outbox, waits for them first.
   */
  flush: () => Promise<void>;
  /** Where .eml files land when no SMTP server is configured (undefined when sending over SMTP). */
  outboxDir: string | undefined;
}

/**
 * Real mail through nodemailer: SMTP when `smtpUrl` is set, otherwise nodemailer's stream transport renders the
 * complete RFC 5322 message and it is written to `outboxDir` as `<time>-<id>.eml` (open it in any mail client).
 */
export function createMailer(options: { smtpUrl?: string | undefined; outboxDir: string; from: string }): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const deliver = async (message: MailMessage) => {
    if (smtp) {
      await smtp.sendMail({ from: options.from, ...message });
      return;
    }
    const info = await stream.sendMail({ from: options.from, ...message });
    await mkdir(options.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
    await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
  };
  const pending = new Set<Promise<void>>();
  return {
    outboxDir: smtp ? undefined : options.outboxDir,
    send: (message) => {
      const sending = deliver(message);
      const tracked = sending.then(
        () => void pending.delete(tracked),
        () => void pending.delete(tracked),
      );
      pending.add(tracked);
      return sending;
    },
    flush: async () => {
      await Promise.all(pending);
    },
  };
}
