import { useTranslation } from 'react-i18next';
import { LOCALE_TAGS } from '@/lib/i18n/locales';
import { runtimeKey } from '@/lib/i18n/keys';
import { notificationVars } from '@/lib/notifications/text';
import { timeAgo } from '@/lib/notifications/time-ago';
import type { Notification } from '@/lib/schemas/notifications';
import { viewerTimeZone } from '@/lib/time/zone';
import { useLocale } from '@/islands/shared/useLocale';

/**
 * A notification's title, message and age in the page's language (the same keys and `notificationVars` the mail
 * uses), for the navbar menu and the notifications page.
 */
export function useNotificationText() {
  const { i18n } = useTranslation();
  const tag = LOCALE_TAGS[useLocale()];
  return (item: Notification, now: Date) => {
    const translate = (key: string, vars?: Record<string, string | number>) => i18n.t(runtimeKey(key), vars ?? {});
    const vars = notificationVars(item.params, { t: translate, locale: tag, timeZone: viewerTimeZone() });
    return {
      title: translate(item.titleKey, vars),
      message: translate(item.messageKey, vars),
      ago: timeAgo(item.createdAt, now, tag),
    };
  };
}
