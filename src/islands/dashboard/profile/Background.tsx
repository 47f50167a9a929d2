import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { $onboardingStatus, loadOnboardingStatus } from '@/lib/stores/onboarding-status';
import { useLocale } from '@/islands/shared/useLocale';
import { formatMonth } from './format';

/**
 * Education and work experience as given during onboarding (SPEC §2 profile lists), read-only here. The guard has
 * usually loaded the status already; otherwise it is fetched once.
 */
export function Background() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const status = useStore($onboardingStatus);

  // Once on mount: reacting to every `null` would refetch after logout resets the store.
  useEffect(() => {
    loadOnboardingStatus().catch((err: unknown) => console.warn('Onboarding status unavailable:', err));
  }, []);

  if (!status) return <p className="text-sm text-slate-600">{t('background.unavailable')}</p>;
  const period = (start: string, end: string | null, ongoing: boolean) =>
    `${formatMonth(start, locale)} – ${ongoing || !end ? t('background.present') : formatMonth(end, locale)}`;

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <h3 className="font-semibold text-slate-900">{t('background.education')}</h3>
        {status.education.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('background.none')}</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {status.education.map((entry) => (
              <li key={entry.id} className="text-sm">
                <span className="block font-medium text-slate-900">{entry.school}</span>
                <span className="block text-slate-700">{entry.department}</span>
                <span className="block text-slate-600">
                  {period(entry.startDate, entry.endDate, entry.stillStudying)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">{t('background.work')}</h3>
        {status.workExperience.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('background.none')}</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {status.workExperience.map((entry) => (
              <li key={entry.id} className="text-sm">
                <span className="block font-medium text-slate-900">{entry.position}</span>
                <span className="block text-slate-700">{entry.company}</span>
                <span className="block text-slate-600">
                  {period(entry.startDate, entry.endDate, entry.stillWorking)}
                </span>
                {entry.description && <span className="mt-1 block text-slate-700">{entry.description}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="text-sm text-slate-600 md:col-span-2">
        {t('background.note')}{' '}
        <a
          href={localePath(locale, '/dashboard/support')}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {t('background.contact')}
        </a>
      </p>
    </div>
  );
}
