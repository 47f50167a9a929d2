import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $messagesUnread } from '@/lib/stores/messages';

/** The sidebar's count of unread messages: a number for the eye, the same in words for screen readers. */
export function UnreadBadge() {
  const { t } = useTranslation('notifications');
  const unread = useStore($messagesUnread) ?? 0;
  if (unread === 0) return null;
  return (
    <span className="ml-auto flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white">
      <span aria-hidden="true">{unread > 9 ? '9+' : unread}</span>
      <span className="sr-only" data-testid="messages-unread">
        {t('ui.unread', { count: unread })}
      </span>
    </span>
  );
}
