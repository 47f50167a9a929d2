import { localePath, type Locale } from '../../lib/i18n/locales';
import type { AppDeps } from '../context';
import type { User } from '../db/schema';
import { escapeHtml } from '../http/html';
import { translator, type Translate, type Vars } from '../http/i18n';

/** A page of the site in one language: `${PUBLIC_SITE_URL}/en/reset-password?token=...`. */
export function siteLink(deps: AppDeps, locale: Locale, path: string, params: Record<string, string>): string {
  const site = deps.env.PUBLIC_SITE_URL.replace(/\/+$/, '');
  return `${site}${localePath(locale, path)}?${new URLSearchParams(params).toString()}`;
}

export interface LinkMail {
  /** Key prefix of the wording: `<keys>.subject`, `.greeting`, `.intro`, `.action`, `.expiry`, `.ignore`, `.signature`. */
  keys: string;
  link: string;
  /** More placeholders for the wording, made with the recipient's translator (a role name, a lifetime). */
  vars?: (t: Translate) => Vars;
}

/**
 * A mail whose point is one link (password reset, staff invitation): plain text and HTML in the recipient's
 * preferred language, not the language of the request that caused it.
 */
export async function sendLinkMail(deps: AppDeps, user: User, mail: LinkMail): Promise<void> {
  const t = translator(user.preferredLanguage);
  const vars: Vars = { site: t('common:site.name'), name: `${user.firstName} ${user.lastName}`, ...mail.vars?.(t) };
  const line = (key: string) => t(`${mail.keys}.${key}`, vars);
  const paragraphs = [line('greeting'), line('intro')];
  const after = [line('expiry'), line('ignore'), line('signature')];
  const text = [...paragraphs, mail.link, ...after].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(line('action'))}</a></p>`,
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('\n');
  await deps.mailer.send({ to: user.email, subject: line('subject'), text, html });
}
