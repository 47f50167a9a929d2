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
  /** Where .eml files land when no SMTP server is configured (undefined when sending over SMTP). */
  outboxDir: string | undefined;
}

/**
 * Real mail through nodemailer: SMTP when `smtpUrl` is set, otherwise nodemailer's stream transport renders the
 * complete RFC 5322 message and it is written to `outboxDir` as `<time>-<id>.eml` (open it in any mail client).
 */
export function createMailer(options: { smtpUrl?: string | undefined; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outboxDir: undefined,
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir: options.outboxDir,
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
  };
}
