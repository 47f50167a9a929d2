import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { useLocale } from '@/islands/shared/useLocale';

/** The programme's entry level: below it, onboarding says so now instead of the customer finding out later. */
const BELOW_PROGRAMME = ['A1', 'A2'];

/** Shown under the German row while its level is below B1 (issue 28), with a link to the language plan. */
export function BelowB1Notice({ level }: { level: string }) {
  const { t } = useTranslation('onboarding');
  const locale = useLocale();
  if (!BELOW_PROGRAMME.includes(level)) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2"
    >
      {t('languages.belowB1')}{' '}
      <a className="font-semibold underline" href={localePath(locale, '/dashboard/plan/')}>
        {t('languages.planLink')}
      </a>
    </p>
  );
}
