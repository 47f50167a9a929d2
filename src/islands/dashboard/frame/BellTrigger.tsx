import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $unread } from '@/lib/stores/notifications';
import { BellIcon } from './icons';

export const BELL_BUTTON_CLASS =
  'relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-open:bg-slate-100';

/** The notifications button's face with the unread badge; the same before and after the menu loads. */
export function BellTrigger() {
  const { t } = useTranslation(['dashboard', 'notifications']);
  const unread = useStore($unread) ?? 0;
  return (
    <>
      <span className="sr-only">
        {unread > 0 ? t('notifications:ui.unreadLabel', { count: unread }) : t('notifications.open')}
      </span>
      <BellIcon className="h-6 w-6" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      )}
    </>
  );
}
