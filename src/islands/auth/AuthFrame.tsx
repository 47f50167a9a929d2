import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { byLocale, localePath, stripLocale } from '@/lib/i18n/locales';
import { currentPath } from '@/lib/navigation';
import { LanguageSwitcher } from '@/islands/shared/LanguageSwitcher';
import { useLocale } from '@/islands/shared/useLocale';
import { Brand } from '@/islands/shared/Brand';

/**
 * The auth layout (SPEC §2 "auth"): a centred card carrying the brand, the page's heading and its form; a language
 * switcher that keeps the page and its query (a reset link's token); a way back home. Rendered inside AppShell, so
 * it appears after the session check.
 */
export function AuthFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const locale = useLocale();
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="flex justify-end px-4 py-3 sm:px-6">
        <LanguageSwitcher
          locale={locale}
          route={stripLocale(currentPath())}
          query={location.search}
          names={byLocale((l) => t(`common:language.${l}`))}
          variant="bar"
          label={t('common:language.label')}
        />
      </header>
      <main id="main" className="flex flex-1 justify-center px-4 pb-8 sm:items-center">
        <div className="w-full max-w-md">
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <Brand className="mb-6" />
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            {intro && <p className="mt-2 text-slate-700">{intro}</p>}
            <div className="mt-6">{children}</div>
          </div>
          <p className="mt-6 text-center">
            <a
              href={localePath(locale, '/')}
              className="rounded text-sm font-medium text-slate-700 underline underline-offset-4 hover:text-slate-900"
            >
              <span aria-hidden="true">← </span>
              {t('frame.backHome')}
            </a>
          </p>
        </div>
      </main>
    </div>
  );
}

/** "or" between the form and the alternative (SPEC: register has an 'or' divider). */
export function OrDivider() {
  const { t } = useTranslation('auth');
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-slate-600">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-300" />
      <span>{t('or')}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-slate-300" />
    </div>
  );
}
