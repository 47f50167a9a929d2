import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../../lib/i18n/locales';
import { useLocale } from '../../shared/useLocale';
import { BellIcon } from './icons';

/**
 * The navbar's notifications (SPEC §2). No notifications API exists yet, so the menu says so honestly instead of
 * showing sample items; 'view all' leads to the dashboard home until a notifications page exists.
 */
export function NotificationsMenu() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    // On phones the panel is placed against the navbar (static wrapper), which keeps it on screen.
    <Menu as="div" className="sm:relative">
      <MenuButton className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-open:bg-slate-100">
        <span className="sr-only">{t('notifications.open')}</span>
        <BellIcon className="h-6 w-6" />
      </MenuButton>
      <MenuItems
        // Positioned in the navbar by CSS, not anchored: an anchored menu is portalled outside every landmark.
        // Not modal: the page stays readable while a menu is open, as a menu should leave it.
        modal={false}
        className="absolute right-3 z-40 mt-2 w-[min(20rem,calc(100vw-1.5rem))] sm:right-0 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        <MenuSection>
          <MenuHeading className="px-3 pb-1 pt-2 text-sm font-semibold text-slate-900">{t('notifications.title')}</MenuHeading>
          <MenuItem disabled>
            <div className="flex flex-col items-center gap-2 px-3 py-5 text-center text-sm text-slate-700">
              <BellIcon className="h-7 w-7 text-slate-400" />
              {t('notifications.empty')}
            </div>
          </MenuItem>
        </MenuSection>
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        <MenuItem>
          <a href={localePath(locale, '/dashboard')} className="block rounded-md px-3 py-2 text-center text-sm font-semibold text-brand-700 data-focus:bg-slate-100">
            {t('notifications.viewAll')}
          </a>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
