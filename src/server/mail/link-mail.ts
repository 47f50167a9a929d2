import type { Locale } from '../../lib/i18n/locales';
import { translator } from '../http/i18n';
import type { Mailer } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export interface AccountMail {
  to: string;
  /** The recipient's language (their preferred one, never the language of the request that caused the mail). */
  locale: Locale;
  name: string;
  subject: string;
  /** Paragraphs between the greeting and the link (or the signature, without a link). */
  intro: string[];
  link?: { href: string; label: string };
  /** Paragraphs after the link, before the signature. */
  after?: string[];
}

/**
 * The account mails (password reset, welcome, e-mail verification, address changed): a greeting, paragraphs,
 * at most one link, the signature; as plain text and as HTML with every value escaped.
 */
export async function sendAccountMail(mailer: Mailer, mail: AccountMail): Promise<void> {
  const t = translator(mail.locale);
  const site = t('common:site.name');
  const head = [t('account:mail.greeting', { name: mail.name }), ...mail.intro];
  const tail = [...(mail.after ?? []), t('account:mail.signature', { site })];
  const text = [...head, ...(mail.link ? [mail.link.href] : []), ...tail].join('\n\n');
  const html = [
    ...head.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(mail.link ? [`<p><a href="${escapeHtml(mail.link.href)}">${escapeHtml(mail.link.label)}</a></p>`] : []),
    ...tail.map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('\n');
  await mailer.send({ to: mail.to, subject: mail.subject, text, html });
}

/** Logs a failed mail without the message or the address (personal data): its error code only. */
export function logMailFailure(kind: string) {
  return (error: unknown) => {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'unknown';
    console.error(`${kind} mail failed (${code})`);
  };
}
