import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import {
  $notifications,
  $unread,
  loadMoreNotifications,
  loadNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
} from '@/lib/stores/notifications';
import { linkClass, secondaryButton, smallButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { useAction } from '@/islands/shared/form/useAction';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';
import { BellIcon } from '@/islands/dashboard/frame/icons';
import { DASHBOARD_NAV } from '@/islands/dashboard/frame/nav';
import { NotificationRow } from './NotificationRow';
import { useNotificationText } from './useNotificationText';

/** /dashboard/notifications: every notification, newest first, paged ('view all' of the navbar menu). */
export default function NotificationsPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Notifications />
    </AppShell>
  );
}

function Notifications() {
  const { t } = useTranslation(['notifications', 'dashboard']);
  const locale = useLocale();
  const state = useStore($notifications);
  const unread = useStore($unread) ?? 0;
  const text = useNotificationText();
  const { pending, error, run } = useAction('notifications:errors.read');
  const more = useAction('notifications:errors.load');

  const now = new Date();
  return (
    <DashboardFrame current="notifications" title={t('dashboard:notifications.title')} intro={t('ui.page.intro')}>
      <Loaded
        state={state}
        load={loadNotifications}
        loadingLabel={t('ui.loading')}
        fallbackKey="notifications:errors.load"
      >
        {({ items, nextCursor }) => (
          <div className="space-y-4">
            <FormAlert>{error ?? more.error}</FormAlert>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">
                {unread > 0 ? t('ui.unread', { count: unread }) : t('ui.allRead')}
              </p>
              {unread > 0 && (
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => void run(markAllNotificationsRead)}
                  className={smallButton}
                >
                  {t('ui.markAllRead')}
                </button>
              )}
            </div>
            {items.length === 0 ? (
              <div className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-700">
                <BellIcon className="h-8 w-8 text-slate-400" />
                {t('dashboard:notifications.empty')}
              </div>
            ) : (
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {items.map((item) => (
                  <li key={item.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
                    <NotificationRow item={item} text={text(item, now)} />
                    <div className="flex shrink-0 gap-3 pl-5 sm:pl-0">
                      {item.link && (
                        <a href={localePath(locale, item.link)} className={`${linkClass} text-sm`}>
                          {t(`dashboard:nav.${linkSection(item.link)}`)}
                        </a>
                      )}
                      {item.readAt === null && (
                        <button
                          type="button"
                          disabled={pending}
                          onClick={() => void run(() => markNotificationsRead([item.id]))}
                          className={smallButton}
                        >
                          {t('ui.markRead')}
                        </button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {nextCursor && (
              <button
                type="button"
                disabled={more.pending}
                onClick={() => void more.run(loadMoreNotifications)}
                className={secondaryButton}
              >
                {t('ui.loadMore')}
              </button>
            )}
          </div>
        )}
      </Loaded>
    </DashboardFrame>
  );
}

/** The sidebar section a notification's link belongs to, named as in the sidebar ("My Appointments"). */
const linkSection = (link: string) => DASHBOARD_NAV.find(({ path }) => path === link)?.key ?? 'home';
