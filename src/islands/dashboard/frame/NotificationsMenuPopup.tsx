import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@headlessui/react';
import { useStore } from '@nanostores/react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import type { Notification } from '@/lib/schemas/notifications';
import { $notifications, $unread, markAllNotificationsRead, markNotificationsRead } from '@/lib/stores/notifications';
import { useLocale } from '@/islands/shared/useLocale';
import { NotificationRow } from '@/islands/dashboard/notifications/NotificationRow';
import { useNotificationText } from '@/islands/dashboard/notifications/useNotificationText';
import { BELL_BUTTON_CLASS, BellTrigger } from './BellTrigger';
import { useMenuStart, type MenuStart } from './DeferredMenu';
import { BellIcon } from './icons';

/** How many of the newest notifications the menu lists; the rest are on /dashboard/notifications. */
const MENU_ITEMS = 5;

/**
 * The notifications menu itself, loaded by NotificationsMenu on intent: the newest items; choosing one marks it read
 * and opens its page; 'view all' opens the full list.
 */
export default function NotificationsMenuPopup(start: MenuStart) {
  const { t } = useTranslation(['dashboard', 'notifications']);
  const locale = useLocale();
  const state = useStore($notifications);
  const unread = useStore($unread) ?? 0;
  const text = useNotificationText();
  const button = useMenuStart(start);

  const open = async (event: MouseEvent, item: Notification) => {
    event.preventDefault();
    // Read or not, the user goes where the item leads; a failed mark shows as still unread there.
    if (item.readAt === null) await markNotificationsRead([item.id]).catch(() => undefined);
    // A link, so Back returns here.
    if (item.link) window.location.assign(localePath(locale, item.link));
  };

  const now = new Date();
  const items = state.status === 'ready' ? state.data.items.slice(0, MENU_ITEMS) : [];
  const itemClass = 'block w-full rounded-md px-3 py-2.5 text-left data-focus:bg-slate-100';
  return (
    <Menu as="div" className="sm:relative">
      <MenuButton ref={button} className={BELL_BUTTON_CLASS}>
        <BellTrigger />
      </MenuButton>
      <MenuItems
        // Positioned in the navbar by CSS, not anchored: an anchored menu is portalled outside every landmark.
        // Not modal: the page stays readable while a menu is open, as a menu should leave it.
        modal={false}
        className="absolute right-3 z-40 mt-2 w-[min(24rem,calc(100vw-1.5rem))] rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none sm:right-0"
      >
        <MenuSection>
          <MenuHeading className="flex items-baseline justify-between gap-2 px-3 pb-1 pt-2 text-sm font-semibold text-slate-900">
            {t('notifications.title')}
            {unread > 0 && (
              <span className="text-xs font-medium text-slate-600">
                {t('notifications:ui.unread', { count: unread })}
              </span>
            )}
          </MenuHeading>
          {state.status === 'loading' && <MenuNote>{t('notifications:ui.loading')}</MenuNote>}
          {state.status === 'error' && <MenuNote>{t('notifications:errors.load')}</MenuNote>}
          {state.status === 'ready' && items.length === 0 && (
            <MenuNote>
              <BellIcon className="h-7 w-7 text-slate-400" />
              {t('notifications.empty')}
            </MenuNote>
          )}
          {items.map((item) => (
            <MenuItem key={item.id}>
              <a
                href={item.link ? localePath(locale, item.link) : '#'}
                onClick={(event) => void open(event, item)}
                className={itemClass}
              >
                <NotificationRow item={item} text={text(item, now)} clamp />
              </a>
            </MenuItem>
          ))}
        </MenuSection>
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        <div className="flex items-center gap-1">
          {unread > 0 && (
            <MenuItem>
              <button
                type="button"
                onClick={() => void markAllNotificationsRead().catch(() => undefined)}
                className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-800 data-focus:bg-slate-100"
              >
                {t('notifications:ui.markAllRead')}
              </button>
            </MenuItem>
          )}
          <MenuItem>
            <a
              href={localePath(locale, '/dashboard/notifications')}
              className="ml-auto whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold text-brand-700 data-focus:bg-slate-100"
            >
              {t('notifications.viewAll')}
            </a>
          </MenuItem>
        </div>
      </MenuItems>
    </Menu>
  );
}

function MenuNote({ children }: { children: ReactNode }) {
  return (
    <MenuItem disabled>
      <div className="flex flex-col items-center gap-2 px-3 py-5 text-center text-sm text-slate-700">{children}</div>
    </MenuItem>
  );
}
