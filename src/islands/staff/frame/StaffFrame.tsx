import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { navigate } from '@/lib/navigation';
import type { StaffRole } from '@/lib/schemas/staff';
import { takeFlash } from '@/lib/stores/flash';
import { withLoading } from '@/lib/stores/loading';
import { $session, logout } from '@/lib/stores/session';
import { showToast } from '@/lib/stores/toasts';
import { Brand } from '@/islands/shared/Brand';
import { useLocale } from '@/islands/shared/useLocale';
import { navFor, type StaffSection } from './nav';
import { ScrollRow } from './ScrollRow';
import { StaffLanguage } from './StaffLanguage';

export interface StaffFrameProps {
  current: StaffSection;
  title: string;
  intro?: string | undefined;
  /** Actions beside the title (a back link). */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The console's layout: a sidebar on desktops, a row of tabs under the header on tablets, who is signed in and
 * "log out", and the page in `<main id="main">` under its h1. AppShell's guard has already sent customers away
 * (`roleRedirect`), so the role here is a staff role.
 */
export function StaffFrame({ current, title, intro, aside, children }: StaffFrameProps) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const user = useStore($session).user;
  const role: StaffRole = user?.role === 'admin' ? 'admin' : 'advisor';
  const items = navFor(role);
  // After the language switch the page reloads in the new language; its "language changed" toast rides along.
  useEffect(() => {
    if (takeFlash()) showToast({ type: 'success', message: t('frame.languageChanged') });
  }, [t]);

  async function onLogout() {
    await withLoading(logout());
    navigate(localePath(locale, '/login'));
  }

  const links = (vertical: boolean) =>
    items.map(({ key, path, Icon }) => {
      const active = key === current;
      const look = active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
      return (
        <li key={key} className={vertical ? '' : 'shrink-0'}>
          <a
            href={localePath(locale, path)}
            aria-current={active ? 'page' : undefined}
            className={`flex items-center gap-3 rounded-md px-3 py-2.5 text-[0.95rem] font-medium ${look}`}
          >
            <Icon className={`h-5 w-5 shrink-0 ${active ? 'text-brand-700' : 'text-slate-500'}`} />
            {t(`nav.${key}`)}
          </a>
        </li>
      );
    });

  return (
    <div className="min-h-screen bg-slate-50">
      <nav
        aria-label={t('nav.label')}
        className="fixed inset-y-0 left-0 z-30 hidden w-60 flex-col border-r border-slate-200 bg-white lg:flex"
      >
        <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-5">
          <Brand route="/staff" />
        </div>
        <p className="px-6 pt-4 text-xs font-semibold uppercase tracking-wide text-slate-600">{t('frame.console')}</p>
        <ul className="flex-1 space-y-1 px-3 py-2">{links(true)}</ul>
      </nav>
      <div className="lg:pl-60">
        <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
          {/* On a phone the brand is the mark alone and the name and role give way (they are on the settings
              page): the German brand wrapped onto three lines at 390 px (issue 29). */}
          <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
            <Brand route="/staff" className="shrink-0 lg:hidden" nameClass="sr-only sm:not-sr-only" />
            <div className="flex-1" />
            {user && (
              <p className="hidden min-w-0 text-right text-sm leading-tight sm:block">
                <span className="block truncate font-semibold text-slate-900">{`${user.firstName} ${user.lastName}`}</span>
                <span className="block text-slate-600">{t(`roles.${role}`)}</span>
              </p>
            )}
            <StaffLanguage />
            <button
              type="button"
              onClick={() => void onLogout()}
              className="shrink-0 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              {t('frame.logout')}
            </button>
          </div>
          <nav aria-label={t('nav.label')} className="border-t border-slate-100 px-2 lg:hidden">
            <ScrollRow className="gap-1 py-1">{links(false)}</ScrollRow>
          </nav>
        </header>
        <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
              {intro && <p className="mt-1 max-w-3xl text-slate-700">{intro}</p>}
            </div>
            {aside}
          </div>
          <div className="mt-6">{children}</div>
        </main>
      </div>
    </div>
  );
}
