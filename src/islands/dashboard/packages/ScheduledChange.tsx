import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import type { UserPackage } from '@/lib/schemas/user-packages';
import { dropScheduledChange } from '@/lib/stores/package-changes';
import { smallButton } from '@/islands/shared/form/buttons';
import { useLocale } from '@/islands/shared/useLocale';
import { formatDate } from '@/islands/dashboard/profile/format';

/** A downgrade waiting for the period's end (decision 074), with the way to keep the current package instead. */
export function ScheduledChange({ mine }: { mine: UserPackage }) {
  const { t, i18n } = useTranslation('commerce');
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const change = mine.scheduledChange;
  if (!change) return null;
  const drop = () =>
    dropScheduledChange(mine).catch((err: unknown) =>
      setError(errorMessage(err, i18n, 'commerce:packages.errors.select')),
    );
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p>{t('change.scheduled', { name: change.packageCode, date: formatDate(change.at, locale) })}</p>
      <button type="button" className={smallButton} onClick={() => void drop()}>
        {t('change.drop')}
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
