import { localePath } from '../../lib/i18n/locales';
import type { AppDeps } from '../context';
import type { User } from '../db/schema';
import { escapeHtml } from '../http/html';
import { translator } from '../http/i18n';

/** A reset link works once, for one hour. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/** The reset link on the site, in the user's language: `${PUBLIC_SITE_URL}/en/reset-password?token=...`. */
export function resetLink(deps: AppDeps, user: User, token: string): string {
  const site = deps.env.PUBLIC_SITE_URL.replace(/\/+$/, '');
  return `${site}${localePath(user.preferredLanguage, '/reset-password')}?token=${encodeURIComponent(token)}`;
}

/** Plain text and HTML in the user's preferred language (not the language of the request that asked for it). */
export async function sendResetMail(deps: AppDeps, user: User, token: string): Promise<void> {
  const t = translator(user.preferredLanguage);
  const link = resetLink(deps, user, token);
  const site = t('common:site.name');
  const paragraphs = [
    t('account:resetMail.greeting', { name: `${user.firstName} ${user.lastName}` }),
    t('account:resetMail.intro', { site }),
  ];
  const after = [
    t('account:resetMail.expiry', { minutes: RESET_TTL_MS / 60_000 }),
    t('account:resetMail.ignore'),
    t('account:resetMail.signature', { site }),
  ];
  const text = [...paragraphs, link, ...after].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t('account:resetMail.action'))}</a></p>`,
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('\n');
  await deps.mailer.send({ to: user.email, subject: t('account:resetMail.subject'), text, html });
}
