import type { AppDeps } from '../context';
import type { User } from '../db/schema';
import { translator } from '../http/i18n';
import { sendAccountMail } from '../mail/account-mail';
import { siteLink } from '../site';

/** A reset link works once, for one hour. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/** The link to `/reset-password` in the user's preferred language (not the language of the request that asked). */
export async function sendResetMail(deps: AppDeps, user: User, token: string): Promise<void> {
  const t = translator(user.preferredLanguage);
  const site = t('common:site.name');
  await sendAccountMail(deps.mailer, user, {
    subject: t('account:resetMail.subject'),
    intro: [t('account:resetMail.intro', { site })],
    link: { href: siteLink(deps.env, user.preferredLanguage, '/reset-password', token), label: t('account:resetMail.action') },
    after: [t('account:resetMail.expiry', { minutes: RESET_TTL_MS / 60_000 }), t('account:resetMail.ignore')],
  });
}
