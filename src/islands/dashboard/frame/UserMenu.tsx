import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@headlessui/react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@/lib/navigation';
import { localePath } from '@/lib/i18n/locales';
import { $avatarImage } from '@/lib/stores/avatar';
import { withLoading } from '@/lib/stores/loading';
import { $session, logout } from '@/lib/stores/session';
import { useLocale } from '@/islands/shared/useLocale';
import { ChevronDownIcon, CogIcon, LogoutIcon, UserIcon } from './icons';

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-800 data-focus:bg-slate-100';

/** 'Logged in as', profile, settings and logout (SPEC §2 navbar). */
export function UserMenu() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const user = useStore($session).user;
  const photo = useStore($avatarImage);
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const initials = user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toLocaleUpperCase(locale) : '';

  // To the landing page, which shows the server's "you are logged out" (left by `logout`).
  async function onLogout() {
    await withLoading(logout());
    navigate(localePath(locale, '/'));
  }

  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 text-slate-800 hover:bg-slate-100 data-open:bg-slate-100">
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
      </MenuButton>
      <MenuItems
        // Positioned in the navbar by CSS, not anchored: an anchored menu is portalled outside every landmark.
        // Not modal: the page stays readable while a menu is open, as a menu should leave it.
        modal={false}
        className="absolute right-0 z-40 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        <MenuSection>
          <MenuHeading className="px-3 pb-2 pt-2 text-sm">
            <span className="block text-slate-600">{t('userMenu.loggedInAs')}</span>
            <span className="block truncate font-semibold text-slate-900">{name}</span>
            <span className="block break-all text-slate-600">{user?.email}</span>
          </MenuHeading>
        </MenuSection>
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        <MenuItem>
          <a href={localePath(locale, '/dashboard/profile')} className={itemClass}>
            <UserIcon className="h-5 w-5 text-slate-500" />
            {t('userMenu.profile')}
          </a>
        </MenuItem>
        <MenuItem>
          <a href={localePath(locale, '/dashboard/settings')} className={itemClass}>
            <CogIcon className="h-5 w-5 text-slate-500" />
            {t('userMenu.settings')}
          </a>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        <MenuItem>
          <button type="button" onClick={() => void onLogout()} className={itemClass}>
            <LogoutIcon className="h-5 w-5 text-slate-500" />
            {t('userMenu.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
