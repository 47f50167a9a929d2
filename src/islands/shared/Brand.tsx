import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { useLocale } from './useLocale';

/**
 * The logo mark and the site's name (the same mark as src/assets/favicon.svg), linking to `route` (home by default).
 * `nameClass` lets a narrow bar hide the name visually while keeping it as the link's text.
 */
export function Brand({
  className = '',
  route = '/',
  nameClass = '',
}: {
  className?: string;
  route?: string;
  nameClass?: string;
}) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <a
      href={localePath(locale, route)}
      className={`inline-flex items-center gap-2 rounded font-semibold text-slate-900 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
        <rect width="32" height="32" rx="6" fill="#1d4ed8" />
        <path d="M9 22V10h8a4 4 0 0 1 0 8h-4v4z" fill="#fff" />
      </svg>
      <span className={nameClass}>{t('site.name')}</span>
    </a>
  );
}
