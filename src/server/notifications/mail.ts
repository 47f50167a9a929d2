import { LOCALE_TAGS, localePath } from '@/lib/i18n/locales';
import { notificationVars } from '@/lib/notifications/text';
import { ADVISOR_TIME_ZONE } from '@/lib/schemas/appointments';
import type { AppDeps } from '@/server/context';
import type { NotificationRow, User } from '@/server/db/schema';
import { runtimeServerKey } from '@/lib/i18n/server-keys';
import { translator } from '@/server/http/i18n';
import type { NotificationEvent } from './event';

/**
 * The e-mail twin of a notification, in the recipient's preferred language: the same title (as subject) and
 * message, a link to the page it is about, and where to turn such mails off.
 */
export async function sendNotificationMail(deps: AppDeps, user: User, row: NotificationRow, event: NotificationEvent) {
  const locale = user.preferredLanguage;
  const t = translator(locale);
  // Keys stored with the row, or made from its params: known only at run time.
  const vars = notificationVars(row.params, {
    t: (key, v) => t(runtimeServerKey(key), v),
    locale: LOCALE_TAGS[locale],
    timeZone: event.timeZone ?? ADVISOR_TIME_ZONE,
  });
  const site = deps.env.PUBLIC_SITE_URL.replace(/\/+$/, '');
  const text = [
    t(runtimeServerKey(row.messageKey), vars),
    row.link && t('notifications:mail.open', { url: `${site}${localePath(locale, row.link)}` }),
    t('notifications:mail.footer', { url: `${site}${localePath(locale, '/dashboard/settings')}` }),
    t('notifications:mail.signature', { site: t('common:site.name') }),
  ].filter(Boolean);
  await deps.mailer.send({
    // One mail per notification, however often it is reported or retried (reminders, decision 072).
    key: `notification:${row.id}`,
    to: user.email,
    subject: t(runtimeServerKey(row.titleKey), vars),
    text: text.join('\n\n'),
    ...(event.attachments && { attachments: event.attachments(locale) }),
  });
}
