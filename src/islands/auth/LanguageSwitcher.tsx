import { useTranslation } from 'react-i18next';
import { currentPath } from '../../lib/navigation';
import { LOCALES, localePath, stripLocale, type Locale } from '../../lib/i18n/locales';
import { useLocale } from './useLocale';

/**
 * Links to this same page in the other languages, keeping the query (a reset link's token survives a switch).
 * Plain links: a signed-out visitor has no stored preference to update.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const current = useLocale();
  const route = stripLocale(currentPath());
  const query = typeof location === 'undefined' ? '' : location.search;
  const href = (locale: Locale) => localePath(locale, route) + query;
  return (
    <nav aria-label={t('language.label')}>
      <ul className="flex items-center gap-1 text-sm">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={href(locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={
                locale === current
                  ? 'block rounded px-2 py-1 font-semibold text-brand-700 underline underline-offset-4'
                  : 'block rounded px-2 py-1 text-slate-700 hover:bg-slate-100 hover:text-slate-900'
              }
            >
              {t(`language.${locale}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
