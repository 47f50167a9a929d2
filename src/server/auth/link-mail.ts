import { localePath, type Locale } from '@/lib/i18n/locales';
import type { AppDeps } from '@/server/context';
import type { LinkLifetime, User } from '@/server/db/schema';
import { escapeHtml } from '@/server/http/html';
import { runtimeServerKey } from '@/lib/i18n/server-keys';
import { translator, type Translate, type Vars } from '@/server/http/i18n';
import { sha256 } from './refresh-tokens';

/** A page of the site in one language: `${PUBLIC_SITE_URL}/en/reset-password?token=...` (settled at start, site.ts). */
export function siteLink(deps: AppDeps, locale: Locale, path: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${deps.env.PUBLIC_SITE_URL}${localePath(locale, path)}${query ? `?${query}` : ''}`;
}

export interface LinkMail {
  /**
   * Key prefix of the wording: `<keys>.subject`, `.greeting`, `.intro`, `.action` (the link's label), then the
   * paragraphs named in `after` (default `.expiry`, `.ignore`), and `.signature`.
   */
  keys: string;
  link: string;
  after?: string[];
  /** More placeholders for the wording, made with the recipient's translator (a role name, a lifetime). */
  vars?: (t: Translate) => Vars;
  /** Another address than the account's: a new one waiting for its confirmation. */
  to?: string;
  /** The link's single-use token: its lifetime then counts from when the outbox actually sends the mail. */
  token?: { table: LinkLifetime['table']; token: string; ttlMs: number };
}

/**
 * The account mails, each with one link (password reset, staff invitation, e-mail verification, address changed):
 * plain text and HTML in the recipient's preferred language, not the language of the request that caused it.
 */
export async function sendLinkMail(deps: AppDeps, user: User, mail: LinkMail): Promise<void> {
  const t = translator(user.preferredLanguage);
  const vars: Vars = { site: t('common:site.name'), name: `${user.firstName} ${user.lastName}`, ...mail.vars?.(t) };
  // `mail.keys` names the mail's block of keys (`staff-api:inviteMail`); its lines are looked up by name.
  const line = (key: string) => t(runtimeServerKey(`${mail.keys}.${key}`), vars);
  const paragraphs = [line('greeting'), line('intro')];
  const after = [...(mail.after ?? ['expiry', 'ignore']).map(line), line('signature')];
  const text = [...paragraphs, mail.link, ...after].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(line('action'))}</a></p>`,
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('\n');
  const token = mail.token;
  await deps.mailer.send({
    to: mail.to ?? user.email,
    subject: line('subject'),
    text,
    html,
    ...(token && { link: { table: token.table, tokenHash: sha256(token.token), ttlMs: token.ttlMs } }),
  });
}
