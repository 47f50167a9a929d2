import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locales';
import { packageChoice } from '@/lib/stores/package-choice';
import { primaryButton, secondaryButton } from '@/islands/shared/form/buttons';

/**
 * Shown once the server reports isCompleted: next comes the package chosen on the landing page (its payment), an
 * appointment with an advisor, or the dashboard.
 */
export function CompletionScreen({ locale, focusHeading }: { locale: Locale; focusHeading: boolean }) {
  const { t } = useTranslation('onboarding');
  const heading = useRef<HTMLHeadingElement>(null);
  const [chosen] = useState(packageChoice);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <section aria-labelledby="done-heading" className="space-y-6 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-3xl text-green-800"
      >
        ✓
      </span>
      <h2 id="done-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
        {t('done.title')}
      </h2>
      <p className="mx-auto max-w-prose text-slate-700">{t('done.text')}</p>
      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        {chosen && (
          <a href={`${localePath(locale, '/dashboard/packages')}?package=${chosen}`} className={primaryButton}>
            {t('done.choosePackage')}
          </a>
        )}
        <a
          href={localePath(locale, '/dashboard/appointments?book=1')}
          className={chosen ? secondaryButton : primaryButton}
        >
          {t('done.bookAppointment')}
        </a>
        <a href={localePath(locale, '/dashboard')} className={secondaryButton}>
          {t('done.dashboard')}
        </a>
      </div>
    </section>
  );
}
