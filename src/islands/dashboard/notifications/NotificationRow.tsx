import { useTranslation } from 'react-i18next';
import type { Notification } from '@/lib/schemas/notifications';

/**
 * One notification's text block: an unread mark (a dot, and "New" for screen readers), title, message and age.
 * The menu and the page put it inside their own link or list item.
 */
export function NotificationRow({
  item,
  text,
  clamp = false,
}: {
  item: Notification;
  text: { title: string; message: string; ago: string };
  clamp?: boolean;
}) {
  const { t } = useTranslation('notifications');
  const unread = item.readAt === null;
  return (
    <span className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${unread ? 'bg-brand-600' : 'bg-transparent'}`}
      />
      <span className="min-w-0 flex-1">
        <span className={`block text-sm text-slate-900 ${unread ? 'font-semibold' : 'font-medium'}`}>
          {unread && <span className="sr-only">{t('ui.new')}: </span>}
          {text.title}
        </span>
        <span className={`mt-0.5 block text-sm text-slate-700 ${clamp ? 'line-clamp-2' : ''}`}>{text.message}</span>
        <time dateTime={item.createdAt} className="mt-1 block text-xs text-slate-600">
          {text.ago}
        </time>
      </span>
    </span>
  );
}
