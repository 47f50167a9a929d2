import type { User } from '../db/schema';
import { translator } from '../http/i18n';
import type { Mailer } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export interface AccountMail {
  /** Another address than the account's (a new one waiting for confirmation). */
  to?: string;
  subject: string;
  /** Paragraphs between the greeting and the link (or the signature, without a link). */
  intro: string[];
  link?: { href: string; label: string };
  /** Paragraphs after the link, before the signature. */
  after?: string[];
}

/**
 * The account mails (password reset, welcome, e-mail verification, address changed) to `user`, in the user's
 * preferred language (never the language of the request that caused them): a greeting, paragraphs, at most one
 * link, the signature; as plain text and as HTML with every value escaped.
 */
export async function sendAccountMail(mailer: Mailer, user: User, mail: AccountMail): Promise<void> {
  const t = translator(user.preferredLanguage);
  const site = t('common:site.name');
  const head = [t('account:mail.greeting', { name: `${user.firstName} ${user.lastName}` }), ...mail.intro];
  const tail = [...(mail.after ?? []), t('account:mail.signature', { site })];
  const text = [...head, ...(mail.link ? [mail.link.href] : []), ...tail].join('\n\n');
  const html = [
    ...head.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(mail.link ? [`<p><a href="${escapeHtml(mail.link.href)}">${escapeHtml(mail.link.label)}</a></p>`] : []),
    ...tail.map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('\n');
  await mailer.send({ to: mail.to ?? user.email, subject: mail.subject, text, html });
}

/** Logs a failed mail without the message or the address (personal data): its error code only. */
export function logMailFailure(kind: string) {
  return (error: unknown) => {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'unknown';
    console.error(`${kind} mail failed (${code})`);
  };
}
