import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@headlessui/react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@/lib/navigation';
import { localePath } from '@/lib/i18n/locales';
import { withLoading } from '@/lib/stores/loading';
import { $session, logout } from '@/lib/stores/session';
import { useLocale } from '@/islands/shared/useLocale';
import { useMenuStart, type MenuStart } from './DeferredMenu';
import { CogIcon, LogoutIcon, UserIcon } from './icons';
import { USER_BUTTON_CLASS, UserTrigger } from './UserTrigger';

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-800 data-focus:bg-slate-100';

/** The user menu itself, loaded by UserMenu on the first sign of intent. */
export default function UserMenuPopup(start: MenuStart) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const user = useStore($session).user;
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const button = useMenuStart(start);

  // To the landing page, which shows the server's "you are logged out" (left by `logout`).
  async function onLogout() {
    await withLoading(logout());
    navigate(localePath(locale, '/'));
  }

  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} className={USER_BUTTON_CLASS}>
        <UserTrigger />
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
