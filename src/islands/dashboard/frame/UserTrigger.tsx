import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $avatarImage } from '@/lib/stores/avatar';
import { $session } from '@/lib/stores/session';
import { useLocale } from '@/islands/shared/useLocale';
import { ChevronDownIcon } from './icons';

export const USER_BUTTON_CLASS =
  'flex items-center gap-2 rounded-full py-1 pl-1 pr-2 text-slate-800 hover:bg-slate-100 data-open:bg-slate-100';

/** The user menu's button face: photo or initials, the name from `sm` up; the same before and after the menu loads. */
export function UserTrigger() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const user = useStore($session).user;
  const photo = useStore($avatarImage);
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const initials = user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toLocaleUpperCase(locale) : '';
  return (
    <>
      {photo ? (
        <img src={photo} alt="" className="h-8 w-8 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
        >
          {initials}
        </span>
      )}
      <span className="sr-only">{t('userMenu.open')}: </span>
      <span className="sr-only max-w-40 truncate text-sm font-medium sm:not-sr-only">{name}</span>
      <ChevronDownIcon className="h-4 w-4 text-slate-500" />
    </>
  );
}
