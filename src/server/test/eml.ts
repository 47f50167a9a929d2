import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads the real .eml files nodemailer wrote to the outbox, decoding just enough MIME for tests: encoded-word
 * headers (RFC 2047) and quoted-printable or base64 bodies. Test support only.
 */
export interface Eml {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: EmlAttachment[];
}

/** An attached file: its bytes decoded (`content.toString()` for text such as an .ics). */
export interface EmlAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

const decodeQuotedPrintable = (body: string) => {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
};

const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

function header(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

function part(raw: string, type: string): string {
  const chunk = raw.split(/\r?\n--/).find((p) => new RegExp(`^content-type:\\s*${type}`, 'im').test(p));
  return chunk ? decodePart(chunk).body : '';
}

function decodePart(chunk: string): { head: string; body: string } {
  const [head = '', ...rest] = chunk.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').replace(/\r?\n$/, '');
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return { head, body: Buffer.from(body, 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') return { head, body: decodeQuotedPrintable(body) };
  return { head, body };
}

/** Parts sent as attachments, their bytes decoded (nodemailer writes them base64). */
function attachments(raw: string): EmlAttachment[] {
  return raw
    .split(/\r?\n--/)
    .map((chunk) => {
      const [head = '', ...rest] = chunk.split(/\r?\n\r?\n/);
      const disposition = header(head, 'Content-Disposition');
      if (!/^attachment/i.test(disposition)) return null;
      const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
      const contentType = header(head, 'Content-Type').split(';')[0]!.trim();
      return { filename, contentType, content: Buffer.from(rest.join('').replace(/\s+/g, ''), 'base64') };
    })
    .filter((a) => a !== null);
}

export function parseEml(raw: string): Eml {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  return {
    to: header(head, 'To'),
    subject: decodeWords(header(head, 'Subject')),
    text: part(raw, 'text/plain'),
    html: part(raw, 'text/html'),
    attachments: attachments(raw),
  };
}

/**
 * The outbox folders of live test contexts and how to send what their mail outbox holds (test/context.ts registers
 * each): mails leave after the request (decision 072), so a read first sends everything due, as the server's
 * sender would within a second.
 */
export const outboxSenders = new Map<string, () => Promise<void>>();

/** Every mail in the outbox, oldest first; waits (up to `timeoutMs`) until at least `count` are there. */
export async function readOutbox(outboxDir: string, count = 1, timeoutMs = 5_000): Promise<Eml[]> {
  return findMails(outboxDir, () => true, count, timeoutMs);
}

/** The mails `match` picks, oldest first; waits (up to `timeoutMs`) until at least `count` of them are there. */
export async function findMails(
  outboxDir: string,
  match: (mail: Eml) => boolean,
  count = 1,
  timeoutMs = 5_000,
): Promise<Eml[]> {
  const deadline = Date.now() + timeoutMs;
  await outboxSenders.get(path.resolve(outboxDir))?.();
  for (;;) {
    const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
    const mails = (
      await Promise.all(names.map(async (n) => parseEml(await readFile(path.join(outboxDir, n), 'utf8'))))
    ).filter(match);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The link to `route` in a mail's text (`/reset-password`, `/verify-email`), and its token. */
export function linkIn(mail: Eml, route: string): { url: URL; token: string } {
  const found = new RegExp(`https?://\\S+${route}\\?token=[\\w%.-]+`).exec(mail.text)?.[0];
  if (!found) throw new Error(`no ${route} link in: ${mail.text}`);
  const url = new URL(found);
  return { url, token: url.searchParams.get('token') ?? '' };
}
